import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, ROUTES, type RouteName } from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { callApi, logIn } from './api.ts';
import { useBrowser } from './browser.ts';
import { runSql } from './database.ts';

/**
 * Every page of the route table at 320 × 640, signed in as the role that may see it (issue 31): no
 * horizontal scroll, every control at least 24 × 24 px (or spaced as WCAG 2.5.8 allows), axe's WCAG 2.2
 * AA rules with no violation, and no text that looks like a catalog key. Per-route axe counts go to
 * bench/results/axe-routes.json for BENCHMARKS.md.
 */

/**
 * The languages walked. Hindi (`/hi/...`) joins once every screen's strings are in the catalogs: flip
 * this to true after the Hindi merge.
 */
const HINDI_READY = true;
const LANGUAGES = HINDI_READY ? (['en', 'hi'] as const) : (['en'] as const);
type Language = (typeof LANGUAGES)[number];

const PHONE_320 = { width: 320, height: 640 };
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const MIN_TARGET = 24;

type Role = 'visitor' | 'student' | 'mentor' | 'admin';
type Group = 'public' | 'sign-in' | Exclude<Role, 'visitor'>;

/** The sign-in and sign-up pages, walked signed out apart from the public ones. */
const SIGN_IN_PAGES: RouteName[] = [
  'login',
  'forgotPassword',
  'resetPassword',
  'signup',
  'mentorSignup',
  'mentorSignupSuccess',
  'adminLogin',
];

function groupOf(name: RouteName): Group {
  const role = roleOf(name);
  if (role !== 'visitor') return role;
  return SIGN_IN_PAGES.includes(name) ? 'sign-in' : 'public';
}

/** While fixing one page: `E2E_ROUTES=home,login node scripts/e2e.mjs every-route` walks only those. */
const ONLY = process.env.E2E_ROUTES?.split(',').filter(Boolean);

/** Who may see each page: the public and sign-in pages are walked signed out, each area as its role. */
function roleOf(name: RouteName): Role {
  if (name === 'studentProfile' || name === 'studentChat' || name === 'joinSession') return 'student';
  if (name.startsWith('admin') && name !== 'adminLogin') return 'admin';
  if (name.startsWith('mentor') && name !== 'mentorSignup' && name !== 'mentorSignupSuccess') return 'mentor';
  return 'visitor';
}

interface Seeds {
  mentorId: string;
  blogSlug: string;
  studentId: string;
  resetToken: string;
}

/** The address of a page, its `:param` filled from the seeded data. */
function addressOf(name: RouteName, seeds: Seeds): string {
  const pattern: string = ROUTES[name];
  const values: Partial<Record<RouteName, string>> = {
    singleMentor: seeds.mentorId,
    singleBlog: seeds.blogSlug,
    resetPassword: seeds.resetToken,
    // The student's conversation with the demo mentor, and the demo mentor's with the demo student.
    studentChat: seeds.mentorId,
    mentorChat: seeds.studentId,
    // No session of the demo student has this id: the page says so, in its frame.
    joinSession: seeds.mentorId,
  };
  const value = values[name];
  return value === undefined ? pattern : pattern.replace(/:\w+/, encodeURIComponent(value));
}

interface Keys {
  token: string;
  id: string;
}

/** What one page was found to be, kept for the report. */
interface RouteResult {
  route: string;
  role: Role;
  language: Language;
  address: string;
  shownAt: string;
  axeViolations: number;
  axeNodes: number;
  axeRules: string[];
  overflowPx: number;
  overflowing: string[];
  smallTargets: string[];
  rawKeys: string[];
  ms: number;
}

const results: RouteResult[] = [];

/** Waits until the page's data has arrived: the network quiet and no loading indicator left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelectorAll('[role="progressbar"]:not([aria-label*="older"])').length +
            (/^\s*Loading/m.test(document.body.innerText) ? 1 : 0),
        ),
      { timeout: 10_000 },
    )
    .toBe(0)
    .catch(() => undefined);
  // Running transitions (a button's colour as the page hydrates) end before colours are read.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * In the page: the controls smaller than 24 × 24 px that WCAG 2.5.8's exceptions do not cover. A link in
 * a line of text is inline (exempt); a small control passes when a 24 px circle on its centre touches
 * no other control and no other small control's circle (the spacing exception).
 */
