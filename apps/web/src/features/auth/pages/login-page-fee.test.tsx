import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxOrder } from '../../../test/booking-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, tokenFor } from '../../../test/session.ts';
import { LoginPage } from './login-page.tsx';

// Dialogs and chunks loaded on demand can take seconds when the whole suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

/** Journeys of several calls and dialogs: slow when the whole suite shares two cores. */
const FLOW_TIMEOUT_MS = 15_000;

const FEE_ORDER = sandboxOrder({ id: 'order_fee9', amount: 14900, description: 'Mentor application fee' });
const FEE_UNPAID_MESSAGE =
  'Your application is waiting for the application fee. Pay it to send your application for review.';

function renderLogin(from?: string) {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<Navigate to="/login" state={from ? { from } : null} />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/search-mentor" element={<p>Find a Mentor page</p>} />
      <Route path="/single-mentor/:id" element={<p>Mentor profile page</p>} />
    </Routes>,
  );
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'arjun@example.com');
  await user.type(screen.getByLabelText('Password *'), 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage and the application fee', () => {
  afterEach(clearStorages);

  it(
    'offers the fee’s payment when a mentor’s login is refused for it, and takes it through a dropped connection',
    async () => {
      const user = userEvent.setup({ delay: null });
      const urls: string[] = [];
      stubFetch((url) => {
        urls.push(url);
        // The connection drops on the first confirmation, after the payment went through.
        if (url.endsWith('/verify-fee-payment') && urls.filter((each) => each === url).length === 1)
          return Promise.reject(new TypeError('Failed to fetch'));
        if (url.endsWith('/mentors/login'))
          return envelopeResponse(null, 403, FEE_UNPAID_MESSAGE, 'FEE_UNPAID');
        if (url.endsWith('/create-fee-order')) return envelopeResponse(FEE_ORDER);
        if (url.endsWith(`/sandbox/orders/${FEE_ORDER.id}`)) {
          return envelopeResponse({ id: FEE_ORDER.id, amount: 14900, currency: 'INR', status: 'created' });
        }
        if (url.endsWith('/pay')) {
          return envelopeResponse({
            outcome: 'success',
            razorpay_order_id: FEE_ORDER.id,
            razorpay_payment_id: 'pay_fee9',
            razorpay_signature: 'b'.repeat(64),
          });
        }
        return envelopeResponse(null, 200, 'Application fee received. Your application is now under review.');
      });
      renderLogin();
      await user.click(screen.getByRole('tab', { name: 'Mentor' }));
      await logIn(user);

      expect(await screen.findByText(FEE_UNPAID_MESSAGE)).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
      await user.click(await screen.findByRole('button', { name: 'Pay the application fee' }));
      await screen.findByText('Test mode — no money moves');
      const checkout = screen.getByRole('dialog', { name: 'Checkout: NEET Mentor Connect' });
      await user.click(await within(checkout).findByRole('button', { name: 'Pay ₹149' }));
      expect(
        await screen.findByText(
          'Your payment went through. We could not reach the server to confirm it yet: trying again…',
        ),
      ).toBeTruthy();

      expect(
        await screen.findByText('Application fee received. Your application is now under review.'),
      ).toBeTruthy();
      expect(screen.queryByText(FEE_UNPAID_MESSAGE)).toBeNull();
      expect(urls.at(-1)).toBe('/api/v1/mentors/verify-fee-payment');
      expect(urls.filter((url) => url.endsWith('/verify-fee-payment'))).toHaveLength(2);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'says the payment was cancelled when the checkout is closed, keeping the way to pay',
    async () => {
      const user = userEvent.setup({ delay: null });
      stubFetch((url) => {
        if (url.endsWith('/mentors/login'))
          return envelopeResponse(null, 403, FEE_UNPAID_MESSAGE, 'FEE_UNPAID');
        if (url.endsWith('/create-fee-order')) return envelopeResponse(FEE_ORDER);
        return envelopeResponse({ id: FEE_ORDER.id, amount: 14900, currency: 'INR', status: 'created' });
      });
      renderLogin();
      await user.click(screen.getByRole('tab', { name: 'Mentor' }));
      await logIn(user);
      await user.click(await screen.findByRole('button', { name: 'Pay the application fee' }));
      await screen.findByText('Test mode — no money moves');
      await user.click(screen.getByRole('button', { name: 'Close checkout' }));

      expect(await screen.findByText('Payment cancelled. No money was taken.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Pay the application fee' })).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'brings a student sent to sign in by Book Session back to the mentor',
    async () => {
      const user = userEvent.setup({ delay: null });
      stubFetch(() => envelopeResponse({ token: tokenFor({ id: 's-1' }), studentId: 's-1' }));
      renderLogin('/single-mentor/m-1');
      await logIn(user);
      expect(await screen.findByText('Mentor profile page')).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );
});
