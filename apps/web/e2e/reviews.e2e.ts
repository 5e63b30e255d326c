import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { expectNoAxeViolations, screenshotPath, useBrowser, VIEWPORTS } from './browser.ts';
import { createStudent, runSql } from './database.ts';

/**
 * Reviews worth reading, in the browser: a mentor replies once to a review from their Reviews page, the
 * reply shows under the review on the public profile with the package, the date and the star counts; an
 * admin hides the review with a reason, it leaves the profile and the mentor reads why.
 */

type Browser = ReturnType<typeof useBrowser>;

const REVIEW = 'Clear plan for my biology revision, thank you.';
const REPLY = 'Glad it helped! Keep the daily revision going.';
const REASON = 'Shares the student’s phone number.';

let mentor: { id: string; email: string; mentorId: string };
let studentId: string;

function firstRow(result: { rows: unknown[] }): Record<string, unknown> {
  const row = result.rows[0];
  if (typeof row !== 'object' || row === null) throw new Error('no row');
  return row as Record<string, unknown>;
}

/**
 * An approved mentor of this journey's own (a copy of the demo mentor's row under a new address and
 * MentorId, without the picture), so the demo mentor's rating, which other journeys read, never moves.
 */
async function createMentor(): Promise<typeof mentor> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `mentor.reviews.${stamp}@example.com`;
  const columns = (
    await runSql(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'mentors' AND is_generated = 'NEVER'
         AND column_name NOT IN ('id', 'mentor_id', 'email', 'referral_code', 'profile_picture', 'away_until',
           'review_count', 'rating_total')`,
    )
  ).rows.map((row: unknown) => `"${String((row as Record<string, unknown>).column_name)}"`);
  const row = firstRow(
    await runSql(
      `INSERT INTO mentors (mentor_id, email, ${columns.join(', ')})
       SELECT $2, $1, ${columns.join(', ')} FROM mentors WHERE lower(email) = lower($3)
       RETURNING id, mentor_id, first_name`,
      [email, `reviews${stamp}`, DEMO_LOGINS.mentor],
    ),
  );
  return { id: String(row.id), email, mentorId: String(row.mentor_id) };
}

/** A completed hour with the mentor and the student's 4-star review of it. */
async function reviewOfHour(): Promise<void> {
  const booking = firstRow(
    await runSql(
      `INSERT INTO bookings (student_id, mentor_id, package_id, status, price_paise, is_free, approved_at,
         completed_at)
       SELECT $1, m.id, p.id, 'complete', p.price_paise, false, now() - interval '2 days',
         now() - interval '1 day'
         FROM mentors m JOIN packages p ON p.category = m.category AND p.kind = 'session60'
        WHERE m.id = $2
       RETURNING id`,
      [studentId, mentor.id],
    ),
  );
  await runSql(
    `INSERT INTO feedback (mentor_id, student_id, booking_id, rating, review) VALUES ($1, $2, $3, 4, $4)`,
    [mentor.id, studentId, booking.id, REVIEW],
  );
}

async function openSignedIn(
  browser: Browser,
  login: { path: string; body: unknown; keys: (data: Record<string, string>) => Record<string, string> },
): Promise<Page> {
  const response = await fetch(`${browser.baseUrl()}/api/v1${login.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(login.body),
  });
  const { data } = (await response.json()) as Envelope<Record<string, string>>;
  const page = await browser.openPage(VIEWPORTS.phone);
  await page.context().addInitScript((keys) => {
    for (const [key, value] of Object.entries(keys)) localStorage.setItem(key, value);
  }, login.keys(data));
  return page;
}

const asMentor = (browser: Browser) =>
  openSignedIn(browser, {
    path: '/mentors/login',
    body: { email: mentor.email, password: DEMO_LOGINS.password },
    keys: (data) => ({ auth: data.token ?? '', userId: data.mentorId ?? '', userType: 'Mentor' }),
  });

