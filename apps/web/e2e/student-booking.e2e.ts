import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import {
  describeAcceptSpeed,
  formatRupeeAmount,
  type Envelope,
  type MentorPage,
  type MentorPublicProfile,
  type SessionPage,
  type StudentSession,
} from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { expectNoAxeViolations, screenshotPath, useBrowser, VIEWPORTS } from './browser.ts';
import { createStudent, runSql } from './database.ts';

type Browser = ReturnType<typeof useBrowser>;

interface Offer {
  mentor: MentorPublicProfile;
  name: string;
  free: string;
  paid: { name: string; price: number };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function api<T>(baseUrl: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, init);
  return ((await response.json()) as Envelope<T>).data;
}

/**
 * Mentors a student can book, none of them the demo mentor (whose requests the mentor journeys accept)
 * and none away, each with its free package and its 60-minute one.
 */
async function bookableOffers(baseUrl: string): Promise<Offer[]> {
  const demo = await runSql('SELECT mentor_id FROM mentors WHERE lower(email) = lower($1)', [
    DEMO_LOGINS.mentor,
  ]);
  const demoRow: unknown = demo.rows[0];
  const demoMentorId = isRecord(demoRow) ? demoRow.mentor_id : null;
  const listing = await api<MentorPage>(baseUrl, '/mentors/all-mentors?page=3');
  const offers: Offer[] = [];
  for (const card of listing.data) {
    if (card.mentorId === demoMentorId || ('awayUntil' in card && card.awayUntil)) continue;
    const mentor = await api<MentorPublicProfile>(baseUrl, `/mentors/single-mentor/${card._id}`);
    const free = mentor.package.find((item) => item.packagePrice === 0);
    const paid = mentor.package.find((item) => item.kind === 'session60');
    if (!free || !paid) continue;
    offers.push({
      mentor,
      name: `${mentor.firstName} ${mentor.lastName}`,
      free: free.packageName,
      paid: { name: paid.packageName, price: paid.packagePrice },
    });
  }
  return offers;
}

async function signIn(baseUrl: string, email: string) {
  return api<{ token: string; studentId: string }>(baseUrl, '/students/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_LOGINS.password }),
  });
}

/** A page signed in as the student: a real login through the API, stored as the login page stores it. */
async function openSignedIn(
  browser: Browser,
  email: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const { token, studentId } = await signIn(browser.baseUrl(), email);
  const page = await browser.openPage(viewport);
  await page.context().addInitScript(
    (keys) => {
      localStorage.setItem('auth', keys.token);
      localStorage.setItem('userId', keys.studentId);
      localStorage.setItem('userType', 'Student');
    },
    { token, studentId },
  );
  return page;
}

/** The student's bookings as the server has them. */
async function bookingsOf(baseUrl: string, email: string): Promise<StudentSession[]> {
  const { token } = await signIn(baseUrl, email);
  const page = await api<SessionPage<StudentSession>>(baseUrl, '/students/purchased-sessions?page=1', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  return page.data;
}

function packageCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

function checkoutDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Checkout/ });
}

/** Book Session on a paid package opens the sandbox checkout, which shows the amount. */
async function openCheckout(page: Page, offer: Offer): Promise<Locator> {
  await packageCard(page, offer.paid.name).getByRole('button', { name: 'Book Session' }).click();
  const checkout = checkoutDialog(page);
  await checkout.getByRole('button', { name: `Pay ${formatRupeeAmount(offer.paid.price)}` }).waitFor();
  await checkout.getByText('Test mode — no money moves').waitFor();
  return checkout;
}

function sessionRow(page: Page, packageName: string): Locator {
  return page.getByRole('table', { name: 'Your sessions' }).getByRole('row').filter({ hasText: packageName });
}

