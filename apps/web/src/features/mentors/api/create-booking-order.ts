import { useMutation } from '@tanstack/react-query';
import type { BookPackageRequest, CheckoutOrder } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';

/** Opens an order for a paid package; the amount comes from the catalog, never from here. */
export function createBookingOrder(request: BookPackageRequest): Promise<CheckoutOrder> {
  return apiPost<CheckoutOrder>('/students/create-order', request);
}

export function useCreateBookingOrder() {
  return useMutation({ mutationFn: createBookingOrder });
}
