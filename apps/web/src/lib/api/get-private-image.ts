import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../account-query.ts';
import { apiGetFile } from '../api-client.ts';

/**
 * A private image of the API (a session's or a payout's proof, a mentor's score card or college ID) by
 * the address its list entry names, fetched with the token.
 */
export function getPrivateImage(address: string): Promise<Blob> {
  return apiGetFile(address);
}

export function privateImageQuery(address: string) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'private-image', address],
    queryFn: () => getPrivateImage(address),
    // Proofs never change once made, and a replaced document gets a new address.
    staleTime: Infinity,
  });
}

export function usePrivateImage(address: string) {
  return useQuery(privateImageQuery(address));
}
