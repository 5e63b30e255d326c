import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SandboxPayResult } from '@neetmentor/contract';
import { apiGet, apiPost } from '../api-client.ts';

interface SandboxOrder {
  id: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  status: 'created' | 'paid' | 'failed';
}

function orderPath(orderId: string): string {
  return `/payments/sandbox/orders/${encodeURIComponent(orderId)}`;
}

/** The order as the sandbox checkout shows it (exists only while the sandbox is the provider). */
export function getSandboxOrder(orderId: string): Promise<SandboxOrder> {
  return apiGet<SandboxOrder>(orderPath(orderId));
}

export function sandboxOrderQuery(orderId: string) {
  return queryOptions({
    queryKey: ['sandbox-order', orderId],
    queryFn: () => getSandboxOrder(orderId),
    gcTime: 0,
  });
}

export function useSandboxOrder(orderId: string) {
  return useQuery(sandboxOrderQuery(orderId));
}

/** Pay or decline: answers exactly what Razorpay's widget hands its handler or its payment.failed event. */
export function payInSandbox(orderId: string, outcome: 'success' | 'failure'): Promise<SandboxPayResult> {
  return apiPost<SandboxPayResult>(`${orderPath(orderId)}/pay`, { outcome }, { anonymous: true });
}

export function usePayInSandbox(orderId: string) {
  return useMutation({ mutationFn: (outcome: 'success' | 'failure') => payInSandbox(orderId, outcome) });
}
