import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import {
  confirmPayment,
  keepPaymentToConfirm,
  readPaymentsToConfirm,
  type PaymentToConfirm,
} from './payments-to-confirm.ts';

const payment: PaymentToConfirm = {
  orderId: 'order_1',
  paymentId: 'pay_1',
  signature: 'sig',
  studentId: 's-1',
  mentorName: 'Asha',
};

/** Each retry's pause ends at once: the browser says it is back online. */
function backOnline() {
  queueMicrotask(() => window.dispatchEvent(new Event('online')));
}

describe('payments to confirm', () => {
  afterEach(() => localStorage.clear());

  it('keeps each payment once, for its own student only', () => {
    keepPaymentToConfirm(payment);
    keepPaymentToConfirm(payment);
    keepPaymentToConfirm({ ...payment, orderId: 'order_2', studentId: 's-2' });
    expect(readPaymentsToConfirm('s-1')).toEqual([payment]);
    expect(readPaymentsToConfirm('s-2')).toHaveLength(1);
    localStorage.setItem('paymentsToConfirm', '{not json');
    expect(readPaymentsToConfirm('s-1')).toEqual([]);
  });

  it('tries again through connection trouble, then forgets the payment the server booked', async () => {
    keepPaymentToConfirm(payment);
    const verify = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Could not reach the server.', 0, null))
      .mockRejectedValueOnce(new ApiError('Busy', 503, 'SERVICE_UNAVAILABLE'))
      .mockResolvedValueOnce({ booked: true });
    const onRetry = vi.fn(backOnline);

    await expect(confirmPayment(payment, verify, { onRetry, isWanted: () => true })).resolves.toEqual({
      booked: true,
    });
    expect(verify).toHaveBeenCalledTimes(3);
    expect(verify).toHaveBeenCalledWith({ orderId: 'order_1', paymentId: 'pay_1', signature: 'sig' });
    expect(onRetry).toHaveBeenCalledTimes(2);
    expect(readPaymentsToConfirm('s-1')).toEqual([]);
  });

  it('forgets a payment the server refused, and keeps one whose session must sign in again', async () => {
    keepPaymentToConfirm(payment);
    const signIn = new ApiError('Please log in again.', 401, 'SESSION_ENDED');
    await expect(
      confirmPayment(payment, () => Promise.reject(signIn), { onRetry: backOnline, isWanted: () => true }),
    ).rejects.toBe(signIn);
    expect(readPaymentsToConfirm('s-1')).toEqual([payment]);

    const refused = new ApiError('The mentor is unavailable.', 409, 'MENTOR_UNAVAILABLE');
    await expect(
      confirmPayment(payment, () => Promise.reject(refused), { onRetry: backOnline, isWanted: () => true }),
    ).rejects.toBe(refused);
    expect(readPaymentsToConfirm('s-1')).toEqual([]);
  });

  it('stops trying when the page that asked is gone, and keeps the payment for the next visit', async () => {
    keepPaymentToConfirm(payment);
    let wanted = true;
    const verify = vi.fn().mockRejectedValue(new ApiError('Could not reach the server.', 0, null));
    const attempt = confirmPayment(payment, verify, {
      onRetry: () => {
        wanted = false;
        backOnline();
      },
      isWanted: () => wanted,
    });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(readPaymentsToConfirm('s-1')).toEqual([payment]);
  });
});
