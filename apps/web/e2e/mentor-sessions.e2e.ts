import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  abbreviateRupees,
  formatRupeeAmount,
  PROOF_REQUIRED_MESSAGE,
  type Envelope,
  type MentorSummary,
} from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { callApi, logIn, payForHour } from './api.ts';
import { expectNoAxeViolations, screenshotPath, useBrowser, VIEWPORTS } from './browser.ts';
import { createStudent, runSql } from './database.ts';

/**
 * Opens a page signed in as the demo mentor: a real login through the API, its keys stored as the login
 * page stores them (the login screen itself is covered by the sign-in journeys).
 */
async function openAsDemoMentor(
  browser: ReturnType<typeof useBrowser>,
  viewport: { width: number; height: number },
): Promise<Page> {
  const response = await fetch(`${browser.baseUrl()}/api/v1/mentors/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGINS.mentor, password: DEMO_LOGINS.password }),
  });
  const { data } = (await response.json()) as Envelope<{ token: string; mentorId: string }>;
  const page = await browser.openPage(viewport);
  await page.context().addInitScript(
    ({ token, mentorId }) => {
      localStorage.setItem('auth', token);
      localStorage.setItem('userId', mentorId);
      localStorage.setItem('userType', 'Mentor');
    },
    { token: data.token, mentorId: data.mentorId },
  );
  await page.goto('/mentor-dashboard');
  return page;
}

/** The dashboard's figures as the server has them now, read with the page's own token. */
function readSummary(page: Page): Promise<MentorSummary> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/mentors/dashboard-summary', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('auth') ?? ''}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    return ((await response.json()) as Envelope<MentorSummary>).data;
  });
}

function proofImage(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

/** Answers the question asked before completing a session without an agreed time: it has taken place. */
async function confirmTakenPlace(page: Page): Promise<void> {
  const question = page.getByRole('dialog', { name: 'Has this session taken place?' });
  await question.getByText('No time was agreed here for this session.', { exact: false }).waitFor();
  await question.getByRole('button', { name: 'It has taken place' }).click();
}

/** The body rows of the page's table (the first row holds the headings). */
function bodyRows(page: Page, table: string): Locator {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** The demo student's bookings are left to the student journeys, which follow them from the other side. */
const DEMO_STUDENT_NAME = 'Priya Sharma';

/** The student of a row as the page's messages name them, read from the row's button ("… of Riya Sharma"). */
async function studentOf(button: Locator, prefix: string): Promise<string> {
  const text = (await button.textContent()) ?? '';
  if (!text.startsWith(prefix)) throw new Error(`unexpected button text: ${text}`);
  return text.slice(prefix.length).replace(/\)$/, '');
}

describe('mentor sessions journey', () => {
  const browser = useBrowser();

  it('sees the waiting requests and accepts one, which moves to Active Sessions', async () => {
    const page = await openAsDemoMentor(browser, VIEWPORTS.desktop);
    await page
      .getByRole('navigation', { name: 'Mentor dashboard' })
      .getByRole('link', { name: 'Session Requests' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Session Requests' }).waitFor();

    const rows = bodyRows(page, 'Session requests');
    await rows.first().waitFor();
    const before = await rows.count();
    expect(before).toBeGreaterThan(0);
    await expect.poll(() => rows.first().textContent()).toMatch(/left|Expired/);
    await expectNoAxeViolations(page);

    // The last row has the most time left, so it is still open however long the earlier journeys took.
    const accept = rows
      .filter({ hasNotText: DEMO_STUDENT_NAME })
      .last()
      .getByRole('button', { name: /^Accept the request of / });
    const student = await studentOf(accept, 'Accept the request of ');
    // A double tap, as on a phone: one accept goes out and the page says it worked.
    const accepts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/mentors/accept-sessions-request')) accepts.push(request.url());
    });
    await accept.dblclick();
    const notice = page.getByRole('status').filter({ hasText: `You accepted ${student}’s request.` });
    await notice.waitFor();
    await expect.poll(() => rows.count()).toBe(before - 1);
    expect(accepts).toHaveLength(1);
    expect(await page.getByText(/already active/).count()).toBe(0);

    await notice.getByRole('link', { name: 'Active Sessions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Active Sessions' }).waitFor();
    await bodyRows(page, 'Active sessions').filter({ hasText: student }).first().waitFor();
  });

  it('completes an active session with a proof image, and the dashboard shows the credit', async () => {
    // A paid session of its own: a free one's earning is held until the student confirms
    // (booking-lifecycle.e2e.ts), and the demo data's paid ones may be used up by the journeys above.
    const payer = await createStudent('Gauri');
    await activeSessionWithDemoMentor(payer.email);
    const page = await openAsDemoMentor(browser, VIEWPORTS.desktop);
    await page.getByRole('heading', { level: 2, name: 'Completed Sessions' }).waitFor();
    const before = await readSummary(page);

    await page.goto('/mentor-dashboard/sessions');
    const row = bodyRows(page, 'Active sessions').filter({ hasText: 'Gauri Journey' }).first();
    await row.waitFor();
    const complete = row.getByRole('button', { name: /^Mark complete/ });
    const student = await studentOf(complete, 'Mark complete (session with ');
    await complete.click();
    // No time was agreed in the chat for the demo sessions: the mentor confirms it has taken place.
    await confirmTakenPlace(page);
    const dialog = page.getByRole('dialog', { name: 'Mark session complete' });
    await dialog.waitFor();

    // No image: the spec's message, gone after 3 seconds, and nothing completed.
    await dialog.getByRole('button', { name: 'Mark complete' }).click();
    const missing = dialog.getByText(PROOF_REQUIRED_MESSAGE, { exact: true });
    await missing.waitFor();
    await expectNoAxeViolations(page);
    await missing.waitFor({ state: 'hidden', timeout: 5000 });

    await dialog.getByLabel('Proof image').setInputFiles({
      name: 'session-call.png',
      mimeType: 'image/png',
      buffer: await proofImage(),
    });
    await dialog.getByRole('img', { name: 'Proof image preview' }).waitFor();
    // Pressed twice in a row: one upload goes out, and the dialog does not answer "already completed".
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/mentors/change-status-completed')) uploads.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Mark complete' }).dblclick();
    const notice = page.getByRole('status').filter({ hasText: `Your session with ${student} is complete` });
    await notice.waitFor();
    const earning = Number(
      (await notice.textContent())?.match(/₹([\d,.]+) has been added/)?.[1]?.replace(/,/g, ''),
    );
    expect(earning).toBeGreaterThan(0);
    expect(uploads).toHaveLength(1);
    await dialog.waitFor({ state: 'detached' });
    // The button pressed left with its row: the notice holds the focus instead of the page's start.
    expect(await notice.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('table', { name: 'Active sessions' }).getByText(student).count()).toBe(0);

    await page
      .getByRole('navigation', { name: 'Mentor dashboard' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    const totalEarnings = page.getByRole('term').filter({ hasText: 'Total Earnings' }).locator('..');
    await totalEarnings
      .getByText(`₹${abbreviateRupees(before.totalEarnings + earning)}`, { exact: true })
      .waitFor();
    await totalEarnings
      .getByText(`Wallet balance: ${formatRupeeAmount(before.wallet + earning)}`, { exact: true })
      .waitFor();
    const completedCard = page.getByRole('term').filter({ hasText: 'Completed Sessions' }).locator('..');
    await completedCard.getByText(String(before.completeSessions + 1), { exact: true }).waitFor();

    // The completed session is found by its student's username, with its proof.
    const completedRow = bodyRows(page, 'Completed sessions').filter({ hasText: student }).first();
    await page.getByRole('searchbox', { name: 'Search by student' }).waitFor();
    await completedRow.waitFor();
    const handle = (await completedRow.getByText(/^@/).textContent())?.slice(1) ?? '';
    await page.getByRole('searchbox', { name: 'Search by student' }).fill(handle);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/mentor-dashboard?search=${handle}`);
    await expect
      .poll(() => bodyRows(page, 'Completed sessions').filter({ hasNotText: handle }).count())
      .toBe(0);
    await completedRow.getByRole('button', { name: 'View proof' }).click();
    const proof = page.getByRole('dialog', { name: `Proof of the session with ${student}` });
    const picture = proof.getByRole('img', { name: `Proof of the session with ${student}` });
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  it('keeps the monthly package from completion for 30 days: its button is disabled and says from when', async () => {
    const page = await openAsDemoMentor(browser, VIEWPORTS.desktop);
    await page.goto('/mentor-dashboard/sessions');
    const row = bodyRows(page, 'Active sessions').filter({ hasText: 'Monthly' }).first();
    await row.waitFor();
    const locked = row.getByRole('button', { name: /^Can be completed from \d{2} \w{3} \d{4}, / });
    await locked.waitFor();
    expect(await locked.isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: /^Mark complete/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('shows the whole label of the dashboard’s search on a phone and a laptop', async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const page = await openAsDemoMentor(browser, viewport);
      const field = page.getByRole('searchbox', { name: 'Search by student' });
      await field.waitFor();
      const cut = await field.evaluate((input) => {
        const label = input.closest('.MuiFormControl-root')?.querySelector('label');
        return label ? label.scrollWidth - label.clientWidth : -1;
      });
      expect(cut, `${viewport.width} px`).toBe(0);
      await page.screenshot({ path: screenshotPath(`mentor-dashboard-search-${viewport.width}.png`) });
    }
  });

  it('passes axe on every mentor session page at phone and desktop widths', async () => {
    // The journeys above may have completed every session of the demo data that could be: one of its own.
    const student = await createStudent('Farah');
    await activeSessionWithDemoMentor(student.email);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await openAsDemoMentor(browser, viewport);
      for (const [slug, path, heading] of [
        ['dashboard', '/mentor-dashboard', 'Dashboard'],
        ['requests', '/mentor-dashboard/approval-section', 'Session Requests'],
        ['sessions', '/mentor-dashboard/sessions', 'Active Sessions'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page
          .getByRole('table')
          .or(page.getByText(/^No .* yet$/))
          .first()
          .waitFor();
        await expectNoAxeViolations(page);
        await page.screenshot({ path: screenshotPath(`mentor-${slug}-${name}.png`), fullPage: true });
      }
      await page.getByRole('button', { name: 'Mark complete (session with Farah Journey)' }).click();
      await page.getByRole('dialog', { name: 'Has this session taken place?' }).waitFor();
      await page.screenshot({ path: screenshotPath(`mentor-complete-confirm-${name}.png`) });
      await confirmTakenPlace(page);
      await page.getByRole('dialog', { name: 'Mark session complete' }).waitFor();
      await page.screenshot({ path: screenshotPath(`mentor-complete-dialog-${name}.png`) });
    }
  });
});

/**
 * A listed mentor other than the demo one (whom the journeys above follow), with the fewest open requests
 * so the new one is on the first page of their requests, and their category.
 */
async function quietMentor(): Promise<{ id: string; email: string; category: string }> {
  const result = await runSql(
    `SELECT m.id, m.email, m.category FROM mentors m
     WHERE m.application_status = 'approved' AND m.is_active AND m.email_verified_at IS NOT NULL
       AND m.neet_score IS NOT NULL AND m.password_hash IS NOT NULL
       AND (m.away_until IS NULL OR m.away_until < now()) AND lower(m.email) <> lower($1)
     ORDER BY (SELECT count(*) FROM bookings b WHERE b.mentor_id = m.id AND b.status = 'pending'), m.mentor_id
     LIMIT 1`,
    [DEMO_LOGINS.mentor],
  );
  const row = result.rows[0] as { id: string; email: string; category: string } | undefined;
  if (!row) throw new Error('no listed mentor in the demo data');
  return row;
}

/** A session of the demo mentor's that can be marked complete now: paid for, accepted, no time agreed. */
async function activeSessionWithDemoMentor(studentEmail: string): Promise<void> {
  const student = await logIn('Student', studentEmail);
  const mentor = await logIn('Mentor', DEMO_LOGINS.mentor);
  const { bookingId } = await payForHour(student.token, mentor.id);
  await callApi('/mentors/accept-sessions-request', { requestId: bookingId }, mentor.token);
}

/** Keys stored as the login page stores them, in a new browser context of the given width. */
async function openSignedIn(
  browser: ReturnType<typeof useBrowser>,
  keys: { token: string; userId: string; userType: 'Student' | 'Mentor' },
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await browser.openPage(viewport);
  await page.context().addInitScript((stored) => {
    localStorage.setItem('auth', stored.token);
    localStorage.setItem('userId', stored.userId);
    localStorage.setItem('userType', stored.userType);
  }, keys);
  return page;
}

describe('a mentor declining a request', () => {
  const browser = useBrowser();

  it('declines a paid request with a reason; the student sees why, the refund and other mentors', async () => {
    const student = await createStudent('Devika');
    const mentor = await quietMentor();
    const studentLogin = await logIn('Student', student.email);
    const mentorLogin = await logIn('Mentor', mentor.email);
    const paid = await payForHour(studentLogin.token, mentor.id);

    const page = await openSignedIn(
      browser,
      { token: mentorLogin.token, userId: mentorLogin.id, userType: 'Mentor' },
      VIEWPORTS.desktop,
    );
    await page.goto('/mentor-dashboard/approval-section');
    const rows = bodyRows(page, 'Session requests');
    const row = rows.filter({ hasText: 'Devika Journey' });
    await row.waitFor();
    const before = await rows.count();
    await row.getByRole('button', { name: 'Decline the request of Devika Journey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this request?' });
    await dialog.getByText(/is refunded in full/).waitFor();
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('textbox', { name: 'Your reason' }).fill('My exams start this week, sorry.');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath('mentor-decline-dialog-desktop.png') });
    await page.setViewportSize(VIEWPORTS.phone);
    await page.screenshot({ path: screenshotPath('mentor-decline-dialog-phone.png') });
    await page.setViewportSize(VIEWPORTS.desktop);

    // A double tap: one decline goes out, and the page says it worked.
    const declines: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/mentors/decline-sessions-request')) declines.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Decline request' }).dblclick();
    await page
      .getByRole('status')
      .filter({ hasText: 'You declined Devika Journey’s request. They are refunded in full.' })
      .waitFor();
    await expect.poll(() => rows.count()).toBe(before - 1);
    expect(await row.count()).toBe(0);
    expect(declines).toHaveLength(1);

    const studentPage = await openSignedIn(
      browser,
      { token: studentLogin.token, userId: studentLogin.id, userType: 'Student' },
      VIEWPORTS.phone,
    );
    await studentPage.goto('/student-profile');
    await studentPage.getByRole('tab', { name: 'Session Management' }).click();
    const session = bodyRows(studentPage, 'Your sessions').filter({ hasText: paid.packageName });
    await session.getByText('Declined by mentor').waitFor();
    await studentPage.getByRole('button', { name: new RegExp(`^Details of ${paid.packageName}`) }).click();
    await studentPage.getByText('Reason: “My exams start this week, sorry.”').waitFor();
    await studentPage.getByText(/^(Refund of .* on its way|Refunded )/).waitFor();
    await expectNoAxeViolations(studentPage);
    await studentPage.screenshot({ path: screenshotPath('student-declined-phone.png'), fullPage: true });
    await studentPage.setViewportSize(VIEWPORTS.desktop);
    await studentPage.screenshot({ path: screenshotPath('student-declined-desktop.png'), fullPage: true });

    await studentPage.getByRole('link', { name: 'Find another mentor' }).click();
    await studentPage.waitForURL(`**/search-mentor?category=${mentor.category}`);
    await studentPage.getByRole('heading', { level: 1 }).waitFor();
  });
});
