import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UpdatesFeed } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

export type UpdatesPage = UpdatesFeed[number];

/** One page of the admin's updates (5, newest first) with who posts them; the spec's answer is `data[0]`. */
export async function getUpdates(page: number): Promise<UpdatesPage | null> {
  const feed = await apiPost<UpdatesFeed>(`/admin/get-updates?page=${page}`);
  return feed[0] ?? null;
}

export function updatesQuery(page: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'mentor-updates', page],
    queryFn: () => getUpdates(page),
    placeholderData: keepPreviousData,
  });
}

export function useUpdates(page: number) {
  return useQuery(updatesQuery(page));
}
