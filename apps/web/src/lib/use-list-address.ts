import { useSearchParams } from 'react-router';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The page and search of a session table, kept in the address (`?page=2&search=…`) so a reload, a shared
 * link and the Back button show the same rows.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();

  function update(changes: Record<string, string | null>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });
  }

  return {
    page: readPage(params.get('page')),
    search: params.get('search') ?? '',
    setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
    /** A new search starts from its first page. */
    setSearch: (search: string) => update({ search: search || null, page: null }),
  };
}
