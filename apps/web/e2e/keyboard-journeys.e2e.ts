import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { formatRupeeAmount, PROOF_REQUIRED_MESSAGE, type MentorPublicProfile } from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { callApi, logIn, payForHour } from './api.ts';
import { useBrowser, VIEWPORTS } from './browser.ts';
import { createStudent, latestMail, runSql } from './database.ts';
import {
  expectAnnounced,
  expectFocusInside,
  expectFocusReturned,
  expectFocusVisible,
  hasFocus,
  press,
  recordAnnouncements,
  tabTo,
  typeInto,
} from './keyboard.ts';

/**
 * Every journey of the product done with the keyboard alone (issue 31): Tab and Shift+Tab to move, Enter
 * and Space to act, the arrows in the native fields, Escape to close. Nothing here clicks. Each stop of
 * the focus must show it, dialogs take the focus and give it back, and what the page says comes through a
 * live region (what a screen reader announces).
 */

type Browser = ReturnType<typeof useBrowser>;
type Role = 'Student' | 'Mentor' | 'Admin';

/** A page whose context holds the keys a sign-in stores, and records what live regions announce. */
async function openAs(
  browser: Browser,
  role: Role | null,
  keys: { token: string; id: string } | null,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const page = await browser.openPage(viewport);
  await recordAnnouncements(page);
  if (role && keys) {
    await page.context().addInitScript(
      ({ token, id, userType }) => {
        localStorage.setItem('auth', token);
        if (userType === 'Admin') {
          localStorage.setItem('adminId', id);
        } else {
          localStorage.setItem('userId', id);
          localStorage.setItem('userType', userType);
        }
      },
      { ...keys, userType: role },
    );
  }
  return page;
}

async function logInAdmin(): Promise<{ token: string; id: string }> {
  const data = await callApi<{ token: string; userid: string }>('/admin/login', {
    email: DEMO_LOGINS.admin,
    password: DEMO_LOGINS.password,
  });
  return { token: data.token, id: data.userid };
}

/** A password field by its label; MUI adds a thin space and an asterisk to required labels. */
function passwordField(page: Page | Locator, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

/** The 6-digit code of the newest mail to the address, once the outbox has sent it. */
async function mailedCode(baseUrl: string, email: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const code = (await latestMail(baseUrl, email))?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code mailed to ${email} yet`);
      return code;
    },
    { timeout: 30_000, interval: 250 },
  );
}

function picture(color: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/**
 * Opens the file chooser of a picker from the keyboard (Space on its focused input, as on a button) and
 * picks the image in it.
 */
async function chooseFileByKeyboard(page: Page, input: Locator, name: string): Promise<void> {
  await tabTo(page, input);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
  await chooser.setFiles({ name, mimeType: 'image/png', buffer: await picture({ r: 30, g: 90, b: 160 }) });
}

/** A listed mentor other than the demo one, with a paid 60-minute package, not away. */
async function bookableMentor(
  baseUrl: string,
): Promise<{ mentor: MentorPublicProfile; paid: string; price: number }> {
  const found = await runSql(
    `SELECT m.id FROM mentors m
     WHERE m.application_status = 'approved' AND m.is_active AND m.email_verified_at IS NOT NULL
       AND m.neet_score IS NOT NULL AND (m.away_until IS NULL OR m.away_until < now())
       AND lower(m.email) <> lower($1)
     ORDER BY m.mentor_id DESC LIMIT 8`,
    [DEMO_LOGINS.mentor],
  );
  for (const row of found.rows as { id: string }[]) {
    const response = await fetch(`${baseUrl}/api/v1/mentors/single-mentor/${row.id}`);
    if (!response.ok) continue;
    const mentor = ((await response.json()) as { data: MentorPublicProfile }).data;
    const paid = mentor.package.find((item) => item.kind === 'session60' && item.packagePrice > 0);
    if (paid) return { mentor, paid: paid.packageName, price: paid.packagePrice };
  }
  throw new Error('no bookable mentor in the demo data');
}

/** A student of its own with a paid, accepted hour with the demo mentor: an active session. */
async function activeSessionWithDemoMentor(firstName: string) {
  const student = await createStudent(firstName);
  const studentLogin = await logIn('Student', student.email);
  const mentorLogin = await logIn('Mentor', DEMO_LOGINS.mentor);
  const { bookingId } = await payForHour(studentLogin.token, mentorLogin.id);
  await callApi('/mentors/accept-sessions-request', { requestId: bookingId }, mentorLogin.token);
  return { student, studentLogin, mentorLogin, name: `${firstName} Journey` };
}

/** A date in India `days` from now, as typed into an en-US date field (month, day, year). */
function typedIndianDate(days: number): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(Date.now() + days * 24 * 60 * 60 * 1000);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('month')}${part('day')}${part('year')}`;
}

/** The narrowest phone the product serves (issue 31). */
const PHONE_320 = { width: 320, height: 640 };

/** Waits for the heading, then checks that the page is a Hindi one: its language and the heading's script. */
async function expectHindiPage(page: Page, heading: Locator): Promise<void> {
  await heading.waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  expect(await heading.textContent()).toMatch(/[\u0900-\u097F]/);
}

/** A time `days` from now at 4:30 pm in India (11:00 UTC), as the API takes an offered time. */
function indianAfternoon(days: number): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  day.setUTCHours(11, 0, 0, 0);
  return day.toISOString();
}

