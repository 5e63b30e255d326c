import type { Locator, Page } from 'playwright-core';
import PgBoss from 'pg-boss';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { callApi, logIn, payForHour } from './api.ts';
import { screenshotPath, useBrowser, VIEWPORTS } from './browser.ts';
import { createStudent, runSql } from './database.ts';

/**
 * Issue 29: a student and a mentor, each signed in in a browser of their own at the same time, see each
 * other's booking changes without reloading: an accept, a cancellation and its refund, a completion that
 * closes the chat, and a request that expires. Every wait is for what the page shows; nothing reloads.
 */

type Browser = ReturnType<typeof useBrowser>;
type Role = 'Student' | 'Mentor';

interface Person {
  role: Role;
  id: string;
  token: string;
  name: string;
}

async function signIn(role: Role, email: string, name: string): Promise<Person> {
  const { token, id } = await logIn(role, email);
  return { role, id, token, name };
}

/** A bookable mentor other than the demo mentor (whom other journeys follow), with the fewest open requests. */
async function chooseMentor(): Promise<Person> {
  const result = await runSql(
    `SELECT m.email, m.first_name || ' ' || m.last_name AS name FROM mentors m
     WHERE m.application_status = 'approved' AND m.is_active AND m.email_verified_at IS NOT NULL
       AND m.neet_score IS NOT NULL AND m.password_hash IS NOT NULL
       AND (m.away_until IS NULL OR m.away_until < now()) AND lower(m.email) <> lower($1)
     ORDER BY (SELECT count(*) FROM bookings b WHERE b.mentor_id = m.id AND b.status IN ('pending', 'active')),
       m.mentor_id DESC
     LIMIT 1`,
    [DEMO_LOGINS.mentor],
  );
  const row = result.rows[0] as { email: string; name: string } | undefined;
  if (!row) throw new Error('no bookable mentor in the demo data');
  return signIn('Mentor', row.email, row.name);
}

async function newStudent(firstName: string): Promise<Person> {
  const { email } = await createStudent(firstName);
  return signIn('Student', email, `${firstName} Journey`);
}

/** The hour package of the mentor's category, paid through the sandbox checkout: a pending request. */
async function bookPaidHour(
  student: Person,
  mentor: Person,
): Promise<{ bookingId: string; package: string }> {
  const { bookingId, packageName } = await payForHour(student.token, mentor.id);
  return { bookingId, package: packageName };
}

/** A page signed in as the person, as the login page signs in, at `path`. */
async function openAs(
  browser: Browser,
  person: Person,
  path: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  beforeLoad?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const page = await browser.openPage(viewport);
  await page.context().addInitScript(
    ({ token, id, userType }) => {
      localStorage.setItem('auth', token);
      localStorage.setItem('userId', id);
      localStorage.setItem('userType', userType);
    },
    { token: person.token, id: person.id, userType: person.role },
  );
  await beforeLoad?.(page);
  await page.goto(path);
  // A mark a reload would wipe: the checks at the end prove the page stayed as it was opened.
  await page.evaluate(() => Reflect.set(window, 'openedOnce', true));
  return page;
}

async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => Reflect.get(window, 'openedOnce'))).toBe(true);
}

function bodyRows(page: Page, table: string): Locator {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** The student's Session Management tab, and the row of one booking in it. */
async function openSessionManagement(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Session Management' }).click();
  await page.getByRole('table', { name: 'Your sessions' }).waitFor();
}

function studentRow(page: Page, packageName: string, mentor: Person): Locator {
  return bodyRows(page, 'Your sessions').filter({ hasText: packageName }).filter({ hasText: mentor.name });
}

function mentorRequest(page: Page, student: Person): Locator {
  return bodyRows(page, 'Session requests').filter({ hasText: student.name });
}

/** Runs a booking's 24-hour deadline job now, as the server's job queue runs it when it comes due. */
async function runDeadlineJob(bookingId: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: inject('databaseUrl'),
    // Only to hand the job to the server's workers: this instance does no upkeep of its own.
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  try {
    await boss.send('booking-deadline', { id: bookingId });
  } finally {
    await boss.stop({ graceful: false });
  }
}

function proofImage(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 30, g: 90, b: 140 } } })
    .png()
    .toBuffer();
}