/** What the screen shows, for people to look at (test-results/). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(name) });
}

/** The screen at both widths (`<name>-390.png`, `<name>-1366.png`), `focus` in view; the page ends on its own width. */
async function shootBoth(page: Page, name: string, focus: Locator): Promise<void> {
  const own = page.viewportSize() ?? VIEWPORTS.desktop;
  for (const [width, viewport] of [
    ['390', VIEWPORTS.phone],
    ['1366', VIEWPORTS.desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await focus.scrollIntoViewIfNeeded();
    await shoot(page, `${name}-${width}.png`);
  }
  await page.setViewportSize(own);
}

/** A listed mentor with enough accepted requests to say how quickly they accept, and the listing page. */
async function quickMentor(
  baseUrl: string,
): Promise<{ page: number; id: string; name: string; minutes: number }> {
  for (let page = 1; page <= 10; page += 1) {
    const listing = await api<MentorPage>(baseUrl, `/mentors/all-mentors?page=${page}`);
    const card = listing.data.find((mentor) => mentor.acceptSpeedMinutes !== null);
    if (card?.acceptSpeedMinutes != null) {
      return {
        page,
        id: card._id,
        name: `${card.firstName} ${card.lastName}`,
        minutes: card.acceptSpeedMinutes,
      };
    }
  }
  throw new Error('no mentor in the demo data has accepted enough requests');
}

describe('student booking journey', () => {
  const browser = useBrowser();

  it('says how quickly a mentor usually accepts, on the card and on the profile', async () => {
    const mentor = await quickMentor(browser.baseUrl());
    const speed = `Usually accepts ${describeAcceptSpeed(mentor.minutes)}`;
    const page = await browser.openPage(VIEWPORTS.phone);
    await page.goto(`/search-mentor?page=${mentor.page}`);
    const card = page.getByRole('article', { name: mentor.name });
    await card.getByText(speed).waitFor();
    await shootBoth(page, 'booking-accept-speed-card', card);

    await page.goto(`/single-mentor/${mentor.id}`);
    await page
      .getByRole('region', { name: `About ${mentor.name}` })
      .getByText(speed)
      .waitFor();
    await shootBoth(page, 'booking-accept-speed-profile', page.getByRole('heading', { level: 1 }));
  });

  it('signs in from Book Session, comes back, and books a free and a paid package', async () => {
    const baseUrl = browser.baseUrl();
    const [offer] = await bookableOffers(baseUrl);
    if (!offer) throw new Error('no bookable mentor in the demo data');
    const student = await createStudent('Meera');
    const page = await browser.openPage(VIEWPORTS.desktop);

    await page.goto(`/single-mentor/${offer.mentor._id}`);
    await packageCard(page, offer.free).getByRole('link', { name: 'Book Session' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // Book Session may be followed before the mentor's page hydrated (a full load of the sign-in page):
    // sign in once that page is interactive.
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await expect.poll(() => login.isEnabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Email' }).fill(student.email);
    await page.getByLabel(/^Password\s*\*?$/).fill(DEMO_LOGINS.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // Back on the mentor's page, signed in: Book Session now books here.
    const bookFree = packageCard(page, offer.free).getByRole('button', { name: 'Book Session' });
    await bookFree.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/single-mentor/${offer.mentor._id}`);
    await bookFree.click();
    await packageCard(page, offer.free)
      .getByText(/^Booked! Your request was sent to/)
      .waitFor();
    await page.waitForURL('**/student-profile');
    await page.getByRole('tab', { name: 'Session Management', selected: true }).waitFor();
    await sessionRow(page, offer.free).getByText('Pending').waitFor();

    await page.goto(`/single-mentor/${offer.mentor._id}`);
    const checkout = await openCheckout(page, offer);
    await shoot(page, 'booking-sandbox-checkout-1366.png');
    await expectNoAxeViolations(page);
    await checkout.getByRole('button', { name: `Pay ${formatRupeeAmount(offer.paid.price)}` }).click();
    await packageCard(page, offer.paid.name)
      .getByText(/^Booked!/)
      .waitFor();
    await page.waitForURL('**/student-profile');

    const paidRow = sessionRow(page, offer.paid.name);
    await paidRow.getByText('Pending').waitFor();
    await page.getByRole('button', { name: `Details of ${offer.paid.name} with ${offer.name}` }).click();
    await page.getByText(`Paid ${formatRupeeAmount(offer.paid.price)} on`, { exact: false }).waitFor();
    await page.getByText(/^Order order_\w+ · Payment pay_\w+$/).waitFor();
    await page.getByText('Accept by').waitFor();
    await paidRow.scrollIntoViewIfNeeded();
    await shoot(page, 'booking-session-management-1366.png');
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByText('Accept by').scrollIntoViewIfNeeded();
    await shoot(page, 'booking-session-management-390.png');

    const bookings = await bookingsOf(baseUrl, student.email);
    expect(bookings.map((booking) => [booking.package.packageName, booking.money.state]).sort()).toEqual(
      [
        [offer.free, 'free'],
        [offer.paid.name, 'paid'],
      ].sort(),
    );
  });

  it('books nothing when the payment is declined or the checkout closed, and says so', async () => {
    const baseUrl = browser.baseUrl();
    const offer = (await bookableOffers(baseUrl))[1];
    if (!offer) throw new Error('no second bookable mentor in the demo data');
    const student = await createStudent('Arav');
    const page = await openSignedIn(browser, student.email, VIEWPORTS.phone);
    await page.goto(`/single-mentor/${offer.mentor._id}`);

    const declined = await openCheckout(page, offer);
    await shoot(page, 'booking-sandbox-checkout-390.png');
    await expectNoAxeViolations(page);
    await declined.getByRole('button', { name: 'Decline (test a failed payment)' }).click();
    const card = packageCard(page, offer.paid.name);
    await card
      .getByText(
        'Payment failed: Your payment was declined by the bank (sandbox). No money was taken. Nothing was booked.',
      )
      .waitFor();
    await shootBoth(page, 'booking-payment-failed', card);
    await expectNoAxeViolations(page);

    const dismissed = await openCheckout(page, offer);
    await dismissed.getByRole('button', { name: 'Close checkout' }).click();
    await card.getByText('Payment cancelled. Nothing was booked and no money was taken.').waitFor();
    expect(await card.getByRole('button', { name: 'Book Session' }).getAttribute('aria-disabled')).toBe(
      'false',
    );
    expect(await bookingsOf(baseUrl, student.email)).toEqual([]);
  });

  it('keeps a paid checkout through a dropped connection and a closed tab, and books each payment once', async () => {
    const baseUrl = browser.baseUrl();
    const [, first, second] = await bookableOffers(baseUrl);
    if (!first || !second) throw new Error('too few bookable mentors in the demo data');
    const student = await createStudent('Kabir');
    const page = await openSignedIn(browser, student.email, VIEWPORTS.phone);

    // The connection drops on the first confirmation, after the payment went through.
    let dropped = 0;
    await page.route('**/api/v1/students/verify-payment', (route) =>
      dropped++ === 0 ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto(`/single-mentor/${first.mentor._id}`);
    const checkout = await openCheckout(page, first);
    await checkout.getByRole('button', { name: `Pay ${formatRupeeAmount(first.paid.price)}` }).click();
    const card = packageCard(page, first.paid.name);
    await card
      .getByText(
        'Your payment went through. We could not reach the server to confirm your booking yet: trying again…',
      )
      .waitFor();
    await card.getByText(/^Booked!/).waitFor();
    await page.waitForURL('**/student-profile');
    expect(dropped).toBe(2);

    // Now no confirmation gets through, and the student closes the tab while it is still trying.
    await page.unroute('**/api/v1/students/verify-payment');
    await page.route('**/api/v1/students/verify-payment', (route) => route.abort('internetdisconnected'));
    await page.goto(`/single-mentor/${second.mentor._id}`);
    const again = await openCheckout(page, second);
    await again.getByRole('button', { name: `Pay ${formatRupeeAmount(second.paid.price)}` }).click();
    await packageCard(page, second.paid.name)
      .getByText(/^Your payment went through\./)
      .waitFor();
    const later = await page.context().newPage();
    await page.close();

    // The next visit to the profile confirms it.
    await later.goto('/student-profile');
    await later
      .getByText(
        `Your payment for a session with ${second.mentor.firstName} is confirmed: your request is in Session Management.`,
      )
      .waitFor();
    await shoot(later, 'booking-payment-confirmed-later-390.png');
    await expectNoAxeViolations(later);
    expect(await later.evaluate(() => localStorage.getItem('paymentsToConfirm'))).toBeNull();

    const bookings = await bookingsOf(baseUrl, student.email);
    expect(bookings.map((booking) => booking.package.packageName).sort()).toEqual(
      [first.paid.name, second.paid.name].sort(),
    );
    expect(bookings.every((booking) => booking.money.state === 'paid')).toBe(true);
  });

  it('cancels a paid request before the mentor accepts it and follows the refund', async () => {
    const baseUrl = browser.baseUrl();
    const offer = (await bookableOffers(baseUrl))[2];
    if (!offer) throw new Error('no third bookable mentor in the demo data');
    const student = await createStudent('Ishaan');
    const page = await openSignedIn(browser, student.email, VIEWPORTS.phone);
    await page.goto(`/single-mentor/${offer.mentor._id}`);
    const checkout = await openCheckout(page, offer);
    await checkout.getByRole('button', { name: `Pay ${formatRupeeAmount(offer.paid.price)}` }).click();
    await page.waitForURL('**/student-profile');

    const details = page.getByRole('button', { name: `Details of ${offer.paid.name} with ${offer.name}` });
    await details.click();
    await page.getByRole('button', { name: 'Cancel request' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this request?' });
    await confirm
      .getByText(`The ${formatRupeeAmount(offer.paid.price)} you paid will be refunded in full`, {
        exact: false,
      })
      .waitFor();
    await shootBoth(page, 'booking-cancel-confirm', confirm);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel request' }).click();
    await page
      .getByText(`The refund of ${formatRupeeAmount(offer.paid.price)} is on its way`, { exact: false })
      .waitFor();
    await sessionRow(page, offer.paid.name).getByText('Cancelled').waitFor();

    // The sandbox confirms refunds at once; the refund job carries it out within moments.
    await vi.waitFor(
      async () => {
        const [booking] = await bookingsOf(baseUrl, student.email);
        if (booking?.money.state !== 'refunded') throw new Error('refund not processed yet');
      },
      { timeout: 30_000, interval: 500 },
    );
    await page.reload();
    await page.getByRole('tab', { name: 'Session Management' }).click();
    await details.click();
    await page.getByText('Cancelled by you.').waitFor();
    await page.getByText(`Refunded ${formatRupeeAmount(offer.paid.price)} on`, { exact: false }).waitFor();
    await page.getByText(/^Refund rfnd_\w+$/).waitFor();
    await shootBoth(page, 'booking-refunded', page.getByText('Cancelled by you.'));
    await expectNoAxeViolations(page);
  });

  it('rates a completed session with a written review that then shows on the mentor’s profile', async () => {
    const review = `Clear plan for Biology revision, thank you! (${Date.now()})`;
    const page = await openSignedIn(browser, DEMO_LOGINS.student, VIEWPORTS.desktop);
    await page.goto('/student-profile');
    await page.getByRole('tab', { name: 'Completed Sessions' }).click();
    const rate = page.getByRole('button', { name: /^Rate / });
    await rate.first().waitFor();
    await shootBoth(page, 'booking-completed-sessions', rate.first());
    await expectNoAxeViolations(page);
    const mentorName = ((await rate.first().textContent()) ?? '').replace(/^Rate\s*/, '').trim();
    await rate.first().click();

    const dialog = page.getByRole('dialog', { name: `Rate your session with ${mentorName}` });
    await dialog.getByRole('radio', { name: '5 stars' }).check();
    await dialog.getByRole('textbox', { name: 'Your review (optional)' }).fill(review);
    await dialog.getByText(`${review.length} / 1,000 characters`).waitFor();
    await shoot(page, 'booking-rating-dialog-1366.png');
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await shoot(page, 'booking-rating-dialog-390.png');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    const thanks = page.getByRole('dialog', { name: 'Thank you for your feedback!' });
    await thanks.waitFor();
    await expectNoAxeViolations(page);
    await shootBoth(page, 'booking-thanks-dialog', thanks);
    await thanks.getByRole('link', { name: /^See .+’s profile$/ }).click();
    await page.waitForURL('**/single-mentor/**');
    const reviews = page.getByRole('region', { name: /^Reviews/ });
    await reviews.getByText(review).waitFor();
  });
});
