import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { homeBlogTitle, type BlogSummary, type Envelope, type Testimonial } from '@neetmentor/contract';
import { expectNoAxeViolations, screenshotPath, scrollThrough, useBrowser, VIEWPORTS } from './browser.ts';

async function fetchPublic<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST' });
  const body = (await response.json()) as Envelope<T>;
  return body.data;
}

async function expectSeededHome(page: Page, baseUrl: string) {
  await page.goto('/');
  const mentorLinks = page.locator('main a[href^="/single-mentor/"]');
  await mentorLinks.first().waitFor();
  expect(await mentorLinks.count()).toBe(12);
  expect(await page.getByText('Loading featured mentors...').count()).toBe(0);

  const blogs = await fetchPublic<BlogSummary[]>(baseUrl, '/api/v1/admin/get-blogs');
  const firstBlog = blogs[0];
  if (!firstBlog) throw new Error('the demo data has no blogs');
  await page.getByText(homeBlogTitle(firstBlog.title), { exact: true }).first().waitFor();

  const testimonials = await fetchPublic<Testimonial[]>(baseUrl, '/api/v1/admin/get-testimonial');
  expect(testimonials).toHaveLength(6);
  for (const testimonial of testimonials) {
    await page.getByText(testimonial.name, { exact: true }).first().waitFor();
  }
}

describe('home page', () => {
  const browser = useBrowser();

  it('shows the seeded featured mentors, blogs and testimonials on a phone', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    await expectSeededHome(page, browser.baseUrl());
    await scrollThrough(page);
    await page.screenshot({ path: screenshotPath('home-390.png'), fullPage: true });
  });

  it('shows the seeded featured mentors, blogs and testimonials on a desktop', async () => {
    const page = await browser.openPage(VIEWPORTS.desktop);
    await expectSeededHome(page, browser.baseUrl());
    await scrollThrough(page);
    await page.screenshot({ path: screenshotPath('home-1366.png'), fullPage: true });
  });

  it('keeps one FAQ answer open at a time and closes the open one on a second click', async () => {
    const page = await browser.openPage(VIEWPORTS.desktop);
    await page.goto('/');
    const faq = page.locator('#faq');
    const questions = faq.locator('button[aria-expanded]');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(4);
    const first = questions.nth(0);
    const second = questions.nth(1);

    await first.click();
    await expectExpanded(first, true);
    await second.click();
    await expectExpanded(second, true);
    await expectExpanded(first, false);
    await second.click();
    await expectExpanded(second, false);
  });

  it('has no accessibility violations', async () => {
    const page = await browser.openPage(VIEWPORTS.desktop);
    await page.goto('/');
    await page.locator('main a[href^="/single-mentor/"]').first().waitFor();
    await expectNoAxeViolations(page);
  });

  it('has no accessibility violations on a phone', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    await page.goto('/');
    await page.locator('main a[href^="/single-mentor/"]').first().waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('mobile menu', () => {
  const browser = useBrowser();

  async function openMenu(page: Page) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('#site-menu').waitFor({ state: 'visible' });
  }
  const menuHidden = (page: Page) => page.locator('#site-menu').waitFor({ state: 'hidden' });

  it('closes on an outside click', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    await page.goto('/');
    await openMenu(page);
    await page.mouse.click(200, 700);
    await menuHidden(page);
  });

  it('closes on a tap outside that follows the opening tap within the same frame', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    await page.goto('/');
    // Both taps in one go in the page, so no frame passes between them. A tap on the menu button before
    // the header has hydrated does nothing, so it is repeated until the menu opens.
    const stillOpen = await page.evaluate(async () => {
      const menuButton = document.querySelector<HTMLElement>('button[aria-controls="site-menu"]');
      const menu = document.getElementById('site-menu');
      const renders = async () => {
        for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      };
      for (let tap = 0; tap < 100 && menu?.dataset.open !== 'true'; tap += 1) {
        if (tap > 0) await new Promise((resolve) => setTimeout(resolve, 50));
        menuButton?.click();
        await renders();
      }
      if (menu?.dataset.open !== 'true') return 'the menu did not open';
      document.querySelector('main')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      await renders();
      return menu.dataset.open === 'true';
    });
    expect(stillOpen).toBe(false);
  });

  it('closes on scroll', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    await page.goto('/');
    await openMenu(page);
    await page.evaluate(() => window.scrollBy(0, 400));
    await menuHidden(page);
  });

  it('closes on a link click and navigates', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    await page.goto('/');
    await openMenu(page);
    await page.locator('#site-menu').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
  });
});

async function expectExpanded(button: ReturnType<Page['locator']>, expanded: boolean) {
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe(String(expanded));
}
