import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  abbreviateRupees,
  formatRupeeAmount,
  formatRupees,
  type Envelope,
  type MentorPublicProfile,
  type MentorSummary,
} from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { expectNoAxeViolations, screenshotPath, useBrowser, VIEWPORTS } from './browser.ts';
import { createStudent, runSql } from './database.ts';

/**
 * Issue 8's "done when", as one journey of one new student and one mentor, each in a browser of their own:
 * the student books the free package and a paid one (sandbox checkout); the mentor accepts both; the student
 * sees them active; the mentor completes the paid one with a proof; the student rates it with a review that
 * the mentor's public profile then shows; the mentor's dashboard and wallet show the credit, checked against
 * what the server and the database held before. Each step needs the one before it.
 */

type Browser = ReturnType<typeof useBrowser>;
type Role = 'Student' | 'Mentor';

interface Keys {
  token: string;
  userId: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function api<T>(baseUrl: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, init);
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

function post(body: unknown, token?: string): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { method: 'POST', headers, body: JSON.stringify(body) };
}

/** A real login through the API, as the login page makes it. */
async function logIn(baseUrl: string, role: Role, email: string): Promise<Keys> {
  const credentials = post({ email, password: DEMO_LOGINS.password });
  if (role === 'Student') {
    const data = await api<{ token: string; studentId: string }>(baseUrl, '/students/login', credentials);
    return { token: data.token, userId: data.studentId };
  }
  const data = await api<{ token: string; mentorId: string }>(baseUrl, '/mentors/login', credentials);
  return { token: data.token, userId: data.mentorId };
}

/** A browser of its own for one person, their keys stored as the login page stores them. */
async function openAs(
  browser: Browser,
  role: Role,
  keys: Keys,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const page = await browser.openPage(viewport);
  await page.context().addInitScript(
    ({ token, userId, userType }) => {
      localStorage.setItem('auth', token);
      localStorage.setItem('userId', userId);
      localStorage.setItem('userType', userType);
    },
    { ...keys, userType: role },
  );
  return page;
}

/** The mentor's figures as the server has them (the dashboard's own call). */
function readSummary(baseUrl: string, keys: Keys): Promise<MentorSummary> {
  return api<MentorSummary>(baseUrl, '/mentors/dashboard-summary', post({}, keys.token));
}

/** The mentor's wallet in paise, summed from the ledger in the database. */
async function ledgerBalance(mentorId: string): Promise<number> {
  const result = await runSql(
    'SELECT coalesce(sum(amount_paise), 0)::int AS balance FROM wallet_ledger WHERE mentor_id = $1',
    [mentorId],
  );
  const row: unknown = result.rows[0];
  if (!isRecord(row)) throw new Error('no ledger sum');
  return Number(row.balance);
}

/**
 * A listed, bookable mentor (approved, active, not away, not the demo mentor whom the other journeys follow)
 * with none of this student's bookings and the fewest open requests, so ours are on the first page.
 */
async function chooseMentor(studentId: string) {
  const result = await runSql(
    `SELECT m.id, m.email, m.first_name || ' ' || m.last_name AS name FROM mentors m
     WHERE m.application_status = 'approved' AND m.is_active AND m.email_verified_at IS NOT NULL
       AND m.neet_score IS NOT NULL AND m.password_hash IS NOT NULL
       AND (m.away_until IS NULL OR m.away_until < now()) AND lower(m.email) <> lower($1)
       AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.mentor_id = m.id AND b.student_id = $2)
     ORDER BY (SELECT count(*) FROM bookings b WHERE b.mentor_id = m.id AND b.status IN ('pending', 'active')),
       m.mentor_id
     LIMIT 1`,
    [DEMO_LOGINS.mentor, studentId],
  );
  const row: unknown = result.rows[0];
  if (!isRecord(row)) throw new Error('no bookable mentor in the demo data');
  return { id: String(row.id), email: String(row.email), name: String(row.name) };
}

function proofImage(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 40, g: 110, b: 70 } } })
    .png()
    .toBuffer();
}

