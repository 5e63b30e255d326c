import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { collectProblems, useBrowser, VIEWPORTS } from './browser.ts';

/**
 * Holds every script of the app until `release` is called, as on a slow phone: the server's HTML shows
 * the page and its forms while nothing of React has run yet.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** A password input by its label; MUI appends a thin space and an asterisk to required labels. */
function labelled(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

/** Whether React has hydrated this field's form: it keeps its fiber on every node it owns. */
async function isOwnedByApp(locator: Locator | undefined): Promise<boolean> {
  if (!locator) throw new Error('the form has no field');
  return locator.evaluate((element) =>
    [element, element.closest('form')].some(
      (node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber')),
    ),
  );
}

/** The page's CPU made `rate` times slower, as on a cheap phone. */
async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

interface TypedForm {
  name: string;
  path: string;
  /** The fields to type into before the scripts run, with what to type. */
  fields: (page: Page) => [Locator, string][];
  /** Boxes to tick before the scripts run. */
  ticks?: (page: Page) => Locator[];
  submit: (page: Page) => Locator;
  /** What shows that the form was sent with the typed values. */
  sent: (page: Page) => Promise<unknown>;
  /** The browser's own console line for a refusal the case expects. */
  expectedRefusal?: RegExp;
}

const unique = Date.now().toString(36);

const FORMS: TypedForm[] = [
  {
    name: 'login',
    path: '/login',
    fields: (page) => [
      [page.getByRole('textbox', { name: 'Email' }), DEMO_LOGINS.student],
      [labelled(page, 'Password'), DEMO_LOGINS.password],
    ],
    ticks: (page) => [page.getByRole('checkbox', { name: 'Remember Me' })],
    submit: (page) => page.getByRole('button', { name: 'Login', exact: true }),
    sent: async (page) => {
      await page.waitForURL((url) => url.pathname === '/search-mentor');
      // Remember Me, ticked before the scripts ran, kept the session in localStorage.
      expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('Student');
    },
  },
  {
    name: 'student sign-up',
    path: '/signup',
    fields: (page) => [
      [labelled(page, 'First Name'), 'Typed'],
      [labelled(page, 'Last Name'), 'Early'],
      [page.getByRole('textbox', { name: 'Email' }), `typed.early.${unique}@example.com`],
      [labelled(page, 'Password'), 'Typed@12345'],
      [labelled(page, 'Confirm Password'), 'Typed@12345'],
    ],
    ticks: (page) => [page.getByRole('checkbox', { name: /I agree to the Terms/ })],
    submit: (page) => page.getByRole('button', { name: 'Sign Up' }),
    sent: (page) => page.getByLabel('Verification code').waitFor(),
  },
  {
    name: 'forgot password',
    path: '/login/forgot-password',
    fields: (page) => [[page.getByRole('textbox', { name: 'Email' }), DEMO_LOGINS.student]],
    submit: (page) => page.getByRole('button', { name: 'Send Reset Link' }),
    sent: (page) => page.getByText('We have sent the password reset link to your email.').waitFor(),
  },
  {
    name: 'reset password',
    path: '/login/forgot-password/resetPassword/not-a-real-token',
    fields: (page) => [
      [labelled(page, 'New Password'), 'Typed@12345'],
      [labelled(page, 'Confirm Password'), 'Typed@12345'],
    ],
    submit: (page) => page.getByRole('button', { name: 'Reset Password' }),
    // The link is made up, so the server's refusal is the proof the typed passwords were sent.
    sent: (page) => page.getByRole('dialog', { name: 'Error' }).waitFor(),
    expectedRefusal: /status of 400/,
  },
  {
    name: 'admin login',
    path: '/admin/login',
    fields: (page) => [
      [page.getByRole('textbox', { name: 'Email' }), DEMO_LOGINS.admin],
      [labelled(page, 'Password'), DEMO_LOGINS.password],
    ],
    submit: (page) => page.getByRole('button', { name: 'Login', exact: true }),
    sent: (page) => page.waitForURL((url) => url.pathname === '/admin-dashboard'),
  },
  {
    name: 'contact',
    path: '/contact-us',
    fields: (page) => [
      [page.getByRole('textbox', { name: 'Name' }), 'Typed Early'],
      [page.getByRole('textbox', { name: 'Email', exact: true }), `typed.contact.${unique}@example.com`],
      [page.getByRole('textbox', { name: 'Message' }), 'Typed before the page had its scripts.'],
    ],
    submit: (page) => page.getByRole('button', { name: 'Submit' }),
    sent: (page) => page.getByText('Your message has been sent successfully').waitFor(),
  },
  {
    name: 'webinar registration',
    path: '/webinar-page',
    fields: (page) => [
      [page.getByLabel('Name', { exact: true }), 'Typed Early'],
      [page.getByLabel('Email', { exact: true }), `typed.webinar.${unique}@example.com`],
    ],
    submit: (page) => page.getByRole('button', { name: 'Register' }),
    sent: (page) => page.getByText('You are successfully registered for the webinar').waitFor(),
  },
  {
    name: 'blogs page newsletter',
    path: '/blogs-page',
    fields: (page) => [
      [
        page.getByRole('main').getByRole('textbox', { name: 'Email address' }),
        `typed.blogs.${unique}@example.com`,
      ],
    ],
    submit: (page) => page.getByRole('main').getByRole('button', { name: 'Subscribe' }),
    sent: (page) =>
      page.getByRole('main').getByText('Thank you for subscribing!', { exact: false }).waitFor(),
  },
  {
    name: 'footer newsletter',
    path: '/about-us',
    fields: (page) => [
      [
        page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' }),
        `typed.footer.${unique}@example.com`,
      ],
    ],
    submit: (page) => page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }),
    sent: (page) =>
      page.getByRole('contentinfo').getByText('Thank you for subscribing!', { exact: false }).waitFor(),
  },
  {
    name: 'mentor search',
    path: '/search-mentor',
    fields: (page) => [[page.getByRole('searchbox', { name: 'Search by name or mentor id' }), 'zzz-nobody']],
    submit: (page) => page.getByRole('button', { name: 'Search', exact: true }),
    sent: async (page) => {
      await page.waitForURL((url) => url.searchParams.get('username') === 'zzz-nobody');
      await page.getByText('No Mentors Found').waitFor();
    },
  },
];

