import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationFee } from '@neetmentor/contract';
import { apiGet } from '../api-client.ts';

/** The admin-set application fee in rupees and the end of its waiver, if any. */
export function getApplicationFee(): Promise<ApplicationFee> {
  return apiGet<ApplicationFee>('/mentors/application-fee');
}

/** One answer in the cache for every text about the fee: the recruitment page, the FAQ, the policies, the application. */
export const applicationFeeQuery = queryOptions({
  queryKey: ['application-fee'],
  queryFn: getApplicationFee,
});

export function useApplicationFee() {
  return useQuery(applicationFeeQuery);
}