/** The body rows of a table (the first row holds the headings). */
function bodyRows(page: Page, table: string): Locator {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

function packageCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

function studentRow(page: Page, packageName: string): Locator {
  return bodyRows(page, 'Your sessions').filter({ hasText: packageName });
}

async function openSessionManagement(page: Page): Promise<void> {
  await page.goto('/student-profile');
  await page.getByRole('tab', { name: 'Session Management' }).click();
  await page.getByRole('table', { name: 'Your sessions' }).waitFor();
}

describe('a booking from request to review, one student and one mentor', () => {
  const browser = useBrowser();
  // Filled by the steps in order; a step whose predecessor failed stops at `journey()`.
  let state:
    | {
        student: { id: string; email: string; name: string; keys: Keys };
        mentor: { id: string; email: string; name: string; keys: Keys };
        free: { name: string };
        paid: { name: string; price: number };
        before: { summary: MentorSummary; ledgerPaise: number };
        earningPaise?: number;
        review?: string;
      }
    | undefined;
  const journey = () => {
    if (!state) throw new Error('an earlier step of the journey failed');
    return state;
  };

  it('the student books the free package and a paid one through the sandbox checkout', async () => {
    const baseUrl = browser.baseUrl();
    const created = await createStudent('Tara');
    const mentor = await chooseMentor(created.id);
    const profile = await api<MentorPublicProfile>(baseUrl, `/mentors/single-mentor/${mentor.id}`);
    const free = profile.package.find((item) => item.packagePrice === 0);
    const paid = profile.package.find((item) => item.kind === 'session60');
    if (!free || !paid) throw new Error(`${mentor.name} offers no free or no 60-minute package`);
    const mentorKeys = await logIn(baseUrl, 'Mentor', mentor.email);
    state = {
      student: { ...created, name: 'Tara Journey', keys: await logIn(baseUrl, 'Student', created.email) },
      mentor: { ...mentor, keys: mentorKeys },
      free: { name: free.packageName },
      paid: { name: paid.packageName, price: paid.packagePrice },
      before: {
        summary: await readSummary(baseUrl, mentorKeys),
        ledgerPaise: await ledgerBalance(mentor.id),
      },
    };
    const { student } = journey();

    const page = await openAs(browser, 'Student', student.keys);
    await page.goto(`/single-mentor/${mentor.id}`);
    await packageCard(page, free.packageName).getByRole('button', { name: 'Book Session' }).click();
    await packageCard(page, free.packageName)
      .getByText(/^Booked! Your request was sent to/)
      .waitFor();
    await page.waitForURL('**/student-profile');

    await page.goto(`/single-mentor/${mentor.id}`);
    await packageCard(page, paid.packageName).getByRole('button', { name: 'Book Session' }).click();
    const checkout = page.getByRole('dialog', { name: /^Checkout/ });
    await checkout.getByText('Test mode — no money moves').waitFor();
    await checkout.getByRole('button', { name: `Pay ${formatRupeeAmount(paid.packagePrice)}` }).click();
    await packageCard(page, paid.packageName)
      .getByText(/^Booked!/)
      .waitFor();
    await page.waitForURL('**/student-profile');

    await openSessionManagement(page);
    for (const name of [free.packageName, paid.packageName]) {
      await studentRow(page, name).getByText('Pending', { exact: true }).waitFor();
    }
    expect(await bodyRows(page, 'Your sessions').count()).toBe(2);
    const rows = await runSql(
      'SELECT is_free, price_paise, status FROM bookings WHERE student_id = $1 AND mentor_id = $2 ORDER BY is_free',
      [student.id, mentor.id],
    );
    expect(rows.rows).toEqual([
      { is_free: false, price_paise: paid.packagePrice * 100, status: 'pending' },
      { is_free: true, price_paise: 0, status: 'pending' },
    ]);
  });

  it('the mentor sees both requests and accepts them; the student sees both active', async () => {
    const { student, mentor, free, paid } = journey();
    const mentorPage = await openAs(browser, 'Mentor', mentor.keys);
    await mentorPage.goto('/mentor-dashboard/approval-section');
    await mentorPage.getByRole('heading', { level: 1, name: 'Session Requests' }).waitFor();
    const requests = bodyRows(mentorPage, 'Session requests').filter({ hasText: student.name });
    await expect.poll(() => requests.count()).toBe(2);
    await mentorPage.screenshot({ path: screenshotPath('lifecycle-mentor-requests-1366.png') });

    for (const name of [free.name, paid.name]) {
      await requests
        .filter({ hasText: name })
        .getByRole('button', { name: `Accept the request of ${student.name}` })
        .click();
      await mentorPage
        .getByRole('status')
        .filter({ hasText: `You accepted ${student.name}’s request.` })
        .waitFor();
      await expect.poll(() => requests.filter({ hasText: name }).count()).toBe(0);
    }
    await mentorPage.goto('/mentor-dashboard/sessions');
    const active = bodyRows(mentorPage, 'Active sessions').filter({ hasText: student.name });
    await expect.poll(() => active.count()).toBe(2);

    // The student, in a browser of their own, sees both sessions active with the chat open.
    const studentPage = await openAs(browser, 'Student', student.keys, VIEWPORTS.phone);
    await openSessionManagement(studentPage);
    for (const name of [free.name, paid.name]) {
      await studentRow(studentPage, name).getByText('Active', { exact: true }).waitFor();
    }
    await studentPage
      .getByRole('link', { name: `Chat with ${mentor.name}` })
      .first()
      .waitFor();
    await studentPage.screenshot({ path: screenshotPath('lifecycle-student-active-390.png') });
    await expectNoAxeViolations(studentPage);
  });

  it('the mentor completes the paid session with a proof image', async () => {
    const { student, mentor, paid } = journey();
    const page = await openAs(browser, 'Mentor', mentor.keys);
    await page.goto('/mentor-dashboard/sessions');
    const row = bodyRows(page, 'Active sessions')
      .filter({ hasText: student.name })
      .filter({ hasText: paid.name });
    await row.getByRole('button', { name: `Mark complete (session with ${student.name})` }).click();
    // No time was agreed in the chat: the mentor first confirms the session has taken place.
    const question = page.getByRole('dialog', { name: 'Has this session taken place?' });
    await question.getByRole('button', { name: 'It has taken place' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark session complete' });
    await dialog.getByLabel('Proof image').setInputFiles({
      name: 'call.png',
      mimeType: 'image/png',
      buffer: await proofImage(),
    });
    await dialog.getByRole('img', { name: 'Proof image preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Mark complete' }).click();
    const notice = page
      .getByRole('status')
      .filter({ hasText: `Your session with ${student.name} is complete` });
    await notice.waitFor();

    const booking = await runSql(
      `SELECT status, mentor_earning_paise, proof_image_key FROM bookings
       WHERE student_id = $1 AND mentor_id = $2 AND NOT is_free`,
      [student.id, mentor.id],
    );
    const completed: unknown = booking.rows[0];
    if (!isRecord(completed)) throw new Error('the paid booking is gone');
    expect(completed.status).toBe('complete');
    expect(completed.proof_image_key).toEqual(expect.stringMatching(/^session-proofs\//));
    const earningPaise = Number(completed.mentor_earning_paise);
    expect(earningPaise).toBeGreaterThan(0);
    await notice.getByText(`${formatRupees(earningPaise)} has been added`, { exact: false }).waitFor();
    journey().earningPaise = earningPaise;
    expect(await bodyRows(page, 'Active sessions').filter({ hasText: student.name }).count()).toBe(1);
  });

  it('the student rates it with a review, which the mentor’s public profile then shows', async () => {
    const { student, mentor } = journey();
    const review = `Tara's journey: a clear Physics plan, thank you (${Date.now()})`;
    const page = await openAs(browser, 'Student', student.keys);
    await page.goto('/student-profile');
    await page.getByRole('tab', { name: 'Completed Sessions' }).click();
    await page.getByRole('button', { name: `Rate ${mentor.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Rate your session with ${mentor.name}` });
    await dialog.getByRole('radio', { name: '5 stars' }).check();
    await dialog.getByRole('textbox', { name: 'Your review (optional)' }).fill(review);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Thank you for your feedback!' }).waitFor();
    journey().review = review;

    // Anyone can read it: a visitor's browser, signed in as nobody.
    const visitor = await browser.openPage(VIEWPORTS.phone);
    await visitor.goto(`/single-mentor/${mentor.id}`);
    const reviews = visitor.getByRole('region', { name: /^Reviews/ });
    await reviews.getByText(review).waitFor();
    await reviews.getByText(review).scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: screenshotPath('lifecycle-review-on-profile-390.png') });
  });

  it('the mentor’s dashboard and wallet show the credit the server and the database hold', async () => {
    const { mentor, before, earningPaise } = journey();
    if (earningPaise === undefined) throw new Error('the completion step did not run');
    const earning = earningPaise / 100;
    const after = await readSummary(browser.baseUrl(), mentor.keys);
    expect(after).toMatchObject({
      totalEarnings: before.summary.totalEarnings + earning,
      completeSessions: before.summary.completeSessions + 1,
      wallet: before.summary.wallet + earning,
    });
    expect(await ledgerBalance(mentor.id)).toBe(before.ledgerPaise + earningPaise);

    const page = await openAs(browser, 'Mentor', mentor.keys);
    await page.goto('/mentor-dashboard');
    const totalEarnings = page.getByRole('term').filter({ hasText: 'Total Earnings' }).locator('..');
    await totalEarnings.getByText(`₹${abbreviateRupees(after.totalEarnings)}`, { exact: true }).waitFor();
    await totalEarnings
      .getByText(`Wallet balance: ${formatRupeeAmount(after.wallet)}`, { exact: true })
      .waitFor();
    const completedCard = page.getByRole('term').filter({ hasText: 'Completed Sessions' }).locator('..');
    await completedCard.getByText(String(after.completeSessions), { exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('lifecycle-mentor-dashboard-1366.png') });

    await page.goto('/mentor-dashboard/wallet');
    await page
      .getByRole('region', { name: 'Wallet Balance' })
      .getByText(formatRupees(before.ledgerPaise + earningPaise), { exact: true })
      .waitFor();
    await page.screenshot({ path: screenshotPath('lifecycle-mentor-wallet-1366.png') });
  });
  it('the mentor completes the free session: its earning is on hold until the student says it took place', async () => {
    const { student, mentor, free } = journey();
    const baseUrl = browser.baseUrl();
    const freeBooking = await runSql(
      'SELECT id, mentor_earning_paise FROM bookings WHERE student_id = $1 AND mentor_id = $2 AND is_free',
      [student.id, mentor.id],
    );
    const row: unknown = freeBooking.rows[0];
    if (!isRecord(row)) throw new Error('the free booking is gone');
    const heldPaise = Number(row.mentor_earning_paise);
    const form = new FormData();
    form.set('requestId', String(row.id));
    form.set(
      'imageOfProof',
      new Blob([new Uint8Array(await proofImage())], { type: 'image/png' }),
      'call.png',
    );
    const completed = await fetch(`${baseUrl}/api/v1/mentors/change-status-completed`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${mentor.keys.token}` },
      body: form,
    });
    expect(completed.status).toBe(200);
    const ledgerBefore = await ledgerBalance(mentor.id);

    // The mentor's wallet: the amount on hold beside the balance, at both widths.
    for (const [size, viewport] of [
      ['390', VIEWPORTS.phone],
      ['1366', VIEWPORTS.desktop],
    ] as const) {
      const wallet = await openAs(browser, 'Mentor', mentor.keys, viewport);
      await wallet.goto('/mentor-dashboard/wallet');
      await wallet
        .getByRole('region', { name: 'Wallet Balance' })
        .getByText(`${formatRupees(heldPaise)} on hold`, { exact: true })
        .waitFor();
      await wallet.screenshot({
        path: screenshotPath(`held-earning-mentor-wallet-${size}.png`),
        fullPage: true,
      });
      if (size === '390') await expectNoAxeViolations(wallet);
    }

    // The student is asked whether it took place, and says yes: the earning reaches the wallet once.
    for (const [size, viewport] of [
      ['1366', VIEWPORTS.desktop],
      ['390', VIEWPORTS.phone],
    ] as const) {
      const page = await openAs(browser, 'Student', student.keys, viewport);
      await page.goto('/student-profile');
      await page.getByRole('tab', { name: 'Completed Sessions' }).click();
      await page.getByRole('button', { name: `Details of ${free.name} with ${mentor.name}` }).click();
      const question = page.getByRole('region', { name: 'Did this session take place?' });
      await question.waitFor();
      await question.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`held-earning-student-question-${size}.png`) });
      if (size === '390') {
        await expectNoAxeViolations(page);
        await question.getByRole('button', { name: 'Yes, it did' }).click();
        await page.getByText('You confirmed this session took place. Thank you.').waitFor();
        await page.screenshot({ path: screenshotPath(`held-earning-student-confirmed-${size}.png`) });
      }
    }
    await expect.poll(() => ledgerBalance(mentor.id)).toBe(ledgerBefore + heldPaise);
  });

  it('the student reports the paid session; an admin weighs the evidence and refunds them, the credit reversed', async () => {
    const { student, mentor, paid, earningPaise } = journey();
    if (!earningPaise) throw new Error('the paid session was not completed');
    const balanceBefore = await ledgerBalance(mentor.id);
    const reason = `The call ended after ten minutes (${Date.now()})`;

    const page = await openAs(browser, 'Student', student.keys, VIEWPORTS.phone);
    await page.goto('/student-profile');
    await page.getByRole('tab', { name: 'Completed Sessions' }).click();
    await page.getByRole('button', { name: `Details of ${paid.name} with ${mentor.name}` }).click();
    const box = page.getByRole('region', { name: 'Something wrong with this session?' });
    await box.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByRole('radio', { name: 'It was much shorter than booked' }).check();
    await dialog.getByRole('textbox', { name: /What happened/ }).fill(reason);
    await page.screenshot({ path: screenshotPath('dispute-student-report-390.png') });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('You reported a problem with this session. Our team is looking into it.').waitFor();
    await expect.poll(() => ledgerBalance(mentor.id)).toBe(balanceBefore - earningPaise);

    const login = await api<{ token: string; userid: string }>(
      browser.baseUrl(),
      '/admin/login',
      post({ email: DEMO_LOGINS.admin, password: DEMO_LOGINS.password }),
    );
    for (const [size, viewport] of [
      ['390', VIEWPORTS.phone],
      ['1366', VIEWPORTS.desktop],
    ] as const) {
      const admin = await browser.openPage(viewport);
      await admin.context().addInitScript(
        (keys) => {
          localStorage.setItem('auth', keys.token);
          localStorage.setItem('adminId', keys.adminId);
        },
        { token: login.token, adminId: login.userid },
      );
      await admin.goto('/admin-dashboard/payment');
      const item = admin
        .getByRole('region', { name: 'Reported sessions' })
        .getByRole('listitem')
        .filter({ hasText: reason });
      await item.getByRole('button', { name: 'Review evidence' }).click();
      const evidence = admin.getByRole('dialog', { name: `Evidence: ${paid.name}` });
      await evidence.getByRole('region', { name: 'Conversation' }).waitFor();
      await evidence.getByRole('region', { name: 'Mentor’s proof' }).getByRole('img').waitFor();
      await admin.screenshot({ path: screenshotPath(`dispute-admin-evidence-${size}.png`) });
      if (size === '390') {
        await expectNoAxeViolations(admin);
        continue;
      }
      await evidence.getByRole('button', { name: 'Refund the student' }).click();
      await admin.getByText(/stays reversed; the student’s .* is being refunded\./).waitFor();
    }

    await expect
      .poll(async () => {
        const result = await runSql(
          `SELECT r.status FROM refunds r JOIN bookings b ON b.id = r.booking_id
           WHERE b.student_id = $1 AND b.mentor_id = $2 AND NOT b.is_free`,
          [student.id, mentor.id],
        );
        const row: unknown = result.rows[0];
        return isRecord(row) ? row.status : null;
      })
      .toBe('processed');
    expect(await ledgerBalance(mentor.id)).toBe(balanceBefore - earningPaise);
  });
});