describe('every journey by keyboard', () => {
  const browser = useBrowser();

  it('signs a student up with the e-mailed code', async () => {
    const baseUrl = browser.baseUrl();
    const email = `keyboard.${Date.now()}@example.com`;
    const page = await openAs(browser, null, null);
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'CREATE ACCOUNT AS STUDENT' }).waitFor();

    await typeInto(page, page.getByRole('textbox', { name: 'First Name' }), 'Kavya');
    await typeInto(page, page.getByRole('textbox', { name: 'Last Name' }), 'Rao');
    await typeInto(page, page.getByRole('textbox', { name: 'Email' }), email);
    await typeInto(page, passwordField(page, 'Password'), 'Keyboard@2025');
    await typeInto(page, passwordField(page, 'Confirm Password'), 'Keyboard@2025');
    const terms = page.getByRole('checkbox', { name: /I agree to the Terms/ });
    await press(page, terms, 'Space');
    expect(await terms.isChecked()).toBe(true);
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    await press(page, signUp);

    const verify = page.getByRole('dialog', { name: 'Verify your e-mail' });
    await expectFocusInside(verify);
    const code = verify.getByRole('textbox', { name: 'Verification code' });
    expect(await hasFocus(code)).toBe(true);
    await expectFocusVisible(page);
    // A wrong code: the dialog says so in its live region, and the focus stays in the dialog.
    await page.keyboard.type('000000');
    await page.keyboard.press('Enter');
    await expectAnnounced(page, /code|OTP/i);
    expect(await hasFocus(verify)).toBe(true);

    await typeInto(page, code, await mailedCode(baseUrl, email), { backwards: true });
    await page.keyboard.press('Enter');
    const created = page.getByRole('dialog', { name: 'Account Created' });
    await expectFocusInside(created);
    await press(page, created.getByRole('link', { name: 'Login' }));
    await page.waitForURL('**/login');

    await typeInto(page, page.getByRole('textbox', { name: 'Email' }), email);
    await typeInto(page, passwordField(page, 'Password'), 'Keyboard@2025');
    await press(page, page.getByRole('button', { name: 'Login', exact: true }));
    await page.waitForURL('**/search-mentor');
    // Without "Remember Me" the session lives in the tab's storage.
    expect(
      await page.evaluate(() => sessionStorage.getItem('userType') ?? localStorage.getItem('userType')),
    ).toBe('Student');
  });

  it('searches a mentor, books and pays, after closing the checkout once with Escape', async () => {
    const baseUrl = browser.baseUrl();
    const { mentor, paid, price } = await bookableMentor(baseUrl);
    const name = `${mentor.firstName} ${mentor.lastName}`;
    const student = await createStudent('Tanvi');
    const page = await openAs(browser, 'Student', await logIn('Student', student.email), VIEWPORTS.phone);
    await page.goto('/search-mentor');

    await typeInto(
      page,
      page.getByRole('searchbox', { name: 'Search by name or mentor id' }),
      mentor.mentorId,
    );
    await page.keyboard.press('Enter');
    const card = page.getByRole('article', { name });
    await card.waitFor();
    await press(page, card.getByRole('link', { name: /^Book a Session/ }));
    await page.waitForURL(`**/single-mentor/${mentor._id}`);

    const packageCard = page.getByRole('article', { name: paid });
    const book = packageCard.getByRole('button', { name: /^Book Session/ });
    await press(page, book);
    const checkout = page.getByRole('dialog', { name: /^Checkout/ });
    await expectFocusInside(checkout);
    const pay = checkout.getByRole('button', { name: `Pay ${formatRupeeAmount(price)}` });
    await expect.poll(() => pay.isEnabled()).toBe(true);

    // Escape is the checkout's dismissal: nothing is booked, the card says so, the focus is back.
    await page.keyboard.press('Escape');
    await expectFocusReturned(page, checkout, book);
    await expectAnnounced(page, 'Payment cancelled. Nothing was booked and no money was taken.');

    await page.keyboard.press('Enter');
    await expectFocusInside(checkout);
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await press(page, pay);
    await expectAnnounced(page, /^Booked!/);
    await page.waitForURL('**/student-profile');
    await page.getByRole('tab', { name: 'Session Management', selected: true }).waitFor();
  });

  it('finds a mentor, books, pays and picks a time, in Hindi on a 320 px phone', async () => {
    const baseUrl = browser.baseUrl();
    const { mentor, paid, price } = await bookableMentor(baseUrl);
    const name = `${mentor.firstName} ${mentor.lastName}`;
    const student = await createStudent('Meera');
    const studentLogin = await logIn('Student', student.email);
    const page = await openAs(browser, 'Student', studentLogin, PHONE_320);
    await page.goto('/hi');
    await expectHindiPage(page, page.getByRole('heading', { level: 1 }));

    // On a phone the picture opens the menu; "for students" holds "find a mentor".
    await press(page, page.getByRole('button', { name: 'अकाउंट मेन्यू' }));
    const navigation = page.getByRole('navigation', { name: 'मुख्य' });
    await press(page, navigation.getByRole('button', { name: 'छात्रों के लिए' }), 'Enter', { max: 12 });
    await press(page, navigation.getByRole('link', { name: 'मेंटर खोजें' }), 'Enter', { max: 12 });
    await page.waitForURL('**/hi/search-mentor');
    await expectHindiPage(page, page.getByRole('heading', { level: 1, name: 'मेंटर खोजें' }));

    await typeInto(page, page.getByRole('searchbox', { name: 'नाम या मेंटर ID से खोजें' }), mentor.mentorId);
    await page.keyboard.press('Enter');
    const card = page.getByRole('article', { name });
    await card.waitFor();
    await press(page, card.getByRole('link', { name: /^सेशन बुक करें/ }));
    await page.waitForURL(`**/hi/single-mentor/${mentor._id}`);
    await expectHindiPage(page, page.getByRole('heading', { level: 2, name: 'पैकेज' }));

    const packageCard = page.getByRole('article', { name: paid });
    await press(page, packageCard.getByRole('button', { name: /^सेशन बुक करें/ }));
    const checkout = page.getByRole('dialog', { name: /^भुगतान:/ });
    await expectFocusInside(checkout);
    const pay = checkout.getByRole('button', { name: `${formatRupeeAmount(price, 'hi')} चुकाएँ` });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await press(page, pay);
    await expectAnnounced(page, /^बुक हो गया!/);
    await page.waitForURL('**/hi/student-profile');
    await expectHindiPage(page, page.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' }));
    await page.getByRole('tab', { name: 'मेरे सेशन', selected: true }).waitFor();
    await page.getByRole('tabpanel').getByText(name).first().waitFor();

    // The mentor accepts and offers a time; the chat opens for the student.
    const mentorEmail = (await runSql('SELECT email FROM mentors WHERE id = $1', [mentor._id])).rows[0] as {
      email: string;
    };
    const mentorLogin = await logIn('Mentor', mentorEmail.email);
    const booking = (
      await runSql('SELECT id FROM bookings WHERE student_id = $1 AND mentor_id = $2', [
        student.id,
        mentor._id,
      ])
    ).rows[0] as { id: string };
    await callApi('/mentors/accept-sessions-request', { requestId: booking.id }, mentorLogin.token);
    await callApi(
      `/message/propose-times/${student.id}`,
      { bookingId: booking.id, slots: [indianAfternoon(3)] },
      mentorLogin.token,
    );

    // The tabs: the arrows move along them and Enter opens one.
    await tabTo(page, page.getByRole('tab', { name: 'मेरे सेशन' }));
    await page.keyboard.press('ArrowRight');
    const chats = page.getByRole('tab', { name: 'चैट' });
    expect(await hasFocus(chats)).toBe(true);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'चैट', selected: true }).waitFor();
    await press(page, page.getByRole('link', { name }));
    await page.waitForURL(`**/hi/student-profile/${mentor._id}`);

    const offered = page.getByRole('list', { name: 'सुझाए गए समय (भारतीय समय)' }).last();
    await press(page, offered.getByRole('button', { name: /चुनें$/ }));
    await expectAnnounced(page, /सेशन का समय तय हुआ: .*4:30/);
    await expectHindiPage(page, page.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' }));
  });

  it('chats, offers times and accepts one', async () => {
    const { studentLogin, mentorLogin, name } = await activeSessionWithDemoMentor('Nikhil');
    const mentorPage = await openAs(browser, 'Mentor', mentorLogin);
    await mentorPage.goto(`/mentor-dashboard/chat/${studentLogin.id}`);
    const studentPage = await openAs(browser, 'Student', studentLogin);
    await studentPage.goto(`/student-profile/${mentorLogin.id}`);
    const studentLog = studentPage.getByRole('log');
    await studentLog.waitFor();

    // A message typed and sent with Enter arrives in the other side's log, which announces it.
    const question = `Which chapters first? (${Date.now()})`;
    await typeInto(studentPage, studentPage.getByRole('textbox', { name: 'Message' }), question);
    await studentPage.keyboard.press('Enter');
    await expectAnnounced(mentorPage, question);

    const propose = mentorPage.getByRole('button', { name: 'Propose times' });
    await press(mentorPage, propose);
    const dialog = mentorPage.getByRole('dialog', { name: 'Propose session times' });
    await expectFocusInside(dialog);
    // The native date and time fields take digits segment by segment (month, day, year; hour, minute,
    // then A or P), as a person types them.
    await tabTo(mentorPage, dialog.getByLabel('Date').first());
    await mentorPage.keyboard.type(typedIndianDate(3));
    await tabTo(mentorPage, dialog.getByLabel('Time (IST)').first());
    await mentorPage.keyboard.type('0430P');
    expect(await dialog.getByLabel('Time (IST)').first().inputValue()).toBe('16:30');
    await press(mentorPage, dialog.getByRole('button', { name: 'Send offer' }));
    await expectFocusReturned(mentorPage, dialog, propose);

    const choose = studentLog.getByRole('button', { name: /^Choose .*4:30 pm$/ }).last();
    await expectAnnounced(studentPage, /4:30 pm/);
    await press(studentPage, choose);
    await expectAnnounced(studentPage, 'Session time agreed');
    await expectAnnounced(mentorPage, 'Session time agreed');
    await mentorPage.getByText(/^Session: .*4:30 pm \(India time\)$/).waitFor();
    expect(name).toBe('Nikhil Journey');
  });

  it('completes a session with a proof image chosen from the keyboard', async () => {
    const { mentorLogin, name } = await activeSessionWithDemoMentor('Ojas');
    const page = await openAs(browser, 'Mentor', mentorLogin);
    await page.goto('/mentor-dashboard/sessions');
    const complete = page.getByRole('button', { name: `Mark complete (session with ${name})` });
    await press(page, complete);

    const question = page.getByRole('dialog', { name: 'Has this session taken place?' });
    await expectFocusInside(question);
    // Escape closes it and gives the focus back; Enter opens it again.
    await page.keyboard.press('Escape');
    await expectFocusReturned(page, question, complete);
    await page.keyboard.press('Enter');
    await expectFocusInside(question);
    await press(page, question.getByRole('button', { name: 'It has taken place' }));

    const dialog = page.getByRole('dialog', { name: 'Mark session complete' });
    await expectFocusInside(dialog);
    const submit = dialog.getByRole('button', { name: 'Mark complete' });
    // Without an image: an alert says it is needed.
    await press(page, submit);
    await expectAnnounced(page, PROOF_REQUIRED_MESSAGE);

    await chooseFileByKeyboard(page, dialog.getByLabel('Proof image'), 'call.png');
    await dialog.getByRole('img', { name: 'Proof image preview' }).waitFor();
    await press(page, submit);
    await expectAnnounced(page, `Your session with ${name} is complete`);
    await dialog.waitFor({ state: 'detached' });
    // The opener left with its row: the notice holds the focus.
    const notice = page.getByRole('status').filter({ hasText: `Your session with ${name} is complete` });
    expect(await hasFocus(notice)).toBe(true);
  });

  it('approves a mentor application and clears a payout', async () => {
    const applicant = (
      await runSql(
        `SELECT first_name || ' ' || last_name AS name FROM mentors
         WHERE application_status = 'pending' AND email_verified_at IS NOT NULL
           AND (fee_paid_at IS NOT NULL OR fee_waived) AND score_card_key IS NOT NULL AND college_id_key IS NOT NULL
         ORDER BY created_at DESC LIMIT 1`,
      )
    ).rows[0] as { name: string } | undefined;
    if (!applicant) throw new Error('no complete pending application in the demo data');
    const page = await openAs(browser, 'Admin', await logInAdmin());
    await page.goto('/admin-dashboard/mentor-approval');
    await page.getByRole('heading', { level: 1, name: 'Mentors Verification request' }).waitFor();

    const scoreCard = page.getByRole('button', { name: `Score card of ${applicant.name}` });
    await press(page, scoreCard);
    const document = page.getByRole('dialog', { name: `Score card of ${applicant.name}` });
    await expectFocusInside(document);
    await document.getByRole('img', { name: `Score card of ${applicant.name}` }).waitFor();
    await page.keyboard.press('Escape');
    await expectFocusReturned(page, document, scoreCard);

    const approve = page.getByRole('button', { name: `Approve ${applicant.name}` });
    await press(page, approve);
    const confirm = page.getByRole('dialog', { name: 'Approve mentor' });
    await expectFocusInside(confirm);
    await press(page, confirm.getByRole('button', { name: 'Approve' }));
    await expectAnnounced(page, `${applicant.name} is approved`);
    await expect.poll(() => approve.count()).toBe(0);

    // A payout: the last mentor to pay other than the demo one (the admin journey clears the first).
    const demo = (
      await runSql('SELECT mentor_id FROM mentors WHERE lower(email) = lower($1)', [DEMO_LOGINS.mentor])
    ).rows[0] as { mentor_id: string };
    await page.goto('/admin-dashboard/payment');
    await page.getByRole('heading', { level: 1, name: 'Total Payout Mentors' }).waitFor();
    // A mentor without payment details has a disabled Clear, which the keyboard (rightly) skips.
    const clears = page.getByRole('button', { name: /^Clear ₹[\d,.]+ of /, disabled: false });
    await clears.first().waitFor();
    // The accessible name joins the button's parts: read the amount and the id from its text.
    const texts = await clears.allTextContents();
    const index = texts.findLastIndex((text) => !text.endsWith(demo.mentor_id));
    const parts = texts[index]?.match(/^Clear (₹[\d,.]+)\s*of\s*(.+)$/);
    if (!parts) throw new Error('no mentor to pay');
    const [, amount = '', mentorId = ''] = parts;
    // The list holds every mentor with a balance: the last one is many stops down the page.
    await press(page, clears.nth(index), 'Enter', { max: 400 });
    const dialog = page.getByRole('dialog', { name: 'Clear payment' });
    await expectFocusInside(dialog);
    const submit = dialog.getByRole('button', { name: `Clear ${amount}` });
    await press(page, submit);
    await expectAnnounced(page, 'Image is required');
    await chooseFileByKeyboard(page, dialog.getByLabel('Image of proof'), 'transfer.png');
    await press(page, submit);
    await expectAnnounced(page, `${amount} cleared for ${mentorId}`);
    await dialog.waitFor({ state: 'hidden' });
    await expectFocusVisible(page);
  });
});
