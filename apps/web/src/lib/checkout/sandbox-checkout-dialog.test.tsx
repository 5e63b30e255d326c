import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sandboxOrder } from '../../test/booking-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../test/render.tsx';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog.tsx';

// Dialogs and chunks loaded on demand can take seconds when the whole suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

const ORDER = sandboxOrder();

function stubSandbox(status: 'created' | 'paid' = 'created') {
  return stubFetch((url, init) => {
    if (url.endsWith('/pay')) {
      const { outcome } = JSON.parse(String(init?.body)) as { outcome: string };
      return envelopeResponse(
        outcome === 'success'
          ? {
              outcome,
              razorpay_order_id: ORDER.id,
              razorpay_payment_id: 'pay_1',
              razorpay_signature: 'f'.repeat(64),
            }
          : {
              outcome,
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: 'Your payment was declined by the bank (sandbox). No money was taken.',
                reason: 'payment_failed',
                metadata: { order_id: ORDER.id, payment_id: 'pay_2' },
              },
            },
      );
    }
    return envelopeResponse({ id: ORDER.id, amount: 34900, currency: 'INR', status });
  });
}

function renderDialog() {
  const onOutcome = vi.fn();
  renderWithProviders(<SandboxCheckoutDialog order={ORDER} onOutcome={onOutcome} />);
  return { onOutcome, dialog: screen.getByRole('dialog', { name: 'Checkout: NEET Mentor Connect' }) };
}

describe('SandboxCheckoutDialog', () => {
  it('shows the merchant, what is bought, the amount in rupees and that no money moves', async () => {
    const fetchMock = stubSandbox();
    const { dialog } = renderDialog();
    expect(within(dialog).getByText('60-Minute Mentorship Session with Ananya Iyer')).toBeTruthy();
    expect(within(dialog).getByText('₹349')).toBeTruthy();
    expect(within(dialog).getByText('Test mode — no money moves')).toBeTruthy();
    // The name and the address each on a line of their own.
    expect(within(dialog).getByText('Riya Sharma').tagName).toBe('SPAN');
    expect(within(dialog).getByText('riya@example.com').tagName).toBe('SPAN');
    expect(await within(dialog).findByRole('button', { name: 'Pay ₹349' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/api/v1/payments/sandbox/orders/${ORDER.id}`, expect.anything());
  });

  it('answers Pay with the signed payment, as Razorpay’s handler would', async () => {
    const user = userEvent.setup({ delay: null });
    stubSandbox();
    const { onOutcome, dialog } = renderDialog();
    const pay = await within(dialog).findByRole('button', { name: 'Pay ₹349' });
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    await user.click(pay);
    await waitFor(() =>
      expect(onOutcome).toHaveBeenCalledWith({
        status: 'paid',
        payment: { orderId: ORDER.id, paymentId: 'pay_1', signature: 'f'.repeat(64) },
      }),
    );
  });

  it('answers Decline with the failure and its reason', async () => {
    const user = userEvent.setup({ delay: null });
    stubSandbox();
    const { onOutcome, dialog } = renderDialog();
    const decline = within(dialog).getByRole('button', { name: 'Decline (test a failed payment)' });
    await waitFor(() => expect(decline.hasAttribute('disabled')).toBe(false));
    await user.click(decline);
    await waitFor(() =>
      expect(onOutcome).toHaveBeenCalledWith({
        status: 'failed',
        reason: 'Your payment was declined by the bank (sandbox). No money was taken.',
      }),
    );
  });

  it('is dismissed by its close button and by Escape, without paying', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubSandbox();
    const { onOutcome, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close checkout' }));
    await user.keyboard('{Escape}');
    expect(onOutcome.mock.calls).toEqual([[{ status: 'dismissed' }], [{ status: 'dismissed' }]]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/pay'))).toBe(false);
  });

  it('offers no payment for an order that is already paid', async () => {
    stubSandbox('paid');
    const { dialog } = renderDialog();
    expect(await within(dialog).findByText('This order has already been paid.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay ₹349' }).hasAttribute('disabled')).toBe(true);
  });
});