const asAdmin = (browser: Browser) =>
  openSignedIn(browser, {
    path: '/admin/login',
    body: { email: DEMO_LOGINS.admin, password: DEMO_LOGINS.password },
    keys: (data) => ({ auth: data.token ?? '', adminId: data.userid ?? '' }),
  });

beforeAll(async () => {
  mentor = await createMentor();
  studentId = (await createStudent('Reviewer')).id;
  await reviewOfHour();
});

afterAll(async () => {
  await runSql('DELETE FROM feedback WHERE mentor_id = $1', [mentor.id]);
  await runSql('DELETE FROM bookings WHERE mentor_id = $1', [mentor.id]);
  await runSql("DELETE FROM auth_sessions WHERE role = 'mentor' AND user_id = $1", [mentor.id]);
  await runSql('DELETE FROM mentors WHERE id = $1', [mentor.id]);
  await runSql('DELETE FROM students WHERE id = $1', [studentId]);
});

describe('reviews worth reading', () => {
  const browser = useBrowser();

  it('lets the mentor reply once, shows the reply on the profile, and takes a hidden review off it', async () => {
    const mentorPage = await asMentor(browser);
    await mentorPage.goto('/mentor-dashboard/reviews');
    await mentorPage.getByText(REVIEW).waitFor();
    await expectNoAxeViolations(mentorPage);
    await mentorPage.getByRole('button', { name: 'Reply to Reviewer J.' }).click();
    const dialog = mentorPage.getByRole('dialog', { name: 'Reply to Reviewer J.' });
    await expect.poll(() => dialog.textContent()).toContain('cannot be edited after you send it');
    await dialog.getByRole('textbox', { name: /Your reply/ }).fill(REPLY);
    await dialog.getByRole('button', { name: 'Publish reply' }).click();
    await mentorPage.getByRole('status').filter({ hasText: 'is on your profile now' }).waitFor();
    await mentorPage.getByText(REPLY).waitFor();
    expect(await mentorPage.getByRole('button', { name: 'Reply to Reviewer J.' }).count()).toBe(0);

    const visitor = await browser.openPage(VIEWPORTS.phone);
    await visitor.goto(`/single-mentor/${mentor.mentorId}`);
    const reviews = visitor.getByRole('region', { name: 'Reviews (1)' });
    await reviews.getByText(REVIEW).waitFor();
    await reviews.getByRole('heading', { name: /^Reply from / }).waitFor();
    await reviews.getByText(REPLY).waitFor();
    await reviews.getByText('Package: 60-minute session', { exact: false }).waitFor();
    const bars = reviews.getByRole('list', { name: 'Ratings by stars' });
    expect(await bars.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^5 stars: 0 reviews/),
      expect.stringMatching(/^4 stars: 1 review(?!s)/),
      expect.stringMatching(/^3 stars: 0 reviews/),
      expect.stringMatching(/^2 stars: 0 reviews/),
      expect.stringMatching(/^1 star: 0 reviews/),
    ]);
    await expectNoAxeViolations(visitor);
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await reviews.screenshot({ path: screenshotPath('reviews-profile-390.png') });

    const admin = await asAdmin(browser);
    await admin.goto(`/admin-dashboard/reviews?search=${mentor.mentorId}`);
    await admin.getByText(REVIEW).waitFor();
    await admin
      .getByRole('button', { name: `Hide the review by Reviewer Journey of ${mentor.mentorId}` })
      .click();
    const hide = admin.getByRole('dialog', { name: 'Hide this review' });
    await hide.getByRole('textbox', { name: /Reason/ }).fill(REASON);
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await admin.getByText(`Hidden: ${REASON}`).waitFor();

    await visitor.reload();
    await visitor.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet').waitFor();

    await mentorPage.reload();
    await mentorPage.getByText(REASON, { exact: false }).waitFor();
    await mentorPage.screenshot({ path: screenshotPath('reviews-mentor-390.png'), fullPage: true });
  });
});
