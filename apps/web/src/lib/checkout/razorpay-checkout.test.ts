import { afterEach, describe, expect, it } from 'vitest';
import { sandboxOrder } from '../../test/booking-fixtures.ts';
import { openRazorpayCheckout, RAZORPAY_SCRIPT_URL, type RazorpayOptions } from './razorpay-checkout.ts';

const ORDER = sandboxOrder({ provider: 'razorpay', keyId: 'rzp_test_key', id: 'order_live1' });

type FailedListener = (response: { error: { code: string; description: string } }) => void;

/** Stands in for Razorpay's widget: records its options and lets the test act as the payer. */
function installWidget() {
  const widget: { options?: RazorpayOptions; failed?: FailedListener; opened: boolean } = { opened: false };
  window.Razorpay = class {
    constructor(options: RazorpayOptions) {
      widget.options = options;
    }
    open() {
      widget.opened = true;
    }
    on(_event: 'payment.failed', listener: FailedListener) {
      widget.failed = listener;
    }
  };
  return widget;
}

/** The script the checkout asked for, "loaded". */
function loadScript() {
  const script = document.head.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_SCRIPT_URL}"]`);
  if (!script) throw new Error('the checkout script was not requested');
  script.dispatchEvent(new Event('load'));
}

describe('openRazorpayCheckout', () => {
  afterEach(() => {
    delete window.Razorpay;
  });

  it('loads Razorpay’s script once and opens the widget with the order, resolving with the payment', async () => {
    const widget = installWidget();
    const outcome = openRazorpayCheckout(ORDER);
    loadScript();
    await expect.poll(() => widget.opened).toBe(true);
    expect(widget.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 34900,
      currency: 'INR',
      order_id: 'order_live1',
      name: 'NEET Mentor Connect',
      description: '60-Minute Mentorship Session with Ananya Iyer',
      prefill: { name: 'Riya Sharma', email: 'riya@example.com' },
    });
    widget.options?.handler({
      razorpay_order_id: 'order_live1',
      razorpay_payment_id: 'pay_live1',
      razorpay_signature: 'e'.repeat(64),
    });
    await expect(outcome).resolves.toEqual({
      status: 'paid',
      payment: { orderId: 'order_live1', paymentId: 'pay_live1', signature: 'e'.repeat(64) },
    });

    // A second checkout reuses the script already on the page.
    const again = installWidget();
    void openRazorpayCheckout(ORDER);
    await expect.poll(() => again.opened).toBe(true);
    expect(document.head.querySelectorAll(`script[src="${RAZORPAY_SCRIPT_URL}"]`)).toHaveLength(1);
  });

  it('reports a failure when the widget is closed after a failed attempt, and a dismissal otherwise', async () => {
    const widget = installWidget();
    const failed = openRazorpayCheckout(ORDER);
    await expect.poll(() => widget.opened).toBe(true);
    widget.failed?.({
      error: { code: 'BAD_REQUEST_ERROR', description: 'Payment processing cancelled by user' },
    });
    widget.options?.modal.ondismiss();
    await expect(failed).resolves.toEqual({
      status: 'failed',
      reason: 'Payment processing cancelled by user',
    });

    const next = installWidget();
    const dismissed = openRazorpayCheckout(ORDER);
    await expect.poll(() => next.opened).toBe(true);
    next.options?.modal.ondismiss();
    await expect(dismissed).resolves.toEqual({ status: 'dismissed' });
  });
});