describe('live booking changes between a student and a mentor signed in at once', () => {
  const browser = useBrowser();
  let mentor: Person;

  beforeAll(async () => {
    mentor = await chooseMentor();
  });

  it('the mentor accepts: the student’s sessions show it active at once', async () => {
    const student = await newStudent('Aarav');
    const booking = await bookPaidHour(student, mentor);
    const studentPage = await openAs(browser, student, '/student-profile', VIEWPORTS.phone);
    await openSessionManagement(studentPage);
    const row = studentRow(studentPage, booking.package, mentor);
    await row.getByText('Pending', { exact: true }).waitFor();

    const mentorPage = await openAs(browser, mentor, '/mentor-dashboard/approval-section');
    await mentorRequest(mentorPage, student)
      .getByRole('button', { name: `Accept the request of ${student.name}` })
      .click();
    await mentorPage
      .getByRole('status')
      .filter({ hasText: `You accepted ${student.name}’s request.` })
      .waitFor();

    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByRole('link', { name: `Chat with ${mentor.name}` }).waitFor();
    await studentPage.screenshot({ path: screenshotPath('live-accepted-student-390.png') });
    await expectNotReloaded(studentPage);
  });

  it('the mentor accepts: the bell of a student browsing a public page lights up at once', async () => {
    const student = await newStudent('Anika');
    await bookPaidHour(student, mentor);
    // Everything the booking told the student so far is read: the bell starts dark.
    await callApi('/students/read-notifications', { studentId: student.id }, student.token);
    const studentPage = await openAs(browser, student, '/search-mentor', VIEWPORTS.phone);
    await studentPage.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    const mentorPage = await openAs(browser, mentor, '/mentor-dashboard/approval-section');
    await mentorRequest(mentorPage, student)
      .getByRole('button', { name: `Accept the request of ${student.name}` })
      .click();

    await studentPage.getByRole('button', { name: 'Notifications, some unread' }).waitFor();
    await expectNotReloaded(studentPage);
  });

  it('the student cancels a paid request: it leaves the mentor’s list, and the refund shows on its own', async () => {
    const student = await newStudent('Bhavna');
    const booking = await bookPaidHour(student, mentor);
    const mentorPage = await openAs(browser, mentor, '/mentor-dashboard/approval-section');
    await mentorRequest(mentorPage, student).waitFor();

    const studentPage = await openAs(browser, student, '/student-profile');
    await openSessionManagement(studentPage);
    const row = studentRow(studentPage, booking.package, mentor);
    await row.getByRole('button', { name: /^Details of / }).click();
    await studentPage.getByRole('button', { name: 'Cancel request' }).click();
    await studentPage
      .getByRole('dialog', { name: 'Cancel this request?' })
      .getByRole('button', { name: 'Cancel request' })
      .click();
    await row.getByText('Cancelled', { exact: true }).waitFor();

    // The mentor's list drops it without a reload.
    await expect.poll(() => mentorRequest(mentorPage, student).count()).toBe(0);
    // The refund is carried out by the server's refund job after the cancellation: only a push tells the
    // open page that it is done.
    await studentPage
      .getByRole('table', { name: 'Your sessions' })
      .getByText(/^Refunded ₹/)
      .waitFor();
    await studentPage.screenshot({ path: screenshotPath('live-refunded-student-1366.png') });
    await mentorPage.screenshot({ path: screenshotPath('live-cancelled-mentor-1366.png') });
    await expectNotReloaded(studentPage);
    await expectNotReloaded(mentorPage);
  });

  it('the mentor completes: the student’s open chat closes and the session shows completed', async () => {
    const student = await newStudent('Chitra');
    const booking = await bookPaidHour(student, mentor);
    await callApi('/mentors/accept-sessions-request', { requestId: booking.bookingId }, mentor.token);

    // The student saw the session active, then opened its chat.
    const studentPage = await openAs(browser, student, '/student-profile', VIEWPORTS.phone);
    await openSessionManagement(studentPage);
    const row = studentRow(studentPage, booking.package, mentor);
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByRole('link', { name: `Chat with ${mentor.name}` }).click();
    const composer = studentPage.getByRole('textbox', { name: 'Message' });
    await composer.waitFor();

    const mentorPage = await openAs(browser, mentor, '/mentor-dashboard/sessions');
    await bodyRows(mentorPage, 'Active sessions')
      .filter({ hasText: student.name })
      .getByRole('button', { name: `Mark complete (session with ${student.name})` })
      .click();
    // No time was agreed in the chat: the mentor first says the session took place.
    await mentorPage
      .getByRole('dialog', { name: 'Has this session taken place?' })
      .getByRole('button', { name: 'It has taken place' })
      .click();
    const dialog = mentorPage.getByRole('dialog', { name: 'Mark session complete' });
    await dialog.getByLabel('Proof image').setInputFiles({
      name: 'call.png',
      mimeType: 'image/png',
      buffer: await proofImage(),
    });
    await dialog.getByRole('img', { name: 'Proof image preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Mark complete' }).click();
    await mentorPage
      .getByRole('status')
      .filter({ hasText: `Your session with ${student.name} is complete` })
      .waitFor();

    await studentPage.getByText('You can send messages while you have an active session together.').waitFor();
    expect(await composer.count()).toBe(0);
    await studentPage.screenshot({ path: screenshotPath('live-chat-closed-student-390.png') });

    // Back on the sessions, read while it was active (well within their minute of freshness): they show it
    // completed, as the push made them stale.
    await openSessionManagement(studentPage);
    await row.getByText('Completed', { exact: true }).waitFor();
    await expectNotReloaded(studentPage);
  });

  it('a request expires: the mentor’s countdown says Expired, then the request leaves when the server cancels it', async () => {
    const student = await newStudent('Dev');
    const booking = await bookPaidHour(student, mentor);
    // Bought almost 24 hours ago: ten minutes are left to accept it.
    await runSql(
      "UPDATE bookings SET purchased_at = now() - interval '24 hours' + interval '10 minutes' WHERE id = $1",
      [booking.bookingId],
    );

    const studentPage = await openAs(browser, student, '/student-profile');
    await openSessionManagement(studentPage);
    const row = studentRow(studentPage, booking.package, mentor);
    await row.getByText('Pending', { exact: true }).waitFor();

    // The mentor's page runs on a clock the test moves: its countdown reaches the deadline at once.
    const mentorPage = await openAs(
      browser,
      mentor,
      '/mentor-dashboard/approval-section',
      VIEWPORTS.phone,
      (page) => page.clock.install(),
    );
    const request = mentorRequest(mentorPage, student);
    const accept = request.getByRole('button', { name: `Accept the request of ${student.name}` });
    await request.getByText(/^\d+ min left$/).waitFor();
    expect(await accept.isEnabled()).toBe(true);
    await mentorPage.clock.fastForward('10:05');
    await request.getByText('Expired', { exact: true }).waitFor();
    await expect.poll(() => accept.isDisabled()).toBe(true);
    await mentorPage.screenshot({ path: screenshotPath('live-expired-mentor-390.png') });
    await mentorPage.setViewportSize(VIEWPORTS.desktop);
    await mentorPage.screenshot({ path: screenshotPath('live-expired-mentor-1366.png') });

    // The server's deadline job comes due and cancels it: it leaves the mentor's list, and the student sees
    // the cancellation and its refund.
    await runSql("UPDATE bookings SET purchased_at = now() - interval '24 hours 1 minute' WHERE id = $1", [
      booking.bookingId,
    ]);
    await runDeadlineJob(booking.bookingId);
    await expect.poll(() => request.count()).toBe(0);
    await row.getByText('Cancelled', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Details of / }).click();
    await studentPage.getByText('the mentor did not accept it within 24 hours', { exact: false }).waitFor();
    await expectNotReloaded(studentPage);
    await expectNotReloaded(mentorPage);
  });
});
