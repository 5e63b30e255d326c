import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blogsPageTitle, type BlogSummary, type Envelope } from '@neetmentor/contract';
import { expectNoAxeViolations, screenshotPath, scrollThrough, useBrowser, VIEWPORTS } from './browser.ts';
import { latestMail, withoutWebinar } from './database.ts';

async function fetchBlogs(baseUrl: string): Promise<BlogSummary[]> {
  const response = await fetch(`${baseUrl}/api/v1/admin/get-blogs`, { method: 'POST' });
  return ((await response.json()) as Envelope<BlogSummary[]>).data;
}

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function shoot(page: Page, name: string, width: number) {
  await scrollThrough(page);
  await page.screenshot({ path: screenshotPath(`public-${name}-${width}.png`), fullPage: true });
}

/** Every static page: its path, its h1 and a sentence of its content. */
const TEXT_PAGES = [
  [
    '/terms-condition',
    'Terms & Conditions',
    'binding arbitration under the Arbitration and Conciliation Act, 1996',
  ],
  ['/refund-policy', 'Refund Policy', 'usually arrive within'],
  ['/privacy-policy', 'Privacy Policy', 'we never see or store your card details'],
  ['/about-us', 'About Us', 'Mentorship supplies exactly that.'],
  ['/faq-students', 'FAQ for Students', 'We suggest once a month.'],
  ['/faq-mentors', 'FAQ for Mentors', 'Earnings per completed session'],
  ['/why-choose-us', 'Why Mentor With Us', 'Earn while you study'],
  ['/how-it-works', 'How It Works', 'Your booking is pending until the mentor approves it.'],
] as const;

describe('webinar', () => {
  const browser = useBrowser();

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`registers for the webinar, keeping the values when the address is refused, on a ${label}`, async () => {
      const page = await browser.openPage(viewport);
      await page.goto('/webinar-page');
      await page.getByRole('heading', { name: 'Register Now !!' }).waitFor();
      const name = page.getByLabel('Name', { exact: true });
      const email = page.getByLabel('Email', { exact: true });

      await name.fill('Asha Verma');
      await email.fill('asha-at-example');
      await page.getByRole('button', { name: 'Register' }).click();
      // The reason shows once, under the field; the alert points to it.
      await page.getByRole('alert').getByText('Please check the field marked below.').waitFor();
      await page.getByText('Please enter a valid e-mail address.').waitFor();
      expect(await page.getByText(/valid e-mail address/).count()).toBe(1);
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await name.inputValue()).toBe('Asha Verma');
      expect(await email.inputValue()).toBe('asha-at-example');

      const address = uniqueEmail('webinar');
      await email.fill(address);
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('status').getByText('You are successfully registered for the webinar').waitFor();
      expect(await name.inputValue()).toBe('');
      expect(await email.inputValue()).toBe('');
      // The confirmation the form promises reaches the registrant's inbox.
      await expect
        .poll(async () => (await latestMail(browser.baseUrl(), address))?.subject ?? '', { timeout: 15_000 })
        .toMatch(/registered/i);

      await shoot(page, 'webinar-page', viewport.width);
      await expectNoAxeViolations(page);
    });
  }
});

describe('no webinar', () => {
  const browser = useBrowser();

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`says NO Webinar Available, without accessibility violations, on a ${label}`, async () => {
      await withoutWebinar(async () => {
        const page = await browser.openPage(viewport);
        await page.goto('/webinar-page');
        await page.getByText('NO Webinar Available').waitFor();
        expect(await page.getByRole('heading', { name: 'Register Now !!' }).count()).toBe(0);
        await shoot(page, 'webinar-none', viewport.width);
        await expectNoAxeViolations(page);
      });
    });
  }
});

describe('footer newsletter', () => {
  const browser = useBrowser();

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`subscribes from the footer, and keeps a refused address to correct, on a ${label}`, async () => {
      const page = await browser.openPage(viewport);
      await page.goto('/about-us');
      const footer = page.getByRole('contentinfo');
      const box = footer.getByRole('textbox', { name: 'Email address' });
      await box.scrollIntoViewIfNeeded();

      await box.fill('reader-at-example');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await footer.getByText('Please enter a valid e-mail address.').waitFor();
      expect(await footer.getByText(/valid e-mail address/).count()).toBe(1);
      expect(await box.inputValue()).toBe('reader-at-example');
      expect(await box.getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(page);

      const address = uniqueEmail('footer');
      await box.fill(address);
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await footer.getByText(/Thank you for subscribing/).waitFor();
      await expect.poll(() => box.inputValue()).toBe('');
      expect(await footer.getByText(/valid e-mail address/).count()).toBe(0);
      await expect
        .poll(async () => (await latestMail(browser.baseUrl(), address))?.subject ?? '', { timeout: 15_000 })
        .toMatch(/Welcome/);
      await footer.screenshot({ path: screenshotPath(`public-footer-newsletter-${viewport.width}.png`) });
    });
  }
});

