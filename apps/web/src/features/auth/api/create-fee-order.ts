import { useMutation } from '@tanstack/react-query';
import type { CheckoutOrder } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * Opens the checkout of the mentor application fee. Called before the applicant can log in, so it is
 * authorised by the sign-up cookie (set at sign-up, or by a login refused for the unpaid fee).
 */
export function createFeeOrder(): Promise<CheckoutOrder> {
  return apiPost<CheckoutOrder>('/mentors/create-fee-order', undefined, { anonymous: true });
}

export function useCreateFeeOrder() {
  return useMutation({ mutationFn: createFeeOrder });
}
