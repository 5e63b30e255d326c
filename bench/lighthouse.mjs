// Lighthouse (mobile preset: simulated slow 4G and a mid-range phone CPU) on Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Runs Lighthouse once per URL in a fresh Chromium; returns the category scores (0–100) and key metrics. */
export async function runLighthouse(urls) {
  const results = [];
  for (const url of urls) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      const runner = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
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
      results.push({
        url,
        scores,
        metrics: {
          firstContentfulPaintMs: metric('first-contentful-paint'),
          largestContentfulPaintMs: metric('largest-contentful-paint'),
          totalBlockingTimeMs: metric('total-blocking-time'),
          cumulativeLayoutShift: metric('cumulative-layout-shift'),
          speedIndexMs: metric('speed-index'),
        },
        failing,
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}
