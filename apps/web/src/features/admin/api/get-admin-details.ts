import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProfile } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function getAdminDetails(id: string): Promise<AdminProfile> {
  return apiPost<AdminProfile>('/admin/admin-details', { id });
}

export function adminDetailsQuery(id: string) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'admin', id],
    queryFn: () => getAdminDetails(id),
  });
}

export function useAdminDetails(id: string) {
  return useQuery(adminDetailsQuery(id));
}
