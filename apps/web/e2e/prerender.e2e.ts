import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Blog, BlogSummary, Envelope, MentorCard } from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { demoSessionKeys, type DemoRole } from '../../../scripts/lib/demo-sessions.mjs';
import { PRERENDERED_PAGES } from '../src/app/prerendered-pages.ts';
import { collectProblems, expectNoAxeViolations, useBrowser, VIEWPORTS } from './browser.ts';

async function firstOf<T>(baseUrl: string, call: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1/admin/${call}`);
  const [first] = ((await response.json()) as Envelope<T[]>).data;
  if (!first) throw new Error(`the demo data has nothing for ${call}`);
  return first;
}

/** The newest blog's whole article (the list carries only each blog's opening). */
async function firstBlog(baseUrl: string): Promise<Blog> {
  const { slug } = await firstOf<BlogSummary>(baseUrl, 'get-blogs');
  const response = await fetch(`${baseUrl}/api/v1/admin/get-single-blog/${slug}`);
  return ((await response.json()) as Envelope<Blog>).data;
}

/** Every route the server prerenders, with a real mentor, blog and token where the route has a parameter. */
async function prerenderedRoutes(baseUrl: string): Promise<string[]> {
  const mentor = await firstOf<MentorCard>(baseUrl, 'get-featured-mentors');
  const blog = await firstOf<BlogSummary>(baseUrl, 'get-blogs');
  const values: Record<string, string> = { id: mentor._id, slug: blog.slug, token: 'some-token' };
  return PRERENDERED_PAGES.map((page) =>
    page.route.replace(/:(\w+)/g, (segment, name: string) => values[name] ?? segment),
  );
}

/** Opens the address and returns the HTML the server sent, before any script ran. */
async function openPrerendered(page: Page, path: string): Promise<string> {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  if (!response) throw new Error(`no response for ${path}`);
  return response.text();
}

/** The markup inside #root of the server's HTML (a page rendered with data has its data element after it). */
function rootMarkup(html: string): string {
  return (
    /<div id="root"[^>]*>([\s\S]*)<\/div>\s*(?:<script type="application\/json"[^>]*>[^<]*<\/script>)?\s*<\/body>/.exec(
      html,
    )?.[1] ?? ''
  );
}

/**
 * Calls for the data the server renders pages with (the home page's lists, the listing's first page, a
 * mentor, a blog), which a page rendered with it must not make again.
 */
function collectDataCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (
      /\/api\/v1\/(mentors\/single-mentor\/|admin\/get-single-blog\/|admin\/get-(featured-mentors|blogs|testimonial)\b|mentors\/all-mentors)/.test(
        request.url(),
      )
    )
      calls.push(request.url());
  });
  return calls;
}

/** The text of every script the page loads, to tell which components' code came with it. */
function collectScripts(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
  });
  return scripts;
}

/** Whether any loaded script holds MUI's component of this name (its theme key, such as `MuiModal`). */
async function loaded(scripts: Promise<string>[], muiName: string): Promise<boolean> {
  return (await Promise.all(scripts)).some(
    (text) => text.includes(`"${muiName}"`) || text.includes(`\`${muiName}\``),
  );
}

/**
 * The page's elements, attributes and text as the browser holds them, written the same whichever way they
 * were made: attributes sorted, styles as the browser reads them, a field's value as it is now (the server
 * writes `value=""` where the browser sets the property). Empty style attributes are left out.
 */
function pageShape(page: Page): Promise<string> {
  return page.locator('#root').evaluate((root) => {
    const shape = (node: Node): string => {
      if (node instanceof Text) return node.data;
      if (!(node instanceof HTMLElement || node instanceof SVGElement)) return '';
      const attributes = [...node.attributes]
        .filter((attribute) => attribute.name !== 'value')
        .filter((attribute) => attribute.name !== 'style' || node.style.cssText !== '')
        .map((attribute) =>
          attribute.name === 'style'
            ? `style=${node.style.cssText}`
            : // React's generated ids (`useId`) differ between a hydrated page (the server's) and one rendered
              // afresh (the browser's), so they are read as one.
              `${attribute.name}=${attribute.value.replace(/_[rR]_[0-9a-zA-Z]+_/g, '_r_id_')}`,
        );
      if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement)
        attributes.push(`value:${node.value}`);
      const children = [...node.childNodes].map(shape).join('');
      return `<${node.localName} ${attributes.sort().join(' ')}>${children}</${node.localName}>\n`;
    };
    return shape(root);
  });
}

