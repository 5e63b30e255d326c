import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import {
  formatIstDate,
  formatRupeeAmount,
  ROUTES,
  type Catalog,
  type Envelope,
  type MentorPage,
  type SessionPage,
  type StudentSession,
} from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { collectProblems, expectNoAxeViolations, screenshotPath, useBrowser, VIEWPORTS } from './browser.ts';
import { latestMail, runSql } from './database.ts';

type Browser = ReturnType<typeof useBrowser>;
type Viewport = { width: number; height: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The first row of a query, or a failure naming what was looked for. */
async function selectRow(statement: string, values: unknown[] = []): Promise<Record<string, unknown>> {
  const row: unknown = (await runSql(statement, values)).rows[0];
  if (!isRecord(row)) throw new Error(`no row for ${statement}`);
  return row;
}

async function api<T>(
  baseUrl: string,
  path: string,
  init?: RequestInit,
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, init);
  return { status: response.status, data: ((await response.json()) as Envelope<T>).data };
}

function post(body: unknown, token?: string): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { method: 'POST', headers, body: JSON.stringify(body) };
}

let sharedLogin: Promise<{ token: string; userid: string }> | undefined;

/** A real admin login through the API: one for the whole file (logins are rate-limited), or a fresh one. */
function logInAdmin(baseUrl: string, fresh = false): Promise<{ token: string; userid: string }> {
  const login = () =>
    api<{ token: string; userid: string }>(
      baseUrl,
      '/admin/login',
      post({ email: DEMO_LOGINS.admin, password: DEMO_LOGINS.password }),
    ).then(({ data }) => data);
  if (fresh) return login();
  sharedLogin ??= login();
  return sharedLogin;
}

/** A page signed in as the demo admin, its keys stored as the admin login page stores them. */
async function openAsAdmin(
  browser: Browser,
  viewport: Viewport = VIEWPORTS.desktop,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<Page> {
  const { token, userid } = await logInAdmin(browser.baseUrl(), fresh);
  const page = await browser.openPage(viewport);
  await page.context().addInitScript(
    (keys) => {
      localStorage.setItem('auth', keys.token);
      localStorage.setItem('adminId', keys.adminId);
    },
    { token, adminId: userid },
  );
  return page;
}

/** Opens an admin page and waits until its lists and figures have arrived. */
async function visit(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByText(/^Loading/).count(), { timeout: 10_000 }).toBe(0);
}

