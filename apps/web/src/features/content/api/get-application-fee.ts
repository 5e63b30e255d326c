import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationFee } from '@neetmentor/contract';
import { apiGet } from '../../../lib/api-client.ts';

/** The admin-set application fee in rupees and the end of its waiver, if any. */
export function getApplicationFee(): Promise<ApplicationFee> {
  return apiGet<ApplicationFee>('/mentors/application-fee');
}

export const applicationFeeQuery = queryOptions({
  queryKey: ['application-fee'],
  queryFn: getApplicationFee,
});

export function useApplicationFee() {
  return useQuery(applicationFeeQuery);
}
