import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorCode, SiteLanguage } from '@neetmentor/contract';
import { sandboxOrder } from '../../../test/booking-fixtures.ts';
import { mentorProfile } from '../../../test/mentor-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { SingleMentorPage } from './single-mentor-page.tsx';

// Dialogs and chunks loaded on demand can take seconds when the whole suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

/** Journeys of several calls and dialogs: slow when the whole suite shares two cores. */
const FLOW_TIMEOUT_MS = 15_000;

const ORDER = sandboxOrder();
const SIGNATURE = 'c'.repeat(64);

function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

interface Answers {
  /** What is-free-session-used answers, asked again after each booking call. */
  freeUsed?: () => boolean;
  free?: Response;
  pay?: 'success' | 'failure';
  refusal?: { status: number; message: string; code: ErrorCode };
}

/** The mentor's profile, and the booking calls answering as the server would. */
function stubServer({ freeUsed = () => false, free, pay = 'success', refusal }: Answers = {}) {
  return stubFetch((url) => {
    if (url.includes('/single-mentor/')) return envelopeResponse(mentorProfile());
    if (url.endsWith('/is-free-session-used')) return envelopeResponse(freeUsed());
    if (refusal && (url.endsWith('/free-session') || url.endsWith('/create-order'))) {
      return envelopeResponse(null, refusal.status, refusal.message, refusal.code);
    }
    if (url.endsWith('/free-session')) return free ?? envelopeResponse({ success: true, bookingId: 'b-1' });
    if (url.endsWith('/create-order')) return envelopeResponse(ORDER);
    if (url.endsWith(`/sandbox/orders/${ORDER.id}`)) {
      return envelopeResponse({ id: ORDER.id, amount: ORDER.amount, currency: 'INR', status: 'created' });
    }
    if (url.endsWith('/pay') && pay === 'success') {
      return envelopeResponse({
        outcome: 'success',
        razorpay_order_id: ORDER.id,
        razorpay_payment_id: 'pay_1',
        razorpay_signature: SIGNATURE,
      });
    }
    if (url.endsWith('/pay')) {
      return envelopeResponse({
        outcome: 'failure',
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Your payment was declined by the bank (sandbox). No money was taken.',
          reason: 'payment_failed',
          metadata: { order_id: ORDER.id, payment_id: 'pay_2' },
        },
      });
    }
    if (url.endsWith('/verify-payment')) return envelopeResponse({ success: true, bookingId: 'b-2' });
    throw new Error(`unexpected call ${url}`);
  });
}

function renderProfile(language: SiteLanguage = 'en') {
  renderWithProviders(
    <Routes>
      <Route path="/single-mentor/:id" element={<SingleMentorPage />} />
      <Route path="*" element={<Landing />} />
    </Routes>,
    { route: '/single-mentor/m-1', language },
  );
}

async function packageCard(name: string) {
  return screen.findByRole('article', { name });
}

function callsTo(fetchMock: ReturnType<typeof stubFetch>, ending: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).endsWith(ending));
}

async function openCheckout(user: ReturnType<typeof userEvent.setup>) {
  const paid = await packageCard('60-Minute Mentorship Session');
  await user.click(within(paid).getByRole('button', { name: /^Book Session: / }));
  await screen.findByText('Test mode — no money moves');
  return { paid, checkout: screen.getByRole('dialog', { name: 'Checkout: NEET Mentor Connect' }) };
}

