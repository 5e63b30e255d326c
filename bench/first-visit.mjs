// What a first visit to the home page costs a phone on the network: every byte the browser receives
// (headers and bodies as sent, compressed), with an empty cache, at 390 × 844, until the network is quiet
// (the app's scripts, its catalogs, the pictures in view and the data it asks for). Measured in English
// and Hindi, with and without the browser's `Save-Data: on`; the goal is 300 KB or less for each.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

export const FIRST_VISIT_BUDGET_BYTES = 300 * 1024;

async function transferOf(browser, url, saveData) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  const byType = new Map();
  const types = new Map();
  session.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  let lastActivity = Date.now();
  session.on('Network.requestWillBeSent', () => (lastActivity = Date.now()));
  session.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now();
    const type = types.get(event.requestId) ?? 'Other';
    byType.set(type, (byType.get(type) ?? 0) + event.encodedDataLength);
  });
  await page.goto(url, { waitUntil: 'load' });
  // The app's scripts start after the first paint (or at the latest 3 s later): wait for them to be
  // asked for, then for a quiet second on the network, so everything a first visit fetches is counted.
  await page.waitForFunction(
    () => globalThis.document.querySelector('script[type="module"][src]') !== null,
    null,
    {
      timeout: 15_000,
    },
  );
  while (Date.now() - lastActivity < 1000) await page.waitForTimeout(200);
  await context.close();
  const total = [...byType.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { total, byType: Object.fromEntries(byType) };
}

/** The four first visits of the home page; each result with its total and its bytes by resource type. */
export async function measureFirstVisits(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const path of ['/', '/hi']) {
      for (const saveData of [false, true]) {
        const { total, byType } = await transferOf(browser, baseUrl + path, saveData);
        results.push({ path, saveData, total, byType, within: total <= FIRST_VISIT_BUDGET_BYTES });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
