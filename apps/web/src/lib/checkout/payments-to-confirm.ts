import type { ErrorCode } from '@neetmentor/contract';
import { ApiError } from '../api-client.ts';
import type { CheckoutPayment } from './checkout-outcome.ts';

/**
 * A paid checkout whose booking the server has not confirmed yet. The signed answer is the student's proof
 * of payment: it is kept on the device until the server answers it, so a dropped connection, a reload or a
 * session that had to sign in again never loses a payment (verify-payment is idempotent: asking twice books
 * once).
 */
export interface PaymentToConfirm extends CheckoutPayment {
  /** Whose payment it is: on a shared phone another student's profile leaves it alone. */
  studentId: string;
  mentorName: string;
}

const STORAGE_KEY = 'paymentsToConfirm';

function isPaymentToConfirm(value: unknown): value is PaymentToConfirm {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ['orderId', 'paymentId', 'signature', 'studentId', 'mentorName'].every(
    (key) => typeof entry[key] === 'string',
  );
}

function readAll(): PaymentToConfirm[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isPaymentToConfirm) : [];
  } catch {
    return [];
  }
}

function writeAll(entries: PaymentToConfirm[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or blocked: the confirmation still runs while the page is open.
  }
}

/** The student's payments still waiting for the server's answer. */
export function readPaymentsToConfirm(studentId: string): PaymentToConfirm[] {
  return readAll().filter((entry) => entry.studentId === studentId);
}

export function keepPaymentToConfirm(payment: PaymentToConfirm): void {
  writeAll([...readAll().filter((entry) => entry.orderId !== payment.orderId), payment]);
}

export function forgetPaymentToConfirm(orderId: string): void {
  writeAll(readAll().filter((entry) => entry.orderId !== orderId));
}

/** No answer (offline, a dropped connection), the server or its database failing, or too many calls. */
const CONNECTION_TROUBLE: ReadonlySet<ErrorCode | null> = new Set([
  null,
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'RATE_LIMITED',
]);
/** A session to sign in again: the payment waits on the device for the student's next visit. */
const SIGN_IN_AGAIN: ReadonlySet<ErrorCode | null> = new Set(['UNAUTHENTICATED', 'SESSION_ENDED']);

/** Waits between tries, growing up to the last value; going back online tries at once. */
export const CONFIRM_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000] as const;

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = window.setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * Hands a kept payment to the server until it answers: through connection trouble it tries again (telling
 * `onRetry`, so the page can say the payment went through and is being confirmed); the server's answer,
 * yes or no, settles it and it leaves the device; a session to sign in again leaves it kept and throws.
 * `isWanted` stops the tries once the page that asked is gone (the payment stays kept). The application
 * fee uses it without keeping its payment on the device (its webhook and the open order cover a reload).
 */
export async function confirmPayment<T>(
  payment: CheckoutPayment,
  verify: (payment: CheckoutPayment) => Promise<T>,
  { onRetry, isWanted }: { onRetry: () => void; isWanted: () => boolean },
): Promise<T> {
  const { orderId, paymentId, signature } = payment;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await verify({ orderId, paymentId, signature });
      forgetPaymentToConfirm(orderId);
      return result;
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code !== undefined && SIGN_IN_AGAIN.has(code)) throw error;
      if (code === undefined || !CONNECTION_TROUBLE.has(code)) {
        forgetPaymentToConfirm(orderId);
        throw error;
      }
      if (!isWanted()) throw error;
      onRetry();
      await pause(CONFIRM_RETRY_DELAYS_MS[Math.min(attempt, CONFIRM_RETRY_DELAYS_MS.length - 1)] ?? 15_000);
      if (!isWanted()) throw error;
    }
  }
}
