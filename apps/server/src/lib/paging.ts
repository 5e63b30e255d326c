import type { Pagination } from '@neetmentor/contract';

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

/**
 * One page of a table. A page past the end (an old link, a list that shrank) answers the last page, and
 * `currentPage` says which, so a pager never shows a page that does not exist. `load` reads one page's
 * rows and the total in the same query round.
 */
export async function pageThrough<Row, Item>(
  requested: number,
  pageSize: number,
  load: (window: { limit: number; offset: number }) => Promise<{ rows: Row[]; total: number }>,
  toItem: (row: Row) => Item,
): Promise<Paged<Item>> {
  const windowOf = (page: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });
  const first = await load(windowOf(requested));
  const totalPages = Math.max(1, Math.ceil(first.total / pageSize));
  const currentPage = Math.min(requested, totalPages);
  const { rows, total } = currentPage === requested ? first : await load(windowOf(currentPage));
  return { data: rows.map(toItem), pagination: { currentPage, totalPages, total, pageSize } };
}