function findSmallTargets(min: number): string[] {
  const SELECTOR = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[contenteditable="true"]',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="menuitem"]',
    '[role="option"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',');
  const describe = (element: Element, box: DOMRect) => {
    const name =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) ??
      '';
    return `${element.tagName.toLowerCase()} “${name}” ${Math.round(box.width)}×${Math.round(box.height)}`;
  };
  /** A link that sits in a sentence: its block has text of its own around it. */
  const inline = (element: Element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    const block = element.parentElement;
    if (!block) return false;
    const own = Array.from(block.childNodes)
      .filter((node) => node !== element)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    return own.length > 0;
  };
  const targets = Array.from(document.querySelectorAll(SELECTOR))
    .filter((element) => {
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      if ((element as HTMLButtonElement).disabled) return false;
      if (!element.checkVisibility({ visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      // Visually hidden (a skip link until focused, a file input behind its label).
      return box.width > 1 && box.height > 1 && box.right + window.scrollX > 0;
    })
    .map((element) => {
      const box = element.getBoundingClientRect();
      return {
        element,
        box,
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
        small: (box.width < min - 0.5 || box.height < min - 0.5) && !inline(element),
      };
    });
  const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);
  const distanceToBox = (x: number, y: number, box: DOMRect) =>
    Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
  const radius = min / 2;
  return targets
    .filter((target) => target.small)
    .filter((target) =>
      targets.some((other) => {
        if (other === target || related(other.element, target.element)) return false;
        if (other.small) return Math.hypot(other.x - target.x, other.y - target.y) < 2 * radius;
        return distanceToBox(target.x, target.y, other.box) < radius;
      }),
    )
    .map((target) => describe(target.element, target.box));
}

/** In the page: the innermost elements that reach past the screen's right edge (what makes it scroll). */
function findOverflowing(): string[] {
  const width = document.documentElement.clientWidth;
  /** Inside a box that scrolls or clips sideways, which itself fits: that box's own business. */
  const contained = (element: Element) => {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      if (getComputedStyle(parent).overflowX !== 'visible')
        return parent.getBoundingClientRect().right <= width + 0.5;
    }
    return false;
  };
  const wide = Array.from(document.body.querySelectorAll('*'))
    .map((element) =>
      element instanceof SVGElement && element.ownerSVGElement ? element.ownerSVGElement : element,
    )
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5 && element.checkVisibility() && !contained(element);
    });
  return wide
    .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
    .slice(0, 6)
    .map((element) => {
      const classes = (element.getAttribute('class') ?? '').split(' ').slice(0, 2).join('.');
      const label =
        element.getAttribute('aria-label') ?? element.parentElement?.getAttribute('aria-label') ?? '';
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
      return `${element.tagName.toLowerCase()}.${classes} “${text || label}” in ${element.parentElement?.tagName.toLowerCase() ?? ''}.${element.parentElement?.getAttribute('class')?.split(' ')[0] ?? ''} right ${Math.round(element.getBoundingClientRect().right)}`;
    });
}

/** Words of the visible text shaped like catalog keys (`searchPage.filters.title`), e-mail addresses, sites and files aside. */
function findRawKeys(): string[] {
  const KEY = /\b[a-z]+(?:[A-Z][a-zA-Z]+)*(?:\.[a-zA-Z0-9]+){1,}\b/g;
  const NOT_KEYS = /\.(com|in|org|net|io|co|dev|app|edu|gov|ai|png|jpe?g|webp|gif|svg|pdf|js|ts)$/i;
  const text = document.body.innerText;
  const found: string[] = [];
  for (const match of text.matchAll(KEY)) {
    const word = match[0];
    const before = text[match.index - 1] ?? '';
    const after = text[match.index + word.length] ?? '';
    if (before === '@' || after === '@' || before === '/' || before === '.') continue;
    if (NOT_KEYS.test(word) || /^(e\.g|i\.e|www\.)/i.test(word)) continue;
    found.push(word);
  }
  return found;
}

