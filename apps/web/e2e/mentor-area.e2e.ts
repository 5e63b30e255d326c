import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  formatIstDate,
  formatRupees,
  PACKAGE_KIND_LABELS,
  type Envelope,
  type MentorProfile,
} from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { expectNoAxeViolations, screenshotPath, useBrowser, VIEWPORTS } from './browser.ts';
import { runSql } from './database.ts';

type Browser = ReturnType<typeof useBrowser>;
type Viewport = { width: number; height: number };

interface Mentor {
  id: string;
  email: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The first row's column as a string, or a failure naming what was looked for. */
async function selectOne(statement: string, values: unknown[], column: string): Promise<string> {
  const row: unknown = (await runSql(statement, values)).rows[0];
  const value = isRecord(row) ? row[column] : undefined;
  if (value === undefined || value === null) throw new Error(`no ${column} for ${statement}`);
  return String(value);
}

const created: Mentor[] = [];

/**
 * An approved mentor of its own for a journey: a copy of the demo mentor's row (so the demo password,
 * score and languages) under a new address, without the demo's picture (a new one would delete it) or
 * payment details. Journeys that change a profile, a password or payout details never touch the demo
 * mentor, whom the other journeys log in as.
 */
async function createMentor(label: string): Promise<Mentor> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `mentor.${label}.${stamp}@example.com`;
  const columns = (
    await runSql(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'mentors' AND is_generated = 'NEVER'
         AND column_name NOT IN ('id', 'mentor_id', 'email', 'referral_code', 'profile_picture', 'away_until')`,
    )
  ).rows.map((row: unknown) => (isRecord(row) ? `"${String(row.column_name)}"` : ''));
  const id = await selectOne(
    `INSERT INTO mentors (mentor_id, email, ${columns.join(', ')})
     SELECT $2, $1, ${columns.join(', ')} FROM mentors WHERE lower(email) = lower($3)
     RETURNING id`,
    [email, `${label}${stamp}`, DEMO_LOGINS.mentor],
    'id',
  );
  const mentor = { id, email };
  created.push(mentor);
  return mentor;
}

async function removeCreatedMentors(): Promise<void> {
  const ids = created.map((mentor) => mentor.id);
  await runSql('DELETE FROM bookings WHERE mentor_id = ANY($1)', [ids]);
  await runSql("DELETE FROM notifications WHERE recipient_role = 'mentor' AND recipient_id = ANY($1)", [ids]);
  await runSql("DELETE FROM auth_sessions WHERE role = 'mentor' AND user_id = ANY($1)", [ids]);
  await runSql('DELETE FROM mentors WHERE id = ANY($1)', [ids]);
}

/** A real login through the API, its keys stored as the login page stores them. */
async function openAsMentor(
  browser: Browser,
  viewport: Viewport,
  email: string,
  path: string,
  password: string = DEMO_LOGINS.password,
): Promise<Page> {
  const response = await fetch(`${browser.baseUrl()}/api/v1/mentors/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { data } = (await response.json()) as Envelope<{ token: string; mentorId: string }>;
  const page = await browser.openPage(viewport);
  await page.context().addInitScript(
    ({ token, mentorId }) => {
      // Runs on every load: a token the page replaced since (a password change) is kept.
      if (localStorage.getItem('auth')) return;
      localStorage.setItem('auth', token);
      localStorage.setItem('userId', mentorId);
      localStorage.setItem('userType', 'Mentor');
    },
    { token: data.token, mentorId: data.mentorId },
  );
  await page.goto(path);
  return page;
}

/** The signed-in mentor's details as the server has them now, read with the page's own token. */
function readDetails(page: Page): Promise<MentorProfile> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/mentors/mentor-details', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('auth') ?? ''}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    return ((await response.json()) as Envelope<MentorProfile>).data;
  });
}

function portrait(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .png()
    .toBuffer();
}

function sidebarLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Mentor dashboard' }).getByRole('link', { name, exact: true });
}

/** A text field by its label; MUI appends a thin space and an asterisk to required labels. */
function textField(page: Page, label: string) {
  return page.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });
}

/** The pages of this journey and their headings. */
const MENTOR_PAGES = [
  ['notifications', 'Notifications'],
  ['profile-setting', 'Profile Settings'],
  ['change-password', 'Change Password'],
  ['wallet', 'Wallet'],
  ['updates', 'All Updates'],
  ['help', 'Help & Support'],
  ['referals', 'Referrals'],
] as const;

