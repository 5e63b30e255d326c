import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UpdatesFeed } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './admin-list.ts';

export const ADMIN_UPDATES_KEY = [...ADMIN_KEY, 'updates'] as const;

/** One page of the updates mentors read (5 a page, newest first), with who posts them. */
export async function getAdminUpdates(page: number): Promise<UpdatesFeed[number] | null> {
  const feed = await apiPost<UpdatesFeed>(`/admin/get-updates?page=${page}`, {});
  return feed[0] ?? null;
}

export function adminUpdatesQuery(page: number) {
  return queryOptions({
    queryKey: [...ADMIN_UPDATES_KEY, page],
    queryFn: () => getAdminUpdates(page),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUpdates(page: number) {
  return useQuery(adminUpdatesQuery(page));
}
