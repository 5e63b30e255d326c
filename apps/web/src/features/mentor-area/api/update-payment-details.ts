import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentDetails, PaymentDetailsRequest } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { PAYMENT_DETAILS_KEY } from './get-payment-details.ts';

export function updatePaymentDetails(details: PaymentDetailsRequest): Promise<PaymentDetails> {
  return apiPost<PaymentDetails>('/mentors/update-payment-details', details);
}

/** The answer is the details as saved (the IFSC in capitals): they replace the cached ones. */
export function useUpdatePaymentDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentDetails,
    onSuccess: (saved) => queryClient.setQueryData(PAYMENT_DETAILS_KEY, saved),
  });
}
