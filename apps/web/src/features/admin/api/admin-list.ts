import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Pagination } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { takeEarlyRead } from '../../../lib/early-reads.ts';

/** Every query of the admin area starts here, inside the account's key, so logout removes them all. */
export const ADMIN_KEY = [...ACCOUNT_QUERY_KEY, 'admin'] as const;

/** One page of an admin table, as every paged admin call answers it. */
export interface AdminPage<Row> {
  data: Row[];
  pagination: Pagination;
}

/**
 * A paged admin table (`?page=n`, and a `search` of 4 or more characters where the table has one). The
 * previous page stays on screen, dimmed, while the next one loads.
 */
export function adminListQuery<Row>(key: readonly unknown[], path: string, page: number, search = '') {
  return queryOptions({
    queryKey: [...key, page, search],
    queryFn: () =>
      apiPost<AdminPage<Row>>(`${path}?page=${page}`, search ? { search } : {}, { takeOver: takeEarlyRead }),
    placeholderData: keepPreviousData,
  });
}