describe('contact', () => {
  const browser = useBrowser();

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`sends a contact message and shows the support details on a ${label}`, async () => {
      const page = await browser.openPage(viewport);
      await page.goto('/contact-us');
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      await page.getByText('09:00 AM to 09:00 PM').first().waitFor();
      await page
        .getByText(/193201/)
        .first()
        .waitFor();
      await page.getByText('Session Cancellation Request', { exact: true }).waitFor();

      await page.getByLabel('Name', { exact: true }).fill('Asha Verma');
      await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('contact'));
      await page
        .getByLabel('Message', { exact: true })
        .fill('How do I cancel a session before it is approved?');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('status').getByText('Your message has been sent successfully').waitFor();
      expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');

      await shoot(page, 'contact-us', viewport.width);
      await expectNoAxeViolations(page);
    });
  }
});

describe('blogs', () => {
  const browser = useBrowser();

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`subscribes from the blogs page and opens a blog from the list and by its address on a ${label}`, async () => {
      const blogs = await fetchBlogs(browser.baseUrl());
      const first = blogs[0];
      if (!first) throw new Error('the demo data has no blogs');
      const page = await browser.openPage(viewport);
      await page.goto('/blogs-page');
      await page.getByRole('heading', { level: 1, name: 'Your NEET Success Guide' }).waitFor();
      const cards = page.locator('main article');
      await expect.poll(() => cards.count()).toBe(blogs.length);
      await page.getByText(blogsPageTitle(first.title), { exact: false }).first().waitFor();

      const box = page.locator('main').getByRole('textbox', { name: 'Email address' });
      await box.fill(uniqueEmail('newsletter'));
      const answered = page.waitForResponse('**/api/v1/admin/subscribe-newsletter');
      await page.locator('main').getByRole('button', { name: 'Subscribe' }).click();
      expect((await answered).status()).toBe(200);
      await expect.poll(() => box.inputValue()).toBe('');
      await page.locator('main').getByText('Thank you for subscribing!', { exact: false }).waitFor();

      await shoot(page, 'blogs-page', viewport.width);
      await expectNoAxeViolations(page);

      await cards.first().getByRole('link', { name: 'View' }).click();
      await page.waitForURL(`**/single-blog/${first.slug}`);
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      await shoot(page, 'single-blog', viewport.width);
      await expectNoAxeViolations(page);

      const direct = await browser.openPage(viewport);
      await direct.goto(`/single-blog/${first.slug}`);
      await direct.getByRole('heading', { level: 1, name: first.title }).waitFor();
      await expect.poll(() => direct.title()).toContain(first.title);
    });
  }

  it('shows a friendly not-found page for a missing blog', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    await page.goto('/single-blog/no-such-blog');
    await page.getByRole('heading', { level: 1, name: 'Blog not found' }).waitFor();
    await expectNoAxeViolations(page);
    await page.goto('/single-blog');
    await page.getByRole('heading', { level: 1, name: 'Blog not found' }).waitFor();
    await page.getByRole('link', { name: 'See all blogs' }).click();
    await page.waitForURL('**/blogs-page');
  });
});

describe('page not found', () => {
  const browser = useBrowser();

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`answers an unknown address with the 404 page, without accessibility violations, on a ${label}`, async () => {
      const page = await browser.openPage(viewport);
      await page.goto('/no-such-page');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await expect.poll(() => page.title()).toContain('Page not found');
      await shoot(page, 'not-found', viewport.width);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Go to the homepage' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    });
  }
});

describe('marketing and text pages', () => {
  const browser = useBrowser();

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the mentor recruitment page with the current fee on a ${label}`, async () => {
      const page = await browser.openPage(viewport);
      await page.goto('/became-mentor');
      await page.getByRole('heading', { level: 1, name: 'Join and make a difference' }).waitFor();
      await page.getByText('a one-time, non-refundable fee of ₹149').waitFor();
      await page.getByRole('link', { name: 'Create Your Account Now' }).waitFor();
      await shoot(page, 'became-mentor', viewport.width);
      await expectNoAxeViolations(page);
    });

    for (const [path, title, sentence] of TEXT_PAGES) {
      it(`renders ${path} with its content and no accessibility violations on a ${label}`, async () => {
        const page = await browser.openPage(viewport);
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.getByText(sentence).first().waitFor();
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        await shoot(page, path.slice(1), viewport.width);
        await expectNoAxeViolations(page);
      });
    }
  }
});