function proofImage(color: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 360, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** The notice an action leaves above its list. */
function notice(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
}

const ADMIN_PAGES: [string, string][] = [
  [ROUTES.adminDashboard, 'Dashboard'],
  [ROUTES.adminMentors, 'Total Mentors'],
  [ROUTES.adminStudents, 'Total Students'],
  [ROUTES.adminMentorApproval, 'Mentors Verification request'],
  [ROUTES.adminPendingSessions, 'Pending Sessions'],
  [ROUTES.adminActiveSessions, 'Active Sessions'],
  [ROUTES.adminPayouts, 'Total Payout Mentors'],
  [ROUTES.adminClearedPayments, 'Cleared Payments'],
  [ROUTES.adminFeaturedMentors, 'Featured Mentors'],
  [ROUTES.adminReviews, 'Reviews'],
  [ROUTES.adminPackages, 'Packages'],
  [ROUTES.adminBlogs, 'Blogs'],
  [`${ROUTES.adminBlogs}?view=add`, 'Add Blogs'],
  [ROUTES.adminFeaturedAd, 'Featured Ad'],
  [ROUTES.adminUpdates, 'Updates'],
  [ROUTES.adminWebinars, 'Webinars'],
  [ROUTES.adminTestimonials, 'Testimonials'],
  [ROUTES.adminCustomReferrals, 'All Custom Referrals'],
  [ROUTES.adminAuditLog, 'Audit Log'],
  [ROUTES.adminProfileSetting, 'Profile Settings'],
  [ROUTES.adminChangePassword, 'Change Password'],
];

describe('the admin pages', () => {
  const browser = useBrowser();

  it.each(ADMIN_PAGES)(
    'shows %s on a phone and a laptop without accessibility faults',
    async (path, title) => {
      for (const [size, viewport] of [
        ['390', VIEWPORTS.phone],
        ['1366', VIEWPORTS.desktop],
      ] as const) {
        const page = await openAsAdmin(browser, viewport);
        await visit(page, path, title);
        await expectNoAxeViolations(page);
        // Nothing may be wider than the screen: tables turn into cards on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${size} px`).toBeLessThanOrEqual(0);
        const name = path.replace(/^\/admin-dashboard\/?/, '').replace(/[^a-z0-9]+/gi, '-') || 'dashboard';
        await page.screenshot({ path: screenshotPath(`admin-${name}-${size}.png`), fullPage: true });
      }
    },
  );

  it('shows the whole brand name in the sidebar, on a laptop and in a phone’s drawer', async () => {
    const brandShownWhole = (page: Page) =>
      page
        .getByRole('navigation', { name: 'Admin dashboard' })
        .locator('[data-brand-name]')
        .evaluate((name) => name.scrollWidth <= name.clientWidth && name.scrollHeight <= name.clientHeight);
    const laptop = await openAsAdmin(browser, VIEWPORTS.desktop);
    await visit(laptop, ROUTES.adminDashboard, 'Dashboard');
    expect(await brandShownWhole(laptop)).toBe(true);
    const phone = await openAsAdmin(browser, VIEWPORTS.phone);
    await visit(phone, ROUTES.adminDashboard, 'Dashboard');
    await phone.getByRole('button', { name: 'Toggle navigation' }).click();
    expect(await brandShownWhole(phone)).toBe(true);
  });

  it('folds the sidebar into a drawer on a phone and asks before logging out', async () => {
    // Its own session: logging out ends it.
    const page = await openAsAdmin(browser, VIEWPORTS.phone, { fresh: true });
    await visit(page, ROUTES.adminDashboard, 'Dashboard');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const drawer = page.getByRole('navigation', { name: 'Admin dashboard' });
    await drawer.getByRole('link', { name: 'Audit Log' }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-drawer-390.png') });
    await drawer.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await dialog.getByText('Are you sure you want to log out?').waitFor();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });
});

/** Pairs of a chart's axis labels whose boxes meet, as "first | second". */
function overlappingAxisLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const meeting: string[] = [];
    for (const svg of document.querySelectorAll('svg')) {
      const labels = Array.from(svg.querySelectorAll('.MuiChartsAxis-tickLabel'), (label) => ({
        text: label.textContent ?? '',
        box: label.getBoundingClientRect(),
      })).filter(({ text, box }) => text !== '' && box.width > 0);
      labels.forEach((first, index) => {
        for (const second of labels.slice(index + 1)) {
          const a = first.box;
          const b = second.box;
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
            meeting.push(`${first.text} | ${second.text}`);
        }
      });
    }
    return meeting;
  });
}