describe('typing into a prerendered form before its scripts arrive', () => {
  const browser = useBrowser();

  for (const form of FORMS) {
    it(`keeps what was typed and sends it (${form.name})`, async () => {
      const page = await browser.openPage(VIEWPORTS.phone);
      const problems = collectProblems(page);
      const release = await holdScripts(page);
      // Module scripts hold back DOMContentLoaded, so the page counts as arrived once its HTML is in.
      await page.goto(form.path, { waitUntil: 'commit' });

      const fields = form.fields(page);
      await fields[0]?.[0].waitFor();
      for (const [field, text] of fields) await field.pressSequentially(text);
      const ticks = form.ticks?.(page) ?? [];
      for (const tick of ticks) await tick.check();
      // Nothing of the app has run yet: the page is the server's HTML.
      expect(await isOwnedByApp(fields[0]?.[0])).toBe(false);

      release();
      await expect.poll(() => isOwnedByApp(fields[0]?.[0]), { timeout: 20_000 }).toBe(true);
      const submit = form.submit(page);
      await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
      for (const [field, text] of fields) expect(await field.inputValue()).toBe(text);
      for (const tick of ticks) expect(await tick.isChecked()).toBe(true);

      // The app sends the form: no page load in between (a native submission would load a new document).
      await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
      await submit.click();
      await form.sent(page);
      expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
      const refusal = form.expectedRefusal;
      expect(problems.filter((problem) => !refusal?.test(problem))).toEqual([]);
    });
  }
});

describe('on a slow phone, right after the page has loaded', () => {
  const browser = useBrowser();

  it('keeps what is typed into the sign-up form while React brings it to life, and sends it', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    const problems = collectProblems(page);
    await throttleCpu(page, 6);
    await page.goto('/signup', { waitUntil: 'commit' });
    const email = `slow.phone.${unique}@example.com`;
    const fields: [Locator, string][] = [
      [labelled(page, 'First Name'), 'Slow'],
      [labelled(page, 'Last Name'), 'Phone'],
      [page.getByRole('textbox', { name: 'Email' }), email],
      [labelled(page, 'Password'), 'Typed@12345'],
      [labelled(page, 'Confirm Password'), 'Typed@12345'],
    ];
    // Typing starts as soon as the form is on the screen: before, during and after hydration.
    await fields[0]?.[0].waitFor();
    for (const [field, text] of fields) await field.pressSequentially(text);
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();

    const submit = page.getByRole('button', { name: 'Sign Up' });
    await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true);
    for (const [field, text] of fields) expect(await field.inputValue()).toBe(text);
    await submit.click();
    await page.getByLabel('Verification code').waitFor({ timeout: 30_000 });
    expect(problems).toEqual([]);
  });

  const BUTTONS = [
    { name: 'the phone menu', path: '/', button: (page: Page) => page.getByRole('button', { name: 'Menu' }) },
    {
      name: 'a question of the home page’s FAQ, low on the page',
      path: '/',
      button: (page: Page) => page.locator('button[id$="-question-0"]'),
    },
    {
      name: 'the Mentor tab of the sign-up form',
      path: '/signup',
      button: (page: Page) => page.getByRole('tab', { name: 'Mentor' }),
    },
  ];

  for (const { name, path, button } of BUTTONS) {
    it(`does what a tap asked the moment the app has started (${name})`, async () => {
      const page = await browser.openPage(VIEWPORTS.phone);
      const problems = collectProblems(page);
      await throttleCpu(page, 6);
      await page.goto(path, { waitUntil: 'commit' });
      // The app's entry module has run (React has begun to hydrate); its parts may still be coming to life.
      await page.waitForFunction(() => Reflect.get(window, 'appStarted') === true, undefined, {
        timeout: 30_000,
      });
      const target = button(page);
      await target.click();
      const expandedOrSelected = async () =>
        (await target.getAttribute('aria-expanded')) ?? (await target.getAttribute('aria-selected'));
      await expect.poll(expandedOrSelected, { timeout: 30_000 }).toBe('true');
      // Handled once: it stays open (a second press would close it). An idle callback runs only once the
      // page has no work left queued, so any second press would have come before it.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(await expandedOrSelected()).toBe('true');
      expect(problems).toEqual([]);
    });
  }

  it('asks for the scripts at the first touch, without waiting for the page’s pictures', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    // The page's main picture never arrives, so only the touch (or the 3 s fallback) can start the app.
    await page.route('**/*.webp', () => undefined);
    const asked: number[] = [];
    page.on('request', (request) => {
      if (/\/assets\/index-[^/]+\.js$/.test(request.url())) asked.push(Date.now());
    });
    await page.goto('/webinar-page', { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(asked).toEqual([]);
    const touchedAt = Date.now();
    await menu.click();
    await expect.poll(() => asked.length, { timeout: 2_000 }).toBe(1);
    expect((asked[0] ?? Infinity) - touchedAt).toBeLessThan(1_000);
  });
});
