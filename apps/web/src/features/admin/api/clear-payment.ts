import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClearPaymentResult } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { ADMIN_DETAILS_KEY } from './get-admin-details.ts';
import { CLEARED_PAYMENTS_KEY } from './get-cleared-payments.ts';
import { DASHBOARD_KEY } from './get-dashboard-data.ts';
import { PAYOUT_MENTORS_KEY } from './get-payout-mentors.ts';

export interface PaymentClearance {
  /** The mentor's `_id`. */
  mentorId: string;
  /** The balance the admin saw and paid, in rupees: a wallet changed since is refused (BALANCE_CHANGED). */
  amount: number;
  imageOfProof: File | null;
}

/** clear-payment: pays out the mentor's whole balance with the transfer proof. */
export function clearPayment({
  mentorId,
  amount,
  imageOfProof,
}: PaymentClearance): Promise<ClearPaymentResult> {
  const form = new FormData();
  form.append('mentorID', mentorId);
  form.append('amount', String(amount));
  if (imageOfProof) form.append('imageOfProof', imageOfProof);
  return apiPost<ClearPaymentResult>('/admin/clear-payment', form);
}

/**
 * Reloads the mentors to pay, the cleared payments, the wallet figure and the admin's details (which
 * carry the latest payouts), refused or not: NOTHING_TO_CLEAR and BALANCE_CHANGED mean the row is stale.
 */
export function useClearPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearPayment,
    onSettled: () =>
      Promise.all(
        [PAYOUT_MENTORS_KEY, CLEARED_PAYMENTS_KEY, DASHBOARD_KEY, ADMIN_DETAILS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