describe('admin layouts and consoles', () => {
  const browser = useBrowser();

  it('shows every column of the Mentors table on a 1366 px laptop, Status and Feature included', async () => {
    const page = await openAsAdmin(browser, VIEWPORTS.desktop);
    await visit(page, ROUTES.adminMentors, 'Total Mentors');
    // The table sits in a box that scrolls sideways when it must: nothing of it may be out of that box's view.
    const fit = await page.getByRole('table', { name: 'Mentors' }).evaluate((table) => {
      let scroller = table.parentElement;
      while (scroller && getComputedStyle(scroller).overflowX === 'visible')
        scroller = scroller.parentElement;
      const edge = scroller ? scroller.getBoundingClientRect().right : window.innerWidth;
      const headers = Array.from(table.querySelectorAll('th'), (th) => ({
        name: th.textContent ?? '',
        right: th.getBoundingClientRect().right,
      }));
      return {
        hidden: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
        cut: headers.filter((header) => header.right > edge + 0.5).map((header) => header.name),
      };
    });
    expect(fit).toEqual({ hidden: 0, cut: [] });
    await page.screenshot({ path: screenshotPath('admin-mentors-fit-1366.png'), fullPage: true });
  });

  it('fits the Updates page, its pager and a long address included, on a 390 px phone', async () => {
    const { token, userid } = await logInAdmin(browser.baseUrl());
    // A sixth update brings the pager; a long web address is the widest word an update can hold.
    const posted = await api(
      browser.baseUrl(),
      '/admin/add-update',
      post(
        {
          adminId: userid,
          message: `Read https://example.com/guides/payouts/monthly-package-completion-rules-${Date.now()} first.`,
        },
        token,
      ),
    );
    expect(posted.status).toBe(200);
    const page = await openAsAdmin(browser, VIEWPORTS.phone);
    await visit(page, ROUTES.adminUpdates, 'Updates');
    await page.getByRole('navigation', { name: 'Pages of updates' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('admin-updates-pager-390.png'), fullPage: true });
  });

  it('draws the dashboard charts with no axis labels running into each other', async () => {
    for (const [size, viewport] of [
      ['390', VIEWPORTS.phone],
      ['1366', VIEWPORTS.desktop],
    ] as const) {
      const page = await openAsAdmin(browser, viewport);
      await visit(page, ROUTES.adminDashboard, 'Dashboard');
      await expect.poll(() => page.locator('.MuiChartsAxis-tickLabel').count()).toBeGreaterThan(10);
      expect(await overlappingAxisLabels(page), `${size} px`).toEqual([]);
      await page.screenshot({ path: screenshotPath(`admin-dashboard-charts-${size}.png`), fullPage: true });
    }
  });

  it('opens the pages with a rich-text editor without a console message', async () => {
    for (const [path, title] of [
      [ROUTES.adminWebinars, 'Webinars'],
      [`${ROUTES.adminBlogs}?view=add`, 'Add Blogs'],
    ] as const) {
      const page = await openAsAdmin(browser, VIEWPORTS.desktop);
      const problems = collectProblems(page);
      await visit(page, path, title);
      await page
        .getByRole('textbox', { name: /Description|Content/ })
        .first()
        .waitFor();
      expect(problems, path).toEqual([]);
    }
  });
});