async function check(page: Page, route: string, role: Role, language: Language, address: string) {
  const started = Date.now();
  const prefix = language === 'en' ? '' : `/${language}`;
  const response = await page.goto(`${prefix}${address === '/' && prefix ? '' : address}`);
  expect.soft(response?.status(), `${route}: status`).toBeLessThan(500);
  await settle(page);
  const shownAt = new URL(page.url()).pathname;
  const overflowPx = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const overflowing = overflowPx > 0 ? await page.evaluate(findOverflowing) : [];
  const smallTargets = await page.evaluate(findSmallTargets, MIN_TARGET);
  const rawKeys = await page.evaluate(findRawKeys);
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const violations = axe.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  results.push({
    route,
    role,
    language,
    address,
    shownAt,
    axeViolations: axe.violations.length,
    axeNodes: axe.violations.reduce((sum, violation) => sum + violation.nodes.length, 0),
    axeRules: axe.violations.map((violation) => violation.id),
    overflowPx,
    overflowing,
    smallTargets,
    rawKeys,
    ms: Date.now() - started,
  });
  const where = `${route} (${language}, ${address} shown at ${shownAt})`;
  expect.soft(overflowPx, `${where}: horizontal scroll`).toBeLessThanOrEqual(0);
  expect.soft(overflowing, `${where}: wider than the screen`).toEqual([]);
  expect.soft(smallTargets, `${where}: targets under 24 px`).toEqual([]);
  expect.soft(rawKeys, `${where}: raw catalog keys`).toEqual([]);
  expect.soft(violations, `${where}: axe`).toEqual([]);
}

describe('every route at 320 px', () => {
  const browser = useBrowser();
  let seeds: Seeds;
  const keys = new Map<Role, Keys>();

  beforeAll(async () => {
    const student = await logIn('Student', DEMO_LOGINS.student);
    const mentor = await logIn('Mentor', DEMO_LOGINS.mentor);
    const admin = await callApi<{ token: string; userid: string }>('/admin/login', {
      email: DEMO_LOGINS.admin,
      password: DEMO_LOGINS.password,
    });
    keys.set('student', student);
    keys.set('mentor', mentor);
    keys.set('admin', { token: admin.token, id: admin.userid });
    const blog = (await runSql('SELECT slug FROM blogs ORDER BY created_at DESC LIMIT 1')).rows[0] as
      { slug: string } | undefined;
    if (!blog) throw new Error('the demo data has no blog');
    // A reset link's token is only ever mailed: a made-up token still shows the page, which checks it on submit.
    seeds = {
      mentorId: mentor.id,
      studentId: student.id,
      blogSlug: blog.slug,
      resetToken: 'e2e-reset-token',
    };
  });

  afterAll(() => {
    const file = path.resolve(import.meta.dirname, '..', '..', '..', 'bench', 'results', 'axe-routes.json');
    mkdirSync(path.dirname(file), { recursive: true });
    const summary = {
      measuredAt: new Date().toISOString(),
      viewport: PHONE_320,
      tags: AXE_TAGS,
      routes: results.length,
      totalViolations: results.reduce((sum, result) => sum + result.axeViolations, 0),
      results,
    };
    writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  });

  /** One page (one browser context) per role and language, reused across its routes. */
  async function pageFor(role: Role): Promise<Page> {
    const page = await browser.openPage(PHONE_320);
    const signedIn = keys.get(role);
    if (signedIn) {
      await page.context().addInitScript(
        ({ token, id, admin, userType }) => {
          localStorage.setItem('auth', token);
          if (admin) localStorage.setItem('adminId', id);
          else {
            localStorage.setItem('userId', id);
            localStorage.setItem('userType', userType);
          }
        },
        { ...signedIn, admin: role === 'admin', userType: role === 'student' ? 'Student' : 'Mentor' },
      );
    }
    return page;
  }

  const names = (Object.keys(ROUTES) as RouteName[]).filter((name) => !ONLY || ONLY.includes(name));
  for (const language of LANGUAGES) {
    for (const group of ['public', 'sign-in', 'student', 'mentor', 'admin'] as const) {
      const routes = names.filter((name) => groupOf(name) === group);
      if (routes.length === 0) continue;
      const role = roleOf(routes[0] ?? 'home');
      it(`${group} pages (${language}): ${routes.join(', ')}`, { timeout: 300_000 }, async () => {
        const page = await pageFor(role);
        for (const route of routes) await check(page, route, role, language, addressOf(route, seeds));
        if (group === 'public' && !ONLY) await check(page, 'notFound', role, language, NOT_FOUND_PATH);
      });
    }
  }
});
