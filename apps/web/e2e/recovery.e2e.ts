import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseClientManifest } from '../src/app/module-preload.ts';
import { expectNoAxeViolations, screenshotPath, useBrowser, VIEWPORTS } from './browser.ts';

/** The About Us page's own chunk in the build under test, as an address on the server. */
function aboutPageChunk(): string {
  const manifestFile = path.resolve(import.meta.dirname, '..', 'dist', '.vite', 'manifest.json');
  const entry = parseClientManifest(readFileSync(manifestFile, 'utf8')).get(
    'src/features/content/pages/about-page.tsx',
  );
  if (!entry) throw new Error('the build has no chunk for the About Us page');
  return `/${entry.file}`;
}

/**
 * Serves the About Us chunk as a server that no longer has it would (404): the first `failures` times,
 * or always. Counts the page's document loads (the first one and every reload) and the chunk's answers.
 */
async function loseAboutChunk(page: Page, failures: number) {
  const seen = { documents: 0, chunkAnswers: [] as number[] };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.documents += 1;
  });
  await page.route(`**${aboutPageChunk()}`, async (route) => {
    if (seen.chunkAnswers.length < failures) {
      seen.chunkAnswers.push(404);
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"statusCode":404}' });
      return;
    }
    const response = await route.fetch();
    seen.chunkAnswers.push(response.status());
    await route.fulfill({ response });
  });
  return seen;
}

async function openAboutFromFooter(page: Page) {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
}

describe('a page whose code is gone after a deploy', () => {
  const browser = useBrowser();

  it('reloads once, and the navigation lands on the page', async () => {
    const page = await browser.openPage(VIEWPORTS.desktop);
    const seen = await loseAboutChunk(page, 1);
    await openAboutFromFooter(page);

    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/about-us');
    expect(seen.documents).toBe(2);
    expect(seen.chunkAnswers).toEqual([404, 200]);
    // The reloaded page came to life with the chunk, not with the error page.
    await page.waitForFunction(() => Reflect.get(window, 'appStarted') === true);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(seen.documents).toBe(2);
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the error page after one reload when the code keeps failing, on a ${label}`, async () => {
      const page = await browser.openPage(viewport);
      const seen = await loseAboutChunk(page, Infinity);
      await openAboutFromFooter(page);

      const heading = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
      await heading.waitFor();
      await page.waitForLoadState('networkidle');
      expect(seen.documents).toBe(2);
      expect(new URL(page.url()).pathname).toBe('/about-us');
      // In the public layout's place for the page: the header and the footer stay.
      await page.getByRole('banner').waitFor();
      await page.getByRole('contentinfo').waitFor();
      expect(await page.getByRole('main').getByRole('alert').textContent()).toBe(
        'An unexpected error occurred. Please try again.',
      );
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Something went wrong');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: screenshotPath(`recovery-error-page-${viewport.width}.png`) });

      // "Try again" reloads (a failed download is kept by the page), and a code still missing is not
      // reloaded again on its own.
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Try again' }).click()]);
      await heading.waitFor();
      await page.waitForLoadState('networkidle');
      expect(seen.documents).toBe(3);

      await page.getByRole('link', { name: 'Go to home' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Personalised mentorship from NEET toppers' })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await heading.count()).toBe(0);
      expect(seen.documents).toBe(3);
    });
  }
});
