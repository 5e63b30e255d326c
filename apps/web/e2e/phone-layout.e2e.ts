import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Envelope, MentorPage } from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { collectProblems, screenshotPath, useBrowser, VIEWPORTS } from './browser.ts';

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
      // Below 400px the chat icon leaves the bar for the menu's Chats link.
      expect(await page.locator('header').getByRole('link', { name: 'Chats' }).isVisible()).toBe(
        width >= 400,
      );
      await picture.click();
      await page.locator('#site-menu').getByRole('link', { name: 'Profile' }).waitFor();
      await page.locator('#site-menu').getByRole('link', { name: 'Chats' }).waitFor();
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

interface Login {
  role: 'student' | 'mentor';
  token: string;
  id: string;
}

async function demoLogin(baseUrl: string, role: Login['role']): Promise<Login> {
  const response = await fetch(`${baseUrl}/api/v1/${role}s/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGINS[role], password: DEMO_LOGINS.password }),
  });
  const { data } = (await response.json()) as Envelope<{
    token: string;
    studentId?: string;
    mentorId?: string;
  }>;
  const id = data.studentId ?? data.mentorId;
  if (!id) throw new Error(`no ${role} login`);
  return { role, token: data.token, id };
}

/** Element boxes, rounded to whole pixels, for comparing where things sit. */
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function boxesOf(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        left: Math.round(box.left),
        right: Math.round(box.right),
        top: Math.round(box.top),
        bottom: Math.round(box.bottom),
      };
    }),
  );
}

describe('phone layout of booking and chat', () => {
  const browser = useBrowser();

  async function openAs(login: Login, path: string, viewport: { width: number; height: number }) {
    const page = await browser.openPage(viewport);
    await page.context().addInitScript(
      ({ token, id, userType }) => {
        localStorage.setItem('auth', token);
        localStorage.setItem('userId', id);
        localStorage.setItem('userType', userType);
      },
      { token: login.token, id: login.id, userType: login.role === 'student' ? 'Student' : 'Mentor' },
    );
    const problems = collectProblems(page);
    await page.goto(path);
    return { page, problems };
  }

  it('fits the date and time fields of "Propose times" whole, and lines up the Choose buttons of an offer', async () => {
    const student = await demoLogin(browser.baseUrl(), 'student');
    const mentor = await demoLogin(browser.baseUrl(), 'mentor');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      Date.now() + 3 * 24 * 60 * 60 * 1000,
    );
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const { page } = await openAs(mentor, `/mentor-dashboard/chat/${student.id}`, viewport);
      await page.getByRole('button', { name: 'Propose times' }).click();
      const dialog = page.getByRole('dialog', { name: 'Propose session times' });
      await dialog.getByLabel('Date').first().waitFor();
      // The dialog's own box is its sheet (MUI puts the role on the paper).
      const [paper] = await boxesOf(dialog);
      const dates = await boxesOf(dialog.getByLabel('Date'));
      const times = await boxesOf(dialog.getByLabel('Time (IST)'));
      const fieldBoxes = await boxesOf(dialog.locator('.MuiInputBase-root'));
      // Every field inside the dialog, and wide enough for its whole text and picker button (10.5rem).
      for (const field of fieldBoxes) {
        expect(field.left).toBeGreaterThanOrEqual(paper?.left ?? 0);
        expect(field.right).toBeLessThanOrEqual(paper?.right ?? 0);
        expect(field.right - field.left, `${viewport.width}px`).toBeGreaterThanOrEqual(168);
      }
      // Side by side on a wide screen; the time under its date on a phone.
      dates.forEach((date, index) => {
        const time = times[index];
        if (!time) throw new Error('a date without its time');
        if (viewport === VIEWPORTS.phone) expect(time.top).toBeGreaterThan(date.bottom);
        else expect(time.top).toBe(date.top);
      });
      await dialog.getByLabel('Date').first().fill(day);
      await dialog.getByLabel('Time (IST)').first().fill('09:30');
      await dialog.getByLabel('Date').nth(1).fill(day);
      await dialog.getByLabel('Time (IST)').nth(1).fill('18:00');
      await page.screenshot({ path: screenshotPath(`propose-times-${viewport.width}.png`) });
      await dialog.getByRole('button', { name: 'Send offer' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.context().close();

      // The student's conversation, at its own address: no React Router warning, nothing else either.
      const opened = await openAs(student, `/student-profile/${mentor.id}`, viewport);
      const offer = opened.page.getByRole('list', { name: 'Offered times (India time)' }).last();
      await expect.poll(() => offer.getByRole('button', { name: /^Choose / }).count()).toBe(2);
      await offer.scrollIntoViewIfNeeded();
      // Each Choose button beside its time (never pushed under it), all at the same place.
      const rows = await offer.getByRole('listitem').evaluateAll((items) =>
        items.map((item) => {
          const time = item.querySelector('span')?.getBoundingClientRect();
          const button = item.querySelector('button')?.getBoundingClientRect();
          if (!time || !button) throw new Error('an offered time without its button');
          return { besideTime: button.left >= time.right, right: Math.round(button.right) };
        }),
      );
      expect(
        rows.map((row) => row.besideTime),
        `${viewport.width}px`,
      ).toEqual([true, true]);
      expect(new Set(rows.map((row) => row.right)).size).toBe(1);
      await opened.page.screenshot({ path: screenshotPath(`proposal-card-${viewport.width}.png`) });
      expect(opened.problems).toEqual([]);
      await opened.page.context().close();
    }
  });

  it('shows the checkout’s e-mail address whole, on a line of its own, on a phone', async () => {
    const student = await demoLogin(browser.baseUrl(), 'student');
    const listing = await fetch(`${browser.baseUrl()}/api/v1/mentors/all-mentors?page=2`);
    const mentors = ((await listing.json()) as Envelope<MentorPage>).data.data;
    const mentor = mentors.find((card) => !('awayUntil' in card && card.awayUntil));
    if (!mentor) throw new Error('no bookable mentor on page 2');
    const { page } = await openAs(student, `/single-mentor/${mentor._id}`, VIEWPORTS.phone);
    await page
      .getByRole('article')
      .filter({ hasText: '60-Minute' })
      .getByRole('button', { name: 'Book Session' })
      .click();
    const checkout = page.getByRole('dialog', { name: /^Checkout:/ });
    const email = checkout.getByText(DEMO_LOGINS.student, { exact: true });
    await email.waitFor();
    const fits = await email.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = new Set(Array.from(range.getClientRects()).map((line) => Math.round(line.top)));
      const dialog = element.closest('.MuiDialog-paper')?.getBoundingClientRect();
      return {
        lines: lines.size,
        inside: dialog ? range.getBoundingClientRect().right <= dialog.right : false,
      };
    });
    expect(fits).toEqual({ lines: 1, inside: true });
    await page.screenshot({ path: screenshotPath('checkout-390.png') });
    await checkout.getByRole('button', { name: 'Close checkout' }).click();
  });
});
