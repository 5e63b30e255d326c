import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, onTestFailed } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

const screenshotDir = path.resolve(import.meta.dirname, '..', '..', '..', 'test-results');

/** Where journeys keep the screenshots people look at (test-results/, ignored by git). */
export function screenshotPath(name: string): string {
  mkdirSync(screenshotDir, { recursive: true });
  return path.join(screenshotDir, name);
}

/**
 * One Chromium per test file; each test opens its own context via `openPage`. A failing test
 * leaves a full-page screenshot in test-results/.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl: () => inject('baseUrl'),
    async openPage(
      viewport: { width: number; height: number } = VIEWPORTS.desktop,
      { javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {},
    ): Promise<Page> {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({
        viewport,
        baseURL: inject('baseUrl'),
        reducedMotion: 'reduce',
        javaScriptEnabled,
      });
      contexts.push(context);
      if (javaScriptEnabled) await context.addInitScript(markAppStart);
      const page = await context.newPage();
      if (javaScriptEnabled) waitForAppOnLoad(page);
      onTestFailed(async ({ task }) => {
        mkdirSync(screenshotDir, { recursive: true });
        const name = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
        await page
          .screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true })
          .catch(() => undefined);
      });
      return page;
    },
  };
}

/** In the page: notes when the app's entry module has run (its script element's load event). */
function markAppStart() {
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.type === 'module') {
        Reflect.set(window, 'appStarted', true);
      }
    },
    true,
  );
}

/**
 * The page's scripts start after its first paint, so its load event no longer means they have run (it
 * did while they were in the head). Opening or reloading an address waits for the load event, as
 * before, and then for the app's entry module to have run, so a journey starts on a live page as a
 * person who waited for it would. `commit` and `domcontentloaded` are left as they are: they are for
 * tests that look at the page before the app starts.
 */
function waitForAppOnLoad(page: Page) {
  const appStarted = async () => {
    await page.waitForFunction(
      () => !document.querySelector('meta[name="app-entry"]') || Reflect.get(window, 'appStarted') === true,
    );
    await page.evaluate(appSettled);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle') {
      await appStarted();
    }
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle') {
      await appStarted();
    }
    return response;
  };
}

/**
 * In the page, once its entry module has run: waits until the page's preloaded chunks have all arrived and
 * the main thread has had a long idle moment. React hydrates a server's page part by part (each Suspense
 * boundary in a task of its own, yielding in between), so a journey starts on a page that is wholly alive,
 * as a person who waited for it would; the tests of early taps and typing (early-input.e2e.ts) do not wait.
 * Never longer than 10 s: a page that is never idle is left to the test's own waits.
 */
async function appSettled(): Promise<void> {
  const preloaded = () =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).every(
      (link) => performance.getEntriesByName(link.href).length > 0,
    );
  const idle = () =>
    new Promise<void>((resolve) => {
      const check = (deadline: IdleDeadline) =>
        deadline.timeRemaining() >= 45 ? resolve() : requestIdleCallback(check);
      requestIdleCallback(check);
    });
  const settled = (async () => {
    while (!preloaded()) await new Promise((resolve) => setTimeout(resolve, 20));
    await idle();
  })();
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** Every console error or warning and every uncaught error, hydration failures included. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Fails the test with the list of violations when axe finds any. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A colour caught halfway through a transition (a button turning from its disabled grey to its colour as
  // the page hydrates) is a state nobody reads: wait until the page has hydrated (its scripts, the route's
  // chunks included, have all arrived, and hydration runs at once once they have), then let running
  // transitions end. Endless animations (spinners, the marquee) are left alone.
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Scrolls to the bottom step by step so lazy pictures load, then back to the top (for full-page screenshots). */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}
