import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProfile } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { takeEarlyRead } from '../../../lib/early-reads.ts';
import { ADMIN_KEY } from './admin-list.ts';

/**
 * The signed-in admin's details: name, picture, e-mail, and what the content pages show of them (the
 * featured mentors, the featured ad and verification amount, the current webinar).
 */
export const ADMIN_DETAILS_KEY = [...ADMIN_KEY, 'details'] as const;

export function getAdminDetails(id: string): Promise<AdminProfile> {
  return apiPost<AdminProfile>('/admin/admin-details', { id }, { takeOver: takeEarlyRead });
}

export function adminDetailsQuery(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_DETAILS_KEY, id],
    queryFn: () => getAdminDetails(id),
  });
}

export function useAdminDetails(id: string) {
  return useQuery(adminDetailsQuery(id));
}
