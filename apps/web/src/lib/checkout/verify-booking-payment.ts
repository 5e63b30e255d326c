import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingResult } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../account-query.ts';
import { apiPost } from '../api-client.ts';
import type { CheckoutPayment } from './checkout-outcome.ts';

/** Hands the checkout's signed answer to the server, which books the session (idempotent). */
export function verifyBookingPayment(payment: CheckoutPayment): Promise<BookingResult> {
  return apiPost<BookingResult>('/students/verify-payment', { ...payment });
}

/** A new booking changes the student's session lists and notifications. */
export function useVerifyBookingPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBookingPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