describe('mentor area journey', () => {
  const browser = useBrowser();
  afterAll(removeCreatedMentors);

  it('edits the profile: a fourth language is refused with the alert, and a new picture is saved', async () => {
    const mentor = await createMentor('profile');
    const page = await openAsMentor(browser, VIEWPORTS.desktop, mentor.email, '/mentor-dashboard');
    await sidebarLink(page, 'Profile Settings').click();
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    const form = page.getByRole('form', { name: 'Profile' });
    await form.waitFor();
    expect(await textField(page, 'NEET Score').getAttribute('readonly')).not.toBeNull();
    expect(await textField(page, 'NEET Exam Year').getAttribute('readonly')).not.toBeNull();
    await expectNoAxeViolations(page);

    await textField(page, 'First Name').fill('Kavya');
    await textField(page, 'City').fill('Chennai');
    await page.getByRole('combobox', { name: /^State/ }).selectOption('Tamil Nadu');
    await textField(page, 'AIR Rank').fill('1250');

    // The demo mentor's copy already speaks three languages: a fourth is refused with the spec's alert.
    const chosen = page.getByRole('list', { name: 'Chosen languages' }).getByRole('listitem');
    expect(await chosen.allTextContents()).toEqual(['English', 'Hindi', 'Tamil']);
    await page.getByRole('combobox', { name: 'Add a language' }).selectOption('Malayalam');
    const limit = page.getByRole('alert').filter({ hasText: 'You can select up to 3 languages only' });
    await limit.waitFor();
    await limit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('mentor-profile-language-limit-desktop.png') });
    expect(await chosen.allTextContents()).toEqual(['English', 'Hindi', 'Tamil']);
    await page.getByRole('button', { name: 'Remove Hindi' }).click();
    await limit.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Add a language' }).selectOption('Malayalam');
    expect(await chosen.allTextContents()).toEqual(['English', 'Tamil', 'Malayalam']);

    await page.getByLabel('Profile Picture', { exact: true }).setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: await portrait(),
    });
    await page.getByRole('img', { name: 'Profile Picture preview' }).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }).waitFor();

    const saved = await readDetails(page);
    expect(saved).toMatchObject({
      firstName: 'Kavya',
      address: { city: 'Chennai', state: 'Tamil Nadu' },
      airRank: 1250,
      languages: ['English', 'Tamil', 'Malayalam'],
    });
    expect(saved.profilePicture).toBeTruthy();
    // The header follows at once: the new name and picture.
    const header = page.getByRole('banner');
    await header.getByText(`Kavya ${saved.lastName}`, { exact: true }).waitFor();
    expect(await header.locator('img').getAttribute('src')).toBe(saved.profilePicture);
    await expect
      .poll(() => header.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    // A reload shows what the server stored.
    await page.reload();
    await form.waitFor();
    expect(await textField(page, 'First Name').inputValue()).toBe('Kavya');
    expect(await chosen.allTextContents()).toEqual(['English', 'Tamil', 'Malayalam']);
    await page.getByRole('img', { name: 'Current Profile Picture' }).waitFor();

    // Away mode: new bookings pause until the day the mentor is back, and start again on request.
    const away = page.getByRole('region', { name: 'Away mode' });
    const backOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      Date.now() + 10 * 24 * 60 * 60 * 1000,
    );
    await away.getByLabel('Back on').fill(backOn);
    await away.getByRole('button', { name: 'Pause bookings' }).click();
    await away
      .getByText(
        `New bookings are paused. Students can book you again from ${formatIstDate(`${backOn}T00:00:00+05:30`)}.`,
      )
      .waitFor();
    const awayUntil = await selectOne(
      'SELECT away_until FROM mentors WHERE id = $1',
      [mentor.id],
      'away_until',
    );
    expect(new Date(awayUntil).toISOString()).toBe(new Date(`${backOn}T00:00:00+05:30`).toISOString());
    await expectNoAxeViolations(page);
    await away.getByRole('button', { name: 'Take bookings again' }).click();
    await away.getByText('You are taking new bookings again.').waitFor();
    const after = await runSql('SELECT away_until FROM mentors WHERE id = $1', [mentor.id]);
    expect(after.rows).toEqual([{ away_until: null }]);
  });

  it('changes the password (a wrong old one is refused), and signs in with the new one', async () => {
    const mentor = await createMentor('password');
    const page = await openAsMentor(
      browser,
      VIEWPORTS.phone,
      mentor.email,
      '/mentor-dashboard/change-password',
    );
    await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
    const fields = ['Old Password', 'New Password', 'Confirm Password'].map((label) =>
      page.getByLabel(new RegExp(`^${label}\\s*\\*?$`)),
    );
    const [oldPassword, newPassword, confirmPassword] = fields;
    if (!oldPassword || !newPassword || !confirmPassword) throw new Error('password fields missing');
    const fresh = 'Fresh@2025ab';

    await oldPassword.fill('Wrong@12345');
    await newPassword.fill(fresh);
    await confirmPassword.fill(fresh);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const refusal = page.getByRole('dialog', { name: 'Error' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/password/i);
    for (const field of fields) expect(await field.inputValue()).toBe('');
    await refusal.getByRole('button', { name: 'Dismiss' }).click();

    await oldPassword.fill(DEMO_LOGINS.password);
    await newPassword.fill(fresh);
    await confirmPassword.fill(fresh);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const done = page.getByText('Password Changed Successfully', { exact: true });
    await done.waitFor();
    for (const field of fields) expect(await field.inputValue()).toBe('');
    await expectNoAxeViolations(page);
    await done.waitFor({ state: 'detached', timeout: 6000 });

    // This device stays signed in with the token the change answered with.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();

    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Logout' });
    await confirm.getByText('Are you sure you want to log out?').waitFor();
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');

    await page.getByRole('tab', { name: 'Mentor' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(mentor.email);
    await page.getByLabel(/^Password\s*\*?$/).fill(fresh);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/mentor-dashboard');
  });

  it('saves Bank details and then a UPI id, with the server’s field messages in between', async () => {
    const mentor = await createMentor('payout');
    const page = await openAsMentor(browser, VIEWPORTS.phone, mentor.email, '/mentor-dashboard/wallet');
    await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
    await page.getByText('Add where your payouts should go.').waitFor();
    expect(await page.getByRole('tab', { name: 'Bank' }).getAttribute('aria-selected')).toBe('true');
    const account = textField(page, 'Account Number');
    expect(await account.getAttribute('placeholder')).toBe('XXXX XXXX XXXX XXXX');

    await account.fill('5010 0234 5678 9012');
    await textField(page, 'Account Holder Name').fill('Kavya Iyer');
    await textField(page, 'IFSC Code').fill('HDFC123');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await page.getByText(/^An IFSC is 11 characters/).waitFor();
    expect(await textField(page, 'IFSC Code').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await textField(page, 'IFSC Code').fill('hdfc0000123');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await page.getByRole('status').filter({ hasText: 'Payment details updated successfully' }).waitFor();
    // What was saved stays on screen, as the server stored it (digits only, the IFSC in capitals).
    expect(await account.inputValue()).toBe('5010023456789012');
    expect(await textField(page, 'IFSC Code').inputValue()).toBe('HDFC0000123');
    const bank = (
      await runSql(
        'SELECT payment_method, payment_info, account_holder_name, ifsc_code FROM payment_details WHERE mentor_id = $1',
        [mentor.id],
      )
    ).rows;
    expect(bank).toEqual([
      {
        payment_method: 'Bank',
        payment_info: '5010023456789012',
        account_holder_name: 'Kavya Iyer',
        ifsc_code: 'HDFC0000123',
      },
    ]);

    await page.getByRole('tab', { name: 'PhonePe' }).click();
    const upi = textField(page, 'PhonePe UPI ID');
    expect(await upi.getAttribute('placeholder')).toBe('mobile_number@ybl');
    expect(await textField(page, 'IFSC Code').count()).toBe(0);
    await upi.fill('9876543210');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await page.getByText('Please enter a UPI id such as 9876543210@ybl.').waitFor();
    await upi.fill('9876543210@ybl');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await page.getByRole('status').filter({ hasText: 'Payment details updated successfully' }).waitFor();
    const phonePe = (
      await runSql(
        'SELECT payment_method, payment_info, account_holder_name, ifsc_code FROM payment_details WHERE mentor_id = $1',
        [mentor.id],
      )
    ).rows;
    expect(phonePe).toEqual([
      {
        payment_method: 'PhonePe',
        payment_info: '9876543210@ybl',
        account_holder_name: null,
        ifsc_code: null,
      },
    ]);

    await page.reload();
    await page.getByText('Your payouts go to this UPI id.').waitFor();
    expect(await page.getByRole('tab', { name: 'PhonePe' }).getAttribute('aria-selected')).toBe('true');
    expect(await textField(page, 'PhonePe UPI ID').inputValue()).toBe('9876543210@ybl');
  });

  it('reads the notifications, which marks them read, and the admin’s updates newest first', async () => {
    const mentor = await createMentor('reader');
    await runSql(
      `INSERT INTO notifications (recipient_role, recipient_id, message, is_read, created_at) VALUES
       ('mentor', $1, 'Welcome to the mentor community.', true, now() - interval '2 days'),
       ('mentor', $1, 'New session request from a student.', false, now() - interval '1 hour')`,
      [mentor.id],
    );
    const page = await openAsMentor(browser, VIEWPORTS.desktop, mentor.email, '/mentor-dashboard');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Notifications, some unread' }).waitFor();

    await sidebarLink(page, 'Notifications').click();
    const list = page.getByRole('list', { name: 'Notifications, newest first' });
    await list.waitFor();
    expect(await list.getByRole('listitem').locator('p').first().textContent()).toBe(
      'New session request from a student.',
    );
    await list.getByRole('listitem').first().getByText('New', { exact: true }).waitFor();
    await header.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await expect
      .poll(async () =>
        selectOne(
          "SELECT count(*) AS unread FROM notifications WHERE recipient_role = 'mentor' AND recipient_id = $1 AND NOT is_read",
          [mentor.id],
          'unread',
        ),
      )
      .toBe('0');
    await expectNoAxeViolations(page);

    const newest = (
      await runSql('SELECT content FROM admin_updates ORDER BY created_at DESC, id DESC LIMIT 5')
    ).rows.map((row: unknown) => (isRecord(row) ? row.content : null));
    const total = Number(await selectOne('SELECT count(*) AS total FROM admin_updates', [], 'total'));
    await sidebarLink(page, 'Updates').click();
    await page.getByRole('heading', { level: 1, name: 'All Updates' }).waitFor();
    const posts = page.getByRole('list', { name: 'Updates, newest first' }).getByRole('listitem');
    await posts.first().waitFor();
    expect(await posts.locator('p').allTextContents()).toEqual(newest);
    expect(await page.getByRole('navigation', { name: 'Pages of updates' }).count()).toBe(total > 5 ? 1 : 0);
    await expectNoAxeViolations(page);
  });

  it('shows the wallet balance, price card and payout history that the database holds', async () => {
    const demoId = await selectOne(
      'SELECT id FROM mentors WHERE lower(email) = lower($1)',
      [DEMO_LOGINS.mentor],
      'id',
    );
    const balance = Number(
      await selectOne(
        'SELECT coalesce(sum(amount_paise), 0) AS balance FROM wallet_ledger WHERE mentor_id = $1',
        [demoId],
        'balance',
      ),
    );
    const paid = (
      await runSql(
        'SELECT amount_paise, cleared_at FROM payouts WHERE mentor_id = $1 ORDER BY cleared_at DESC',
        [demoId],
      )
    ).rows.map((row: unknown) => {
      if (!isRecord(row) || !(row.cleared_at instanceof Date)) throw new Error('unexpected payout row');
      return { amount: formatRupees(Number(row.amount_paise)), date: formatIstDate(row.cleared_at) };
    });
    expect(paid.length).toBeGreaterThan(0);

    const page = await openAsMentor(
      browser,
      VIEWPORTS.desktop,
      DEMO_LOGINS.mentor,
      '/mentor-dashboard/wallet',
    );
    const balanceCard = page.getByRole('region', { name: 'Wallet Balance' });
    await balanceCard.getByText(formatRupees(balance), { exact: true }).waitFor();
    await balanceCard.getByText(/paid out on the 5th of every month/).waitFor();
    const priceCard = page.getByRole('region', { name: 'Price Card' });
    // The demo mentor scored 702: category M4, with the earnings the catalog holds now.
    const earnings = (
      await runSql(
        "SELECT kind, mentor_earning_paise FROM packages WHERE category = 'M4' AND is_active ORDER BY sort_order, price_paise",
      )
    ).rows.map((row: unknown) => {
      if (!isRecord(row) || typeof row.kind !== 'string') throw new Error('unexpected package row');
      const kind = row.kind as keyof typeof PACKAGE_KIND_LABELS;
      return `${PACKAGE_KIND_LABELS[kind]}${formatRupees(Number(row.mentor_earning_paise))}`;
    });
    await priceCard.getByRole('row').first().waitFor();
    expect(await priceCard.getByRole('row').allTextContents()).toEqual(earnings);

    const rows = page
      .getByRole('table', { name: 'Cleared payouts' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await rows.first().waitFor();
    const shown = await rows.evaluateAll((elements) =>
      elements.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? '')),
    );
    expect(shown.map(([, amount, date]) => ({ amount, date }))).toEqual(paid.slice(0, 5));
    expect(await page.getByRole('navigation', { name: 'Pages of cleared payouts' }).count()).toBe(
      paid.length > 5 ? 1 : 0,
    );

    await rows
      .first()
      .getByRole('button', { name: /^View proof of the payout on / })
      .click();
    const proof = page.getByRole('dialog', { name: /^Proof of the payout of / });
    const picture = proof.getByRole('img');
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  it('keeps referrals behind the notice until the configured day, then shows the code', async () => {
    const opening = await runSql('SELECT referrals_available_from FROM platform_settings');
    const page = await openAsMentor(
      browser,
      VIEWPORTS.desktop,
      DEMO_LOGINS.mentor,
      '/mentor-dashboard/referals',
    );
    const notice = page.getByRole('note', { name: 'Coming soon' });
    try {
      await runSql("UPDATE platform_settings SET referrals_available_from = now() + interval '30 days'");
      await page.reload();
      await notice.getByText(/^The referral system will be available from \d{2} \w+ \d{4}\.$/).waitFor();
      await notice.getByText(/Earn ₹30 for every student/).waitFor();
      // The blurred page behind the notice is inert: its button cannot be reached or pressed.
      const copy = page.getByRole('button', { name: 'Copy code' });
      expect(await copy.evaluate((button) => button.closest('[inert]') !== null)).toBe(true);
      await expectNoAxeViolations(page);

      await runSql("UPDATE platform_settings SET referrals_available_from = now() - interval '1 day'");
      await page.reload();
      const code = await selectOne(
        'SELECT referral_code FROM mentors WHERE lower(email) = lower($1)',
        [DEMO_LOGINS.mentor],
        'referral_code',
      );
      await page.getByText(code, { exact: true }).waitFor();
      expect(await notice.count()).toBe(0);
      expect(await copy.evaluate((button) => button.closest('[inert]') === null)).toBe(true);
      await expectNoAxeViolations(page);
    } finally {
      const row: unknown = opening.rows[0];
      await runSql('UPDATE platform_settings SET referrals_available_from = $1', [
        isRecord(row) ? row.referrals_available_from : null,
      ]);
    }
  });

  it('keeps the dashboard’s cards still on a phone while the figures arrive', async () => {
    const mentor = await createMentor('figures');
    // A request waiting: its note ("1 request waiting for you") takes two lines in a phone's card, where the
    // loading state's placeholder takes one.
    await runSql(
      `INSERT INTO bookings (student_id, mentor_id, package_id, status, price_paise, is_free)
       SELECT s.id, $1, p.id, 'pending', 0, true FROM students s, packages p
        WHERE lower(s.email) = lower($2) AND p.kind = 'session60' ORDER BY p.sort_order LIMIT 1`,
      [mentor.id, DEMO_LOGINS.student],
    );
    const page = await openAsMentor(browser, VIEWPORTS.phone, mentor.email, '/terms-condition');
    await page.context().addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The figures come after the cards have been painted empty, as on a slow network.
    await page.route('**/api/v1/mentors/dashboard-summary', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto('/mentor-dashboard');
    await page.getByRole('link', { name: '1 request waiting for you' }).waitFor();
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts).toEqual([]);
  });

  it.each(Object.entries(VIEWPORTS))(
    'passes axe on every mentor page at %s width',
    async (name, viewport) => {
      const page = await openAsMentor(browser, viewport, DEMO_LOGINS.mentor, '/mentor-dashboard');
      for (const [slug, heading] of MENTOR_PAGES) {
        await page.goto(`/mentor-dashboard/${slug}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
        await page.screenshot({ path: screenshotPath(`mentor-${slug}-${name}.png`), fullPage: true });
      }
      if (viewport === VIEWPORTS.phone) {
        await page.getByRole('button', { name: 'Toggle navigation' }).click();
        await page.getByRole('navigation', { name: 'Mentor dashboard' }).waitFor();
        await expectNoAxeViolations(page);
        await page.screenshot({ path: screenshotPath(`mentor-drawer-${name}.png`) });
        await page.getByRole('button', { name: 'Logout' }).click();
      } else {
        await page
          .getByRole('navigation', { name: 'Mentor dashboard' })
          .getByRole('button', { name: 'Logout' })
          .click();
      }
      await page.getByRole('dialog', { name: 'Confirm Logout' }).waitFor();
      await page.screenshot({ path: screenshotPath(`mentor-logout-dialog-${name}.png`) });
      await page.getByRole('button', { name: 'Cancel' }).click();
    },
  );
});
