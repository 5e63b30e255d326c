import type { CheckoutOrder } from '@neetmentor/contract';
import type { CheckoutOutcome } from './checkout-outcome.ts';
import { ClientError } from '../client-error.ts';

/** Razorpay Standard Checkout's script; loaded only when someone is about to pay. */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

const BRAND_COLOUR = '#0b5fa5';

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayFailure {
  error: { code: string; description: string; reason?: string };
}

/** The documented options of Standard Checkout that this app uses. */
export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<void> | undefined;

async function loadRazorpay(): Promise<RazorpayConstructor> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // A later try loads the script afresh (a phone that was briefly offline).
      loading = undefined;
      script.remove();
      reject(
        new ClientError(
          'checkoutNotLoaded',
          'The payment window could not be loaded. Check your connection and try again.',
        ),
      );
    };
    document.head.append(script);
  });
  await loading;
  if (!window.Razorpay)
    throw new ClientError('checkoutNotStarted', 'The payment window could not be started. Please try again.');
  return window.Razorpay;
}

/**
 * Opens Razorpay's widget for the order. A failed attempt leaves the widget open, as Razorpay designs it,
 * so the payer can retry there with another method; the outcome is settled when it pays or closes the
 * widget, which reports the last failure if there was one.
 */
export async function openRazorpayCheckout(order: CheckoutOrder): Promise<CheckoutOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutOutcome>((resolve) => {
    let lastFailure: string | null = null;
    const widget = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: order.name,
      description: order.description,
      prefill: order.prefill,
      theme: { color: BRAND_COLOUR },
      handler: (response) =>
        resolve({
          status: 'paid',
          payment: {
            orderId: response.razorpay_order_id,
            paymentId: response.razorpay_payment_id,
            signature: response.razorpay_signature,
          },
        }),
      modal: {
        ondismiss: () =>
          resolve(lastFailure === null ? { status: 'dismissed' } : { status: 'failed', reason: lastFailure }),
      },
    });
    widget.on('payment.failed', (response) => {
      lastFailure = response.error.description;
    });
    widget.open();
  });
}