describe('Book Session on a mentor’s page', () => {
  beforeEach(() => signInAs('student', 's-1'));
  afterEach(clearStorages);

  it(
    'books a free package, says so, and opens Session Management 2 seconds later',
    async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = stubServer();
      renderProfile();
      const free = await packageCard('Free 20-Minute Intro Call');
      await user.click(within(free).getByRole('button', { name: /^Book Session: / }));

      expect(
        await within(free).findByText(
          'Booked! Your request was sent to Ananya, who has 24 hours to accept it. Taking you to your sessions…',
        ),
      ).toBeTruthy();
      const [, init] = callsTo(fetchMock, '/free-session')[0] ?? [];
      expect(JSON.parse(String(init?.body))).toEqual({ packageId: 'p-free', mentorId: 'm-1' });
      expect(screen.queryByTestId('landing')).toBeNull();
      expect((await screen.findByTestId('landing', {}, { timeout: 3000 })).textContent).toBe(
        '/student-profile {"tab":"sessions"}',
      );
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'pays a paid package through the checkout, verifies the answer and books',
    async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = stubServer();
      renderProfile();
      const { paid, checkout } = await openCheckout(user);

      expect(within(checkout).getByText('60-Minute Mentorship Session with Ananya Iyer')).toBeTruthy();
      expect(within(paid).getByRole('button', { name: /^Opening checkout…: /, hidden: true })).toBeTruthy();
      await user.click(await within(checkout).findByRole('button', { name: 'Pay ₹349' }));

      expect(await within(paid).findByText(/^Booked! Your request was sent to Ananya/)).toBeTruthy();
      const [, init] = callsTo(fetchMock, '/verify-payment')[0] ?? [];
      expect(JSON.parse(String(init?.body))).toEqual({
        orderId: ORDER.id,
        paymentId: 'pay_1',
        signature: SIGNATURE,
      });
      expect(JSON.parse(String(callsTo(fetchMock, '/create-order')[0]?.[1]?.body))).toEqual({
        packageId: 'p-60',
        mentorId: 'm-1',
      });
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'books nothing when the payment is declined, says so, and lets the student try again',
    async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = stubServer({ pay: 'failure' });
      renderProfile();
      const { paid, checkout } = await openCheckout(user);
      await user.click(
        await within(checkout).findByRole('button', { name: 'Decline (test a failed payment)' }),
      );

      expect(
        await within(paid).findByText(
          'Payment failed: Your payment was declined by the bank (sandbox). No money was taken. Nothing was booked.',
        ),
      ).toBeTruthy();
      expect(callsTo(fetchMock, '/verify-payment')).toHaveLength(0);
      const again = within(paid).getByRole('button', { name: /^Book Session: / });
      expect(again.getAttribute('aria-disabled')).toBe('false');
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'says in Hindi on a Hindi page that the payment failed, quoting the provider’s reason',
    async () => {
      const user = userEvent.setup({ delay: null });
      stubServer({ pay: 'failure' });
      renderProfile('hi');
      const paid = await packageCard('60-Minute Mentorship Session');
      await user.click(within(paid).getByRole('button', { name: /^सेशन बुक करें: / }));
      await screen.findByText('टेस्ट मोड — कोई पैसा नहीं कटेगा');
      await user.click(await screen.findByRole('button', { name: 'मना करें (असफल भुगतान की जाँच)' }));

      expect(
        await within(paid).findByText(
          'भुगतान नहीं हो पाया: Your payment was declined by the bank (sandbox). कोई पैसा नहीं कटा। कोई बुकिंग नहीं हुई।',
        ),
      ).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'books nothing when the checkout is closed, and says the payment was cancelled',
    async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = stubServer();
      renderProfile();
      const { paid, checkout } = await openCheckout(user);
      await user.click(within(checkout).getByRole('button', { name: 'Close checkout' }));

      expect(
        await within(paid).findByText('Payment cancelled. Nothing was booked and no money was taken.'),
      ).toBeTruthy();
      expect(callsTo(fetchMock, '/pay')).toHaveLength(0);
      expect(callsTo(fetchMock, '/verify-payment')).toHaveLength(0);
      // Focus returns to the button, which books again.
      await waitFor(() =>
        expect(document.activeElement).toBe(within(paid).getByRole('button', { name: /^Book Session: / })),
      );
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'opens one checkout however often Book Session is pressed, and holds the other packages meanwhile',
    async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = stubServer();
      renderProfile();
      const paid = await packageCard('60-Minute Mentorship Session');
      const free = await packageCard('Free 20-Minute Intro Call');
      const book = within(paid).getByRole('button', { name: /^Book Session: / });
      const other = within(free).getByRole('button', { name: /^Book Session: / });
      await user.dblClick(book);
      expect(other.getAttribute('aria-disabled')).toBe('true');
      await user.click(other);
      await user.click(book);

      await screen.findByText('Test mode — no money moves');
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      expect(callsTo(fetchMock, '/create-order')).toHaveLength(1);
      expect(callsTo(fetchMock, '/free-session')).toHaveLength(0);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'shows a used free intro as a button that is off, and books the paid packages as usual',
    async () => {
      const fetchMock = stubServer({ freeUsed: () => true });
      renderProfile();
      const free = await packageCard('Free 20-Minute Intro Call');
      const used = await within(free).findByRole('button', { name: /^Free intro used: / });
      expect((used as HTMLButtonElement).disabled).toBe(true);
      const [, init] = callsTo(fetchMock, '/is-free-session-used')[0] ?? [];
      expect(JSON.parse(String(init?.body))).toEqual({ mentorId: 'm-1' });
      const paid = await packageCard('60-Minute Mentorship Session');
      expect(
        within(paid)
          .getByRole('button', { name: /^Book Session: / })
          .hasAttribute('disabled'),
      ).toBe(false);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'says so on the card, with no error dialog, when the free intro was used meanwhile',
    async () => {
      const user = userEvent.setup({ delay: null });
      let usedElsewhere = false;
      stubServer({
        freeUsed: () => usedElsewhere,
        refusal: {
          status: 409,
          message: 'You have already booked the free session with this mentor.',
          code: 'FREE_SESSION_USED',
        },
      });
      renderProfile();
      const free = await packageCard('Free 20-Minute Intro Call');
      const book = await within(free).findByRole('button', { name: /^Book Session: / });
      usedElsewhere = true;
      await user.click(book);

      expect(
        await within(free).findByText('You have already booked the free session with this mentor.'),
      ).toBeTruthy();
      expect(await within(free).findByRole('button', { name: /^Free intro used: / })).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'shows the server’s refusal in the error dialog, then lets the student book again',
    async () => {
      const user = userEvent.setup({ delay: null });
      stubServer({
        refusal: {
          status: 409,
          message: 'This mentor is not taking bookings now.',
          code: 'MENTOR_UNAVAILABLE',
        },
      });
      renderProfile();
      const free = await packageCard('Free 20-Minute Intro Call');
      await user.click(within(free).getByRole('button', { name: /^Book Session: / }));

      const dialog = await screen.findByRole('dialog', { name: 'Error' });
      expect(within(dialog).getByText('This mentor is not taking bookings now.')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
      await waitFor(() =>
        expect(
          within(free)
            .getByRole('button', { name: /^Book Session: / })
            .getAttribute('aria-disabled'),
        ).toBe('false'),
      );
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'sends a student whose session has ended to sign in, to come back to this mentor',
    async () => {
      const user = userEvent.setup({ delay: null });
      stubServer({
        refusal: {
          status: 401,
          message: 'Your session has ended. Please log in again.',
          code: 'SESSION_ENDED',
        },
      });
      renderProfile();
      const paid = await packageCard('60-Minute Mentorship Session');
      await user.click(within(paid).getByRole('button', { name: /^Book Session: / }));

      expect((await screen.findByTestId('landing')).textContent).toBe(
        '/login {"from":"/single-mentor/m-1","sessionEnded":true}',
      );
    },
    FLOW_TIMEOUT_MS,
  );
});
