// Lighthouse (mobile preset: simulated slow 4G and a mid-range phone CPU) on Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { defaultConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MAX_RETRIES_OF_UNRECORDED_RUN = 2;

/**
 * Runs Lighthouse `runs` times per URL, each in a fresh Chromium, and keeps the run with the median
 * performance score (Lighthouse's own advice for a figure that varies from run to run): its category scores
 * (0–100), key metrics and failing audits, with every run's performance score beside them. A page can be
 * `{ url, storage }`: the page of a signed-in user, whose session keys are put in the site's localStorage
 * first (as the sign-in page would), with nothing of the app itself loaded, so its files still come cold.
 * `cpuSlowdown` replaces the preset's CPU slowdown (4×), the network staying the preset's: 16× stands for a
 * machine four times slower than the one measuring.
 */
export async function runLighthouse(pages, runs = 3, { cpuSlowdown } = {}) {
  const results = [];
  for (const page of pages) {
    const { url, storage = null } = typeof page === 'string' ? { url: page } : page;
    const attempts = [];
    let unrecorded = 0;
    for (let run = 0; run < runs; run += 1) {
      let attempt = await runOnce(url, storage, cpuSlowdown);
      // A run Lighthouse could not record (its trace lacked the navigation, NO_NAVSTART, now and then
      // with this Chromium) measured nothing: it is made again, at most twice, and counted.
      for (let retry = 0; attempt.runtimeError && retry < MAX_RETRIES_OF_UNRECORDED_RUN; retry += 1) {
        unrecorded += 1;
        attempt = await runOnce(url, storage, cpuSlowdown);
      }
      attempts.push(attempt);
    }
    attempts.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = attempts[Math.floor(attempts.length / 2)];
    results.push({
      ...median,
      performanceRuns: attempts.map((attempt) => attempt.scores.performance),
      unrecordedRuns: unrecorded,
    });
  }
  return results;
}

/** Writes the session keys into the site's localStorage from a page that loads none of the app. */
async function signIn(port, url, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(new URL('/api/v1/health', url).href);
    await page.evaluate((keys) => {
      for (const [key, value] of Object.entries(keys)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Lighthouse's mobile preset with another CPU slowdown. */
function withCpuSlowdown(cpuSlowdownMultiplier) {
  return {
    extends: 'lighthouse:default',
    settings: { throttling: { ...defaultConfig.settings.throttling, cpuSlowdownMultiplier } },
  };
}

async function runOnce(url, storage, cpuSlowdown) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    if (storage) await signIn(chrome.port, url, storage);
    const runner = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // Keeps the session keys; the HTTP cache holds nothing of the app, which was never loaded.
        disableStorageReset: storage !== null,
      },
      cpuSlowdown ? withCpuSlowdown(cpuSlowdown) : undefined,
    );
    const { lhr } = runner;
    const scores = Object.fromEntries(
      CATEGORIES.map((name) => [name, Math.round((lhr.categories[name]?.score ?? 0) * 100)]),
    );
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => audit.id);
    return {
      url,
      runtimeError: lhr.runtimeError?.code ?? null,
      scores,
      metrics: {
        firstContentfulPaintMs: metric('first-contentful-paint'),
        largestContentfulPaintMs: metric('largest-contentful-paint'),
        totalBlockingTimeMs: metric('total-blocking-time'),
        cumulativeLayoutShift: metric('cumulative-layout-shift'),
        speedIndexMs: metric('speed-index'),
      },
      failing,
    };
  } finally {
    await chrome.kill();
  }
}