describe('an admin runs the platform', () => {
  const browser = useBrowser();
  const stamp = Date.now().toString(36).toUpperCase();
  /** What the audit log must show at the end: the action's words and the record it names. */
  const expectedInLog: [string, string][] = [];

  it('approves a pending application after looking at its score card; the mentor can then log in', async () => {
    const applicant = await selectRow(
      `SELECT id, mentor_id, email, first_name || ' ' || last_name AS name FROM mentors
       WHERE application_status = 'pending' AND email_verified_at IS NOT NULL
         AND (fee_paid_at IS NOT NULL OR fee_waived) AND score_card_key IS NOT NULL AND college_id_key IS NOT NULL
       ORDER BY created_at LIMIT 1`,
    );
    const name = String(applicant.name);
    const login = () =>
      api<unknown>(
        browser.baseUrl(),
        '/mentors/login',
        post({ email: applicant.email, password: DEMO_LOGINS.password }),
      );
    expect((await login()).status).not.toBe(200);

    const page = await openAsAdmin(browser);
    await visit(page, ROUTES.adminMentorApproval, 'Mentors Verification request');
    await page.getByRole('button', { name: `Score card of ${name}` }).click();
    const document = page.getByRole('dialog', { name: `Score card of ${name}` });
    await document.getByRole('img', { name: `Score card of ${name}` }).waitFor();
    await document.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: `Approve ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve mentor' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await notice(page, `${name} is approved`).waitFor();
    await expect.poll(() => page.getByRole('button', { name: `Approve ${name}` }).count()).toBe(0);

    expect((await login()).status).toBe(200);
    expectedInLog.push(['Approved a mentor application', String(applicant.mentor_id)]);
  });

  it('deactivates a mentor, who leaves the public listing, then activates and features them', async () => {
    const mentor = await selectRow(
      `SELECT id, mentor_id, first_name || ' ' || last_name AS name FROM mentors m
       WHERE application_status = 'approved' AND is_active
         AND lower(email) <> lower($1) AND NOT EXISTS (SELECT 1 FROM featured_mentors f WHERE f.mentor_id = m.id)
       ORDER BY mentor_id DESC LIMIT 1`,
      [DEMO_LOGINS.mentor],
    );
    const mentorId = String(mentor.mentor_id);
    const listed = async () =>
      (await api<MentorPage>(browser.baseUrl(), `/mentors/all-mentors?username=${mentorId}`)).data.data.some(
        (card) => card.mentorId === mentorId,
      );
    expect(await listed()).toBe(true);

    const page = await openAsAdmin(browser);
    await visit(page, ROUTES.adminMentors, 'Total Mentors');
    await page.getByRole('searchbox', { name: 'Search by MentorId' }).fill(mentorId);
    await page.getByRole('searchbox', { name: 'Search by MentorId' }).press('Enter');
    const table = page.getByRole('table', { name: 'Mentors' });
    await table.getByRole('row').filter({ hasText: mentorId }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);

    await page.getByRole('button', { name: `Deactivate ${mentorId}` }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate mentor' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await notice(page, `${mentorId} is deactivated`).waitFor();
    expect(await listed()).toBe(false);

    await page.getByRole('button', { name: `Activate ${mentorId}` }).click();
    await notice(page, `${mentorId} is active again`).waitFor();
    expect(await listed()).toBe(true);

    const star = page.getByRole('button', { name: `Feature ${mentorId} on the home page` });
    await star.click();
    await notice(page, `${mentorId} is now featured on the home page.`).waitFor();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    // A visitor's home page shows them among the featured mentors, linked to their profile.
    const home = await browser.openPage(VIEWPORTS.phone);
    await home.goto('/');
    const featuredSection = home.getByRole('region', { name: /Learn from students who cracked NEET/ });
    const card = featuredSection.getByRole('article', { name: String(mentor.name) });
    await card.waitFor();
    expect(await card.locator(`a[href="/single-mentor/${String(mentor.id)}"]`).count()).toBeGreaterThan(0);
    await card.scrollIntoViewIfNeeded();
    await home.screenshot({ path: screenshotPath('admin-featured-on-home-390.png') });

    // Off the home page again from the featured list, so the other journeys see the demo's own row.
    await visit(page, ROUTES.adminFeaturedMentors, 'Featured Mentors');
    await page.getByRole('button', { name: `Feature ${mentorId} on the home page` }).click();
    await notice(page, `${mentorId} is no longer featured`).waitFor();
    await home.reload();
    await featuredSection.getByRole('article').first().waitFor();
    expect(await featuredSection.getByRole('article', { name: String(mentor.name) }).count()).toBe(0);

    expectedInLog.push(
      ['Deactivated a mentor', mentorId],
      ['Activated a mentor', mentorId],
      ['Featured a mentor', mentorId],
      ['Stopped featuring a mentor', mentorId],
    );
  });

  it('deletes a pending paid session; the student sees it cancelled and refunded', async () => {
    const booking = await selectRow(
      `SELECT b.id, b.price_paise, s.email, s.username, m.mentor_id, p.name AS package_name,
              m.first_name || ' ' || m.last_name AS mentor_name
       FROM bookings b JOIN students s ON s.id = b.student_id JOIN mentors m ON m.id = b.mentor_id
       JOIN packages p ON p.id = b.package_id
       WHERE b.status = 'pending' AND b.price_paise > 0 AND lower(s.email) <> lower($1) AND lower(m.email) <> lower($2)
         AND s.password_hash IS NOT NULL
       ORDER BY b.purchased_at LIMIT 1`,
      [DEMO_LOGINS.student, DEMO_LOGINS.mentor],
    );
    const price = formatRupeeAmount(Number(booking.price_paise) / 100);
    const label = `Delete the ${String(booking.package_name)} of ${String(booking.username)} with ${String(booking.mentor_id)}`;

    const page = await openAsAdmin(browser);
    await visit(page, ROUTES.adminPendingSessions, 'Pending Sessions');
    const button = page.getByRole('button', { name: label });
    // The list is ordered by deadline: turn pages until the row shows.
    while ((await button.count()) === 0) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForLoadState('networkidle');
    }
    await button.click();
    const confirm = page.getByRole('dialog', { name: 'Delete pending session' });
    await confirm.getByText(`The student is refunded ${price} in full, automatically.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await notice(page, `The student is refunded ${price} in full`).waitFor();

    const { data: signedIn } = await api<{ token: string; studentId: string }>(
      browser.baseUrl(),
      '/students/login',
      post({ email: booking.email, password: DEMO_LOGINS.password }),
    );
    await vi.waitFor(
      async () => {
        const { data } = await api<SessionPage<StudentSession>>(
          browser.baseUrl(),
          '/students/purchased-sessions?page=1',
          post({}, signedIn.token),
        );
        const session = data.data.find((item) => item._id === booking.id);
        if (session?.money.state !== 'refunded') throw new Error('refund not processed yet');
      },
      { timeout: 30_000, interval: 500 },
    );
    const student = await browser.openPage(VIEWPORTS.phone);
    await student.context().addInitScript((keys) => {
      localStorage.setItem('auth', keys.token);
      localStorage.setItem('userId', keys.studentId);
      localStorage.setItem('userType', 'Student');
    }, signedIn);
    await student.goto('/student-profile');
    await student.getByRole('tab', { name: 'Session Management' }).click();
    await student
      .getByRole('button', {
        name: `Details of ${String(booking.package_name)} with ${String(booking.mentor_name)}`,
      })
      .first()
      .click();
    await student.getByText('Cancelled by our team.').first().waitFor();
    await student.getByText(`Refunded ${price} on`, { exact: false }).first().waitFor();
    await student.screenshot({
      path: screenshotPath('admin-deleted-session-student-390.png'),
      fullPage: true,
    });

    // Named by its people, not by a booking id.
    expectedInLog.push(['Deleted a pending session', ` with ${String(booking.mentor_name)}`]);
  });

  it('clears a mentor’s payout with a proof: the payout is listed and the mentor’s wallet is empty', async () => {
    const demo = await selectRow('SELECT mentor_id FROM mentors WHERE lower(email) = lower($1)', [
      DEMO_LOGINS.mentor,
    ]);
    const page = await openAsAdmin(browser);
    await visit(page, ROUTES.adminPayouts, 'Total Payout Mentors');
    const rows = page
      .getByRole('table', { name: 'Mentors to pay' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    let mentorId = '';
    for (const row of await rows.all()) {
      const id = (await row.getByRole('cell').first().locator('strong').textContent()) ?? '';
      if (id !== demo.mentor_id) {
        mentorId = id;
        break;
      }
    }
    expect(mentorId).not.toBe('');
    const clear = page.getByRole('button', { name: new RegExp(`^Clear ₹[\\d,.]+ of ${mentorId}$`) });
    const amount = ((await clear.textContent()) ?? '').replace(/^Clear /, '').replace(` of ${mentorId}`, '');
    await clear.click();
    const dialog = page.getByRole('dialog', { name: 'Clear payment' });
    await dialog.getByRole('button', { name: `Clear ${amount}` }).click();
    await dialog.getByText('Image is required').waitFor();
    await dialog.getByLabel('Image of proof').setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: await proofImage({ r: 20, g: 120, b: 90 }),
    });
    await dialog.getByRole('button', { name: `Clear ${amount}` }).click();
    await notice(page, `${amount} cleared for ${mentorId}`).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: new RegExp(`of ${mentorId}$`) }).count())
      .toBe(0);

    await page.getByRole('link', { name: 'See cleared payments' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cleared Payments' }).waitFor();
    const row = page
      .getByRole('table', { name: 'Cleared payments' })
      .getByRole('row')
      .filter({ hasText: mentorId })
      .first();
    await row.getByText(amount, { exact: true }).waitFor();
    await row.getByRole('button', { name: /Image of proof/ }).click();
    await page.getByRole('dialog').getByRole('img').waitFor();
    await page.screenshot({ path: screenshotPath('admin-cleared-proof-1366.png') });

    const mentor = await selectRow('SELECT email FROM mentors WHERE mentor_id = $1', [mentorId]);
    const { data: signedIn } = await api<{ token: string; mentorId: string }>(
      browser.baseUrl(),
      '/mentors/login',
      post({ email: mentor.email, password: DEMO_LOGINS.password }),
    );
    const summary = await api<{ wallet: number }>(
      browser.baseUrl(),
      '/mentors/dashboard-summary',
      post({}, signedIn.token),
    );
    expect(summary.data.wallet).toBe(0);

    // The mentor, in a browser of their own: the wallet shows 0 and the payout heads the history.
    const wallet = await browser.openPage(VIEWPORTS.phone);
    await wallet.context().addInitScript((keys) => {
      localStorage.setItem('auth', keys.token);
      localStorage.setItem('userId', keys.mentorId);
      localStorage.setItem('userType', 'Mentor');
    }, signedIn);
    await wallet.goto('/mentor-dashboard/wallet');
    await wallet
      .getByRole('region', { name: 'Wallet Balance' })
      .getByText(formatRupeeAmount(0), { exact: true })
      .waitFor();
    const payout = wallet
      .getByRole('table', { name: 'Cleared payouts' })
      .getByRole('row')
      .filter({ has: wallet.getByRole('cell') })
      .first();
    await payout.getByText(amount, { exact: true }).waitFor();
    await payout.getByText(formatIstDate(new Date()), { exact: true }).waitFor();
    await payout.getByRole('button', { name: /^View proof of the payout on / }).waitFor();
    await wallet.screenshot({ path: screenshotPath('admin-cleared-mentor-wallet-390.png'), fullPage: true });

    expectedInLog.push(['Cleared a payout', mentorId]);
  });

  it('publishes a blog with formatting and a cover, which the blogs page then shows', async () => {
    const title = `Admin journey blog ${stamp}`;
    const page = await openAsAdmin(browser);
    await visit(page, ROUTES.adminBlogs, 'Blogs');
    await page.getByRole('button', { name: 'Add Blogs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add Blogs' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByLabel('Cover image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await proofImage({ r: 11, g: 95, b: 165 }),
    });
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('Revise NCERT first. ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('Every line matters.');
    await page.keyboard.press('ControlOrMeta+b');
    await editor.locator('strong').waitFor();
    await page.keyboard.press('Enter');
    const list = page.getByRole('button', { name: /^Bulleted list/ });
    await list.click();
    await expect.poll(() => list.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('Biology daily');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath('admin-blog-editor-1366.png'), fullPage: true });
    await page.getByRole('button', { name: 'Publish blog' }).click();

    const article = page.getByRole('article', { name: title });
    await article.waitFor();
    expect(await article.locator('strong').textContent()).toBe('Every line matters.');
    expect(await article.locator('ul li').textContent()).toBe('Biology daily');
    await notice(page, 'The blog is published.').waitFor();

    const visitor = await browser.openPage(VIEWPORTS.phone);
    await visitor.goto('/blogs-page');
    const card = visitor
      .getByRole('article')
      .filter({ hasText: title.slice(0, 30) })
      .first();
    await card.waitFor();
    await card.getByRole('link', { name: 'View' }).click();
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await visitor.locator('main strong').filter({ hasText: 'Every line matters.' }).count()).toBe(1);

    expectedInLog.push(['Published a blog', title]);
  });

  it('changes a package price; the mentors of its category are e-mailed', async () => {
    const page = await openAsAdmin(browser);
    const { token } = await logInAdmin(browser.baseUrl());
    const { data: catalog } = await api<Catalog>(browser.baseUrl(), '/admin/packages', post({}, token));
    const item = catalog
      .find((entry) => entry.category === 'M4')
      ?.packages.find((entry) => entry.kind === 'session60');
    if (!item) throw new Error('no 60-minute M4 package');
    const mentor = await selectRow(
      "SELECT email FROM mentors WHERE application_status = 'approved' AND category = 'M4' ORDER BY mentor_id LIMIT 1",
    );
    const newPrice = item.packagePrice - 1;

    await visit(page, `${ROUTES.adminPackages}?category=M4`, 'Packages');
    const card = page.getByRole('article', { name: item.packageName });
    await card.getByRole('textbox', { name: 'Price', exact: true }).fill(String(newPrice));
    await card.getByRole('button', { name: /^Save / }).click();
    await card.getByText(/^Saved\. \d+ mentors? of M4 e-mailed\.$/).waitFor();
    await vi.waitFor(
      async () => {
        const mail = await latestMail(browser.baseUrl(), String(mentor.email));
        if (mail?.subject !== `Price update: ${item.packageName}`) throw new Error('no price mail yet');
        expect(mail.text).toContain(formatRupeeAmount(newPrice));
      },
      { timeout: 20_000, interval: 500 },
    );

    // Back to the seeded price, so the booking journeys pay what they expect.
    await card.getByRole('textbox', { name: 'Price', exact: true }).fill(String(item.packagePrice));
    await card.getByRole('button', { name: /^Save / }).click();
    await card.getByText(/^Saved\./).waitFor();
    expectedInLog.push(['Changed a package', 'M4 60-minute package']);
  });

  it('creates a webinar with a poster, which the webinar page then shows', async () => {
    const former = await selectRow('SELECT id FROM webinars WHERE is_current');
    const topic = `Admin journey webinar ${stamp}: the last month of Biology`;
    // Thirty days from today in India, as the date field takes it.
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    );
    const page = await openAsAdmin(browser);
    await visit(page, ROUTES.adminWebinars, 'Webinars');
    const form = page.getByRole('form', { name: 'Create a webinar' });
    await form.getByLabel('Date').fill(date);
    await form.getByLabel('Time (India)').fill('18:30');
    await form.getByLabel('Webinar poster').setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: await proofImage({ r: 120, g: 40, b: 160 }),
    });
    const editor = form.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.type(topic);
    await form.getByRole('button', { name: 'Create webinar' }).click();
    await notice(page, 'The webinar is created.').waitFor();
    const current = page.getByRole('region', { name: 'Current webinar' });
    await current.getByText(topic).waitFor();
    await current.getByText(/ at 06:30 PM$/).waitFor();

    const created = await selectRow('SELECT id, image, date, day, year, time FROM webinars WHERE is_current');
    expect(created.id).not.toBe(former.id);
    try {
      const visitor = await browser.openPage(VIEWPORTS.desktop);
      await visitor.goto('/webinar-page');
      const details = visitor.getByRole('article', { name: 'Webinar details' });
      await details.getByText(topic).waitFor();
      await details.getByText('06:30 PM', { exact: true }).waitFor();
      await details.getByText(String(created.date), { exact: true }).waitFor();
      await details.getByText(String(created.year), { exact: true }).waitFor();
      const poster = details.getByRole('img', { name: 'Webinar poster' });
      await expect
        .poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      // The new poster, at one of its resized widths ('/uploads/<key>' is served as '/img/<width>/<key>').
      expect(await poster.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(
        String(created.image).replace(/^\/uploads\//, ''),
      );
      await visitor.screenshot({ path: screenshotPath('admin-created-webinar-1366.png') });
    } finally {
      // The demo webinar again, so the journeys that register for it find it as seeded.
      await runSql('UPDATE webinars SET is_current = false WHERE id = $1', [created.id]);
      await runSql('UPDATE webinars SET is_current = true WHERE id = $1', [former.id]);
    }
    // Named by its day and time, not by an id.
    expectedInLog.push([
      'Created the webinar',
      `${String(created.day)} ${String(created.date)} ${String(created.year)}, ${String(created.time)}`,
    ]);
  });

  it('adds a testimonial with a picture, which the home page shows, and deletes it', async () => {
    const name = `Journey Parent ${stamp}`;
    const page = await openAsAdmin(browser, VIEWPORTS.phone);
    await visit(page, ROUTES.adminTestimonials, 'Testimonials');
    await page.getByRole('button', { name: 'Add testimonial' }).click();
    await page.getByText('A picture is required.').waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Testimonial' }).fill('The weekly plan made revision calm.');
    await page.getByLabel('Picture').setInputFiles({
      name: 'parent.png',
      mimeType: 'image/png',
      buffer: await proofImage({ r: 200, g: 120, b: 40 }),
    });
    await page.getByRole('button', { name: 'Add testimonial' }).click();
    await notice(page, `The testimonial of ${name} is added to the home page.`).waitFor();

    const visitor = await browser.openPage(VIEWPORTS.desktop);
    await visitor.goto('/');
    await visitor.getByText(name).first().waitFor();

    await page.getByRole('button', { name: `Delete the testimonial of ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete testimonial' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await notice(page, `The testimonial of ${name} is deleted.`).waitFor();
    expectedInLog.push(['Added a testimonial', name]);
  });

  it('creates a referral code with Enter and deletes it after the Confirm Deletion dialog', async () => {
    const code = `JOURNEY-${stamp}`;
    const page = await openAsAdmin(browser, VIEWPORTS.phone);
    await visit(page, ROUTES.adminCustomReferrals, 'All Custom Referrals');
    await page.getByRole('textbox', { name: 'Name' }).fill('Journey Academy');
    await page.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
    await page.getByRole('textbox', { name: 'Code' }).press('Enter');
    await notice(page, 'Referral created successfully').waitFor();
    const table = page.getByRole('table', { name: 'Custom referral codes' });
    await table.getByText(code, { exact: true }).waitFor();

    await page.getByRole('textbox', { name: 'Name' }).fill('Copy Academy');
    await page.getByRole('textbox', { name: 'Code' }).fill(code);
    await page.getByRole('button', { name: 'Create Referral' }).click();
    await page.getByRole('alert').filter({ hasText: code }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-referral-taken-390.png'), fullPage: true });

    await page.getByRole('button', { name: `Delete the code ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog.getByText('Are you sure you want to delete this referral?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await notice(page, 'Referral deleted successfully').waitFor();
    // The deleted code stays listed with its students, without a Delete button.
    await table
      .getByRole('row')
      .filter({ hasText: code })
      .getByText(/^Deleted on /)
      .waitFor();
    expect(await page.getByRole('button', { name: `Delete the code ${code}` }).count()).toBe(0);

    expectedInLog.push(['Created a referral code', code], ['Deleted a referral code', code]);
  });

  it('finds every one of these actions in the audit log', async () => {
    expect(expectedInLog.length).toBeGreaterThanOrEqual(12);
    const page = await openAsAdmin(browser);
    await visit(page, ROUTES.adminAuditLog, 'Audit Log');
    const table = page.getByRole('table', { name: 'Audit log' });
    const pager = page.getByText(/^Page \d+ of \d+$/);
    let missing = [...expectedInLog];
    // Newest first: turn the pages until every action is found or the log ends.
    for (let pageNumber = 1; ; pageNumber += 1) {
      if (pageNumber > 1) {
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByText(`Page ${pageNumber} of`).waitFor();
        await page.waitForLoadState('networkidle');
      }
      await table.getByRole('row').nth(1).waitFor();
      const rows = await table.getByRole('row').allTextContents();
      missing = missing.filter(
        ([action, record]) => !rows.some((row) => row.includes(action) && row.includes(record)),
      );
      if (missing.length === 0) break;
      const position = (await pager.count()) > 0 ? ((await pager.textContent()) ?? '') : 'Page 1 of 1';
      const [, current, last] = /^Page (\d+) of (\d+)$/.exec(position) ?? [];
      if (current === undefined || current === last) break;
    }
    expect(missing, 'actions not found in the audit log').toEqual([]);
    await page.screenshot({ path: screenshotPath('admin-audit-after-journey-1366.png'), fullPage: true });
  });
});