const demoSessions = new Map<DemoRole, Promise<Record<string, string>>>();

/** The demo user's session keys, from one login per role and file (the sign-in calls are limited per minute). */
function demoSession(role: DemoRole): Promise<Record<string, string>> {
  const known = demoSessions.get(role);
  if (known) return known;
  const keys = demoSessionKeys(inject('baseUrl'), role, DEMO_LOGINS);
  demoSessions.set(role, keys);
  return keys;
}

/** Signs the page's context in as the demo user of this role, as the sign-in page would. */
async function signInAsDemo(page: Page, role: DemoRole): Promise<void> {
  const keys = await demoSession(role);
  await page.context().addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, keys);
}

/** The signed-in main pages, each with a button that shows the page has come to life. */
const SIGNED_IN_MAIN_PAGES = [
  { role: 'student', path: '/student-profile', ready: 'Edit Profile' },
  { role: 'mentor', path: '/mentor-dashboard', ready: 'Search' },
  { role: 'admin', path: '/admin-dashboard', ready: 'Search' },
] as const;

async function expectExpanded(control: ReturnType<Page['locator']>, expanded: boolean) {
  await expect.poll(() => control.getAttribute('aria-expanded')).toBe(String(expanded));
}

describe('prerendered pages', () => {
  const browser = useBrowser();

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`arrive with their content and hydrate without an error (${name})`, async () => {
      const routes = await prerenderedRoutes(browser.baseUrl());
      for (const route of routes) {
        const page = await browser.openPage(viewport);
        const problems = collectProblems(page);
        const dataCalls = collectDataCalls(page);
        const html = await openPrerendered(page, route);
        expect(rootMarkup(html).length, route).toBeGreaterThan(1000);
        expect(html, route).toMatch(/<style data-emotion="css /);
        await page.locator('#main-content').waitFor();
        expect(problems, route).toEqual([]);
        // The home page, the listing, a mentor's and a blog's pages arrive with their data: hydrating them
        // fetches nothing again.
        expect(dataCalls, route).toEqual([]);
        await page.context().close();
      }
    });
  }

  it('answers an unknown address with 404 and the not-found page, which hydrates', async () => {
    for (const [address, viewport] of [
      ['/no-such-page', VIEWPORTS.phone],
      ['/mentor-dashboard/nothing?from=mail', VIEWPORTS.desktop],
    ] as const) {
      const page = await browser.openPage(viewport);
      const problems = collectProblems(page);
      const response = await page.goto(address, { waitUntil: 'networkidle' });
      expect(response?.status(), address).toBe(404);
      const html = (await response?.text()) ?? '';
      expect(rootMarkup(html), address).toContain('Page not found');
      expect(html, address).toContain('<meta name="robots" content="noindex" />');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await expectNoAxeViolations(page);
      const home = page.getByRole('link', { name: 'Go to the homepage' });
      await home.click();
      await page.waitForURL((url) => url.pathname === '/');
      // The browser reports the document's own 404 as a failed load; anything else is a problem.
      expect(
        problems.filter((problem) => !problem.includes('status of 404')),
        address,
      ).toEqual([]);
      await page.context().close();
    }
  });

  it('answers a missing mentor or blog with 404 and its page’s own “not found”, adopted without asking again', async () => {
    for (const [address, heading, way, landing] of [
      ['/single-mentor/no-such-mentor', 'Mentor not found', 'Browse all mentors', '/search-mentor'],
      ['/single-blog/no-such-blog', 'Blog not found', 'See all blogs', '/blogs-page'],
    ] as const) {
      const page = await browser.openPage(VIEWPORTS.phone);
      const problems = collectProblems(page);
      const dataCalls = collectDataCalls(page);
      const response = await page.goto(address, { waitUntil: 'networkidle' });
      expect(response?.status(), address).toBe(404);
      const html = (await response?.text()) ?? '';
      expect(rootMarkup(html), address).toContain(heading);
      expect(html, address).toContain('<meta name="robots" content="noindex" />');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // The app adopted the server's answer: it did not ask for the mentor or blog a second time, and only
      // the document's own 404 shows as a failed load.
      expect(dataCalls, address).toEqual([]);
      expect(
        problems.filter((problem) => !problem.includes('status of 404')),
        address,
      ).toEqual([]);
      expect(problems, address).toHaveLength(1);
      await page.getByRole('link', { name: way }).click();
      await page.waitForURL((url) => url.pathname === landing);
      await page.context().close();
    }
  });

  it('opens a home FAQ answer and the phone menu once hydrated', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    const problems = collectProblems(page);
    await openPrerendered(page, '/');
    const question = page.locator('#faq button[aria-expanded]').first();
    await question.click();
    await expectExpanded(question, true);

    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    await page.locator('#site-menu').waitFor({ state: 'visible' });
    await expectExpanded(menuButton, true);
    expect(problems).toEqual([]);
  });

  it('asks for the app’s scripts only once the server’s page has painted, and runs them', async () => {
    for (const path of ['/', '/about-us']) {
      const page = await browser.openPage(VIEWPORTS.phone);
      const problems = collectProblems(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.firstPaint, path).not.toBeNull();
      expect(timing.scripts.length, path).toBeGreaterThan(3);
      expect(Math.min(...timing.scripts), path).toBeGreaterThan(timing.firstPaint ?? Infinity);
      // The scripts ran: the header's menu opens (a refused inline script would leave the page inert).
      const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
      await menuButton.click();
      await expectExpanded(menuButton, true);
      expect(problems, path).toEqual([]);
      await page.context().close();
    }
  });

  it('brings the server’s elements to life in place, part by part, adopting its styles', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    const problems = collectProblems(page);
    // The app's entry script is held back until the server's page has been marked.
    let releaseStart = () => undefined as void;
    const startHeld = new Promise<void>((resolve) => (releaseStart = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await startHeld;
      await route.continue();
    });
    // The document cannot finish loading while its module script is held: wait for the parsed footer.
    const response = await page.goto('/', { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    await page.locator('footer').waitFor({ state: 'attached' });
    const globalSheets = html.match(/<style data-emotion="css-global /g)?.length ?? 0;
    expect(globalSheets).toBeGreaterThan(0);
    await page.evaluate(() => {
      const marked = [
        document.querySelector('header'),
        document.querySelector('h1'),
        document.querySelector('#faq'),
        document.querySelector('footer'),
      ];
      Reflect.set(window, 'serverElements', marked);
    });
    releaseStart();
    await page.waitForLoadState('networkidle');

    // The last part of the page works, so every part before it was brought to life too.
    const question = page.locator('#faq button[aria-expanded]').first();
    await question.click();
    await expectExpanded(question, true);
    const kept = await page.evaluate(() => {
      const marked = Reflect.get(window, 'serverElements') as (Element | null)[];
      return marked.map((element) => element?.isConnected ?? false);
    });
    expect(kept).toEqual([true, true, true, true]);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
    // The baseline's sheet was adopted, not inserted a second time.
    expect(await page.locator('style[data-emotion^="css-global"]').count()).toBe(globalSheets);
    expect(problems).toEqual([]);
  });

  it('shows a signed-in student’s bell and picture on the home page after it hydrates', async () => {
    for (const viewport of Object.values(VIEWPORTS)) {
      const page = await browser.openPage(viewport);
      await signInAsDemo(page, 'student');
      const problems = collectProblems(page);
      const html = await openPrerendered(page, '/');
      // The server cannot know who is signed in: its HTML is the visitor's header.
      expect(rootMarkup(html)).toContain('href="/signup"');
      await page.getByRole('button', { name: /notification/i }).waitFor();
      const picture =
        viewport === VIEWPORTS.phone
          ? page.getByRole('button', { name: 'Account menu' })
          : page.getByRole('link', { name: 'My profile' });
      await picture.waitFor();
      expect(await page.locator('header').getByRole('link', { name: 'Signup' }).count()).toBe(0);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it('asks for the signed-in main pages’ first data before the app has arrived, each call once', async () => {
    for (const { role, path, ready } of SIGNED_IN_MAIN_PAGES) {
      const page = await browser.openPage(VIEWPORTS.phone);
      await signInAsDemo(page, role);
      const problems = collectProblems(page);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/')) calls.push(new URL(request.url()).pathname);
      });
      const html = await openPrerendered(page, path);
      expect(html).toMatch(
        /<script type="module"( async)? src="\/assets\/signed-in-early-reads-[\w-]+\.js"><\/script>/,
      );
      await page.getByRole('button', { name: ready }).first().waitFor();
      await page.waitForLoadState('networkidle');
      // The early script's calls, taken over by the app: none of them asked a second time.
      const repeated = calls.filter((call, index) => calls.indexOf(call) !== index);
      expect(repeated, `${path}: ${calls.join(', ')}`).toEqual([]);
      const first = { student: 'student-details', mentor: 'mentor-details', admin: 'admin-details' }[role];
      expect(calls.some((call) => call.endsWith(first))).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`sends the dashboards with their frame drawn, adopted into the page a fresh render gives (${name})`, async () => {
      for (const { role, path, ready } of SIGNED_IN_MAIN_PAGES.filter((page) => page.role !== 'student')) {
        const page = await browser.openPage(viewport);
        await signInAsDemo(page, role);
        const problems = collectProblems(page);
        const html = await openPrerendered(page, path);
        // The frame: the sidebar, the header and the page's title, its figures and table still loading.
        const frame = rootMarkup(html);
        expect(frame, path).toContain(`aria-label="${role === 'mentor' ? 'Mentor' : 'Admin'} dashboard"`);
        expect(frame, path).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
        await page.getByRole('button', { name: ready }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(problems, path).toEqual([]);

        // The same address with a query string comes without a frame: the browser renders it whole. Once
        // both have their data, the adopted frame and the fresh render are the same page.
        const fresh = await page.context().newPage();
        expect(rootMarkup(await openPrerendered(fresh, `${path}?fresh`)), path).toBe('');
        await fresh.getByRole('button', { name: ready }).first().waitFor();
        await fresh.waitForLoadState('networkidle');
        expect(await pageShape(page), path).toBe(await pageShape(fresh));
        await page.context().close();
      }
    });
  }

  it('takes the frame away from a visitor it was not drawn for, before the app starts', async () => {
    // What the page holds once parsed, after the early script and before the app.
    const atStart = () =>
      document.addEventListener('DOMContentLoaded', () =>
        Reflect.set(window, 'rootAtStart', document.getElementById('root')?.innerHTML),
      );
    const signedOut = await browser.openPage(VIEWPORTS.phone);
    const problems = collectProblems(signedOut);
    await signedOut.addInitScript(atStart);
    await signedOut.goto('/mentor-dashboard');
    await signedOut.waitForURL((url) => url.pathname === '/');
    await signedOut.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await signedOut.evaluate(() => Reflect.get(window, 'rootAtStart'))).toBe('');
    expect(await signedOut.locator('#dashboard-sidebar').count()).toBe(0);
    expect(problems).toEqual([]);
    await signedOut.context().close();

    const student = await browser.openPage(VIEWPORTS.desktop);
    await signInAsDemo(student, 'student');
    await student.addInitScript(atStart);
    await student.goto('/admin-dashboard');
    await student.getByRole('heading', { name: 'This page is for admins' }).waitFor();
    expect(await student.evaluate(() => Reflect.get(window, 'rootAtStart'))).toBe('');
    expect(await student.locator('#dashboard-sidebar').count()).toBe(0);
    await student.context().close();
  });

  it('brings no dialog, popover or drawer code with the signed-in main pages until one is opened', async () => {
    for (const { role, path, ready } of SIGNED_IN_MAIN_PAGES) {
      const page = await browser.openPage(VIEWPORTS.phone);
      await signInAsDemo(page, role);
      const scripts = collectScripts(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: ready }).first().waitFor();
      // MUI's own text field would bring its select's popover and modal too (the table search uses ours).
      for (const component of ['MuiModal', 'MuiDialog', 'MuiPopover', 'MuiDrawer']) {
        expect(await loaded(scripts, component), `${path}: ${component}`).toBe(false);
      }
      if (role === 'mentor') {
        // Each arrives when first opened, and works.
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await page.getByRole('heading', { name: 'Notifications' }).waitFor();
        expect(await loaded(scripts, 'MuiPopover')).toBe(true);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Toggle navigation' }).click();
        const drawer = page.getByRole('navigation', { name: 'Mentor dashboard' });
        await drawer.getByRole('button', { name: 'Logout' }).click();
        await page.getByRole('dialog', { name: 'Confirm Logout' }).getByText('Are you sure').waitFor();
        expect(await loaded(scripts, 'MuiDrawer')).toBe(true);
        expect(await loaded(scripts, 'MuiDialog')).toBe(true);
      }
      await page.context().close();
    }
  });

  it('raises no content security policy violation where the signed-in pages check with zod', async () => {
    const visits = [
      { role: 'student', path: '/student-profile', tabs: ['Session Management', 'Completed Sessions'] },
      { role: 'admin', path: '/admin-dashboard/custom-referrals', tabs: [] },
    ] as const;
    for (const { role, path, tabs } of visits) {
      const page = await browser.openPage(VIEWPORTS.desktop);
      await signInAsDemo(page, role);
      await page.context().addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { policyViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
        );
      });
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      for (const tab of tabs) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tab', { name: tab, selected: true }).waitFor();
        await page.waitForLoadState('networkidle');
      }
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const violations = await page.evaluate(
        () => (window as unknown as { policyViolations: string[] }).policyViolations,
      );
      expect(violations, path).toEqual([]);
      await page.context().close();
    }
  });

  it('leaves an address with a query string to the browser, which renders it whole', async () => {
    const page = await browser.openPage(VIEWPORTS.desktop);
    const problems = collectProblems(page);
    const html = await openPrerendered(page, '/search-mentor?state=Goa');
    expect(rootMarkup(html)).toBe('');
    expect(await page.getByLabel('State').inputValue()).toBe('Goa');
    expect(problems).toEqual([]);
  });

  it('shows a mentor’s profile and a blog’s article with scripts turned off', async () => {
    const baseUrl = browser.baseUrl();
    const mentor = await firstOf<MentorCard>(baseUrl, 'get-featured-mentors');
    const blog = await firstBlog(baseUrl);
    const page = await browser.openPage(VIEWPORTS.phone, { javaScriptEnabled: false });

    await page.goto(`/single-mentor/${mentor._id}`);
    const name = `${mentor.firstName} ${mentor.lastName}`;
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Packages' }).waitFor();
    expect(await page.getByText('Loading…').count()).toBe(0);
    if (mentor.profilePicture) {
      const photo = page.getByRole('img', { name });
      expect(await photo.getAttribute('fetchpriority')).toBe('high');
      expect(await photo.getAttribute('loading')).not.toBe('lazy');
      expect(await photo.getAttribute('width')).toBe('144');
    }

    // Book Session is a plain link until the scripts run: it still says where to come back to.
    await page.getByRole('link', { name: 'Book Session' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe(`/single-mentor/${mentor._id}`);

    await page.goto(`/single-blog/${blog.slug}`);
    await page.getByRole('heading', { level: 1, name: blog.title }).waitFor();
    // The body too, which the server cleans and writes in (the browser would otherwise add it): a run of
    // the article's own text (between tags, without entities to decode) shows in the page.
    const bodyText = blog.content
      .split(/<[^>]*>/)
      .map((piece) => piece.replace(/\s+/g, ' ').trim())
      .find((piece) => piece.length >= 8 && !piece.includes('&'));
    expect(bodyText).toBeDefined();
    const shown = (await page.locator('article').innerText()).replace(/\s+/g, ' ');
    expect(shown).toContain(bodyText?.slice(0, 40));
    expect(await page.getByText('Loading…').count()).toBe(0);
  });

  it('looks like the page with scripts turned off', async () => {
    const page = await browser.openPage(VIEWPORTS.phone, { javaScriptEnabled: false });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Personalised mentorship/ }).waitFor();
    const header = await page.locator('header').evaluate((element) => {
      const style = getComputedStyle(element);
      return { position: style.position, background: style.backgroundColor };
    });
    expect(header).toEqual({ position: 'sticky', background: 'rgba(255, 255, 255, 0.97)' });
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(true);
  });
});
