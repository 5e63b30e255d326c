import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { screenshotPath, useBrowser, VIEWPORTS } from './browser.ts';

const WHATSAPP = 'a[aria-label="Chat with us on WhatsApp"]';

/**
 * Whether the WhatsApp button is on screen and sits on any text of the page (a text line's box, not its
 * element's, so the empty end of a short line does not count).
 */
function whatsappOverText(page: Page): Promise<{ visible: boolean; covered: string[] }> {
  return page.evaluate((selector) => {
    const button = document.querySelector(selector);
    if (!(button instanceof HTMLElement)) throw new Error('no WhatsApp button');
    const style = getComputedStyle(button);
    const box = button.getBoundingClientRect();
    const visible = style.opacity !== '0' && box.top < window.innerHeight;
    const covered: string[] = [];
    if (!visible) return { visible, covered };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || button.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        const overlaps =
          line.right > box.left && line.left < box.right && line.bottom > box.top && line.top < box.bottom;
        if (overlaps) covered.push(node.textContent.trim().slice(0, 40));
      }
    }
    return { visible, covered };
  }, WHATSAPP);
}

describe('phone layout', () => {
  const browser = useBrowser();

  for (const path of ['/faq-students', '/faq-mentors', '/about-us', '/refund-policy', '/contact-us']) {
    it(`keeps the WhatsApp button off the text of ${path} while reading, and shows it at the end`, async () => {
      const page = await browser.openPage(VIEWPORTS.phone);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator('main h1').waitFor();
      // Reading down the page, one screen at a time.
      for (;;) {
        expect((await whatsappOverText(page)).covered, path).toEqual([]);
        const atEnd = await page.evaluate(() => {
          const before = window.scrollY;
          window.scrollBy(0, window.innerHeight * 0.8);
          return window.scrollY === before;
        });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
        if (atEnd) break;
      }
      await expect.poll(async () => (await whatsappOverText(page)).visible).toBe(true);
      expect((await whatsappOverText(page)).covered, path).toEqual([]);

      // Scrolling back up brings it back: the visitor is looking around.
      await page.evaluate(() => window.scrollBy(0, -window.innerHeight));
      await page.mouse.wheel(0, -200);
      await expect.poll(async () => (await whatsappOverText(page)).visible).toBe(true);
    });
  }

  it('keeps the button where it is on a wide screen, clear of the text', async () => {
    const page = await browser.openPage(VIEWPORTS.desktop);
    await page.goto('/faq-students', { waitUntil: 'networkidle' });
    expect(await whatsappOverText(page)).toEqual({ visible: true, covered: [] });
  });

  it('fits a signed-in student’s header brand on one line', async () => {
    const response = await fetch(`${browser.baseUrl()}/api/v1/students/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGINS.student, password: DEMO_LOGINS.password }),
    });
    const { token, studentId } = ((await response.json()) as Envelope<{ token: string; studentId: string }>)
      .data;
    for (const width of [360, VIEWPORTS.phone.width]) {
      const page = await browser.openPage({ width, height: 800 });
      await page.context().addInitScript(
        ([auth, userId]) => {
          localStorage.setItem('auth', auth);
          localStorage.setItem('userId', userId);
          localStorage.setItem('userType', 'Student');
        },
        [token, studentId] as const,
      );
      await page.goto('/');
      const picture = page.getByRole('button', { name: 'Account menu' });
      await picture.waitFor();
      const name = page.locator('header [data-brand-name]');
      const fits = await name.evaluate((element) => ({
        oneLine:
          element.getBoundingClientRect().height < 1.5 * parseFloat(getComputedStyle(element).fontSize),
        whole: element.scrollWidth <= element.clientWidth,
      }));
      expect(fits, `${width}px`).toEqual({ oneLine: true, whole: true });
      // The picture is the menu's button on phones; it opens the menu with the Profile link.
      expect(await page.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(0);
      await picture.click();
      await page.locator('#site-menu').getByRole('link', { name: 'Profile' }).waitFor();
      await page.screenshot({ path: screenshotPath(`header-student-${width}.png`) });
      await page.context().close();
    }
  });

  it('shows every section tab of the student’s profile whole on a phone', async () => {
    const response = await fetch(`${browser.baseUrl()}/api/v1/students/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGINS.student, password: DEMO_LOGINS.password }),
    });
    const { token, studentId } = ((await response.json()) as Envelope<{ token: string; studentId: string }>)
      .data;
    for (const width of [360, VIEWPORTS.phone.width]) {
      const page = await browser.openPage({ width, height: 800 });
      await page.context().addInitScript(
        ([auth, userId]) => {
          localStorage.setItem('auth', auth);
          localStorage.setItem('userId', userId);
          localStorage.setItem('userType', 'Student');
        },
        [token, studentId] as const,
      );
      await page.goto('/student-profile');
      const tabs = page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab');
      await tabs.first().waitFor();
      const cut = await tabs.evaluateAll((elements) =>
        elements
          .filter((element) => element.scrollWidth > element.clientWidth)
          .map((element) => element.textContent),
      );
      expect(cut, `${width}px`).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps "₹12,000+" and the other figures inside their cards on /became-mentor', async () => {
    for (const width of [360, 390, 600, 900, 1024, 1366]) {
      const page = await browser.openPage({ width, height: 900 });
      await page.goto('/became-mentor');
      await page.getByText('₹12,000+').waitFor();
      const gaps = await page.locator('main dl > div').evaluateAll((cards) =>
        cards.map((card) => {
          const value = card.querySelector('dd');
          if (!value) throw new Error('a figure without its value');
          const range = document.createRange();
          range.selectNodeContents(value);
          return Math.round(card.getBoundingClientRect().right - range.getBoundingClientRect().right);
        }),
      );
      for (const gap of gaps) expect(gap, `${width}px`).toBeGreaterThanOrEqual(12);
      await page.context().close();
    }
  });

  it('gives the marquee’s pause button a place of its own, off the moving words', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    // The button exists only for people who have not asked for reduced motion.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const pause = page.getByRole('button', { name: 'Pause scrolling text' });
    await pause.waitFor();
    const apart = await pause.evaluate((button) => {
      // The window the words move in follows the button.
      const words = button.nextElementSibling;
      if (!words?.textContent?.includes('MENTORSHIP FROM ACHIEVERS')) throw new Error('no marquee window');
      return button.getBoundingClientRect().right <= words.getBoundingClientRect().left;
    });
    expect(apart).toBe(true);
  });
});
