import type { QueryClient } from '@tanstack/react-query';
import { INITIAL_QUERIES_ID, type InitialQuery } from '@neetmentor/contract';

function isInitialQuery(value: unknown): value is InitialQuery {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray(Reflect.get(value, 'key')) &&
    Reflect.get(value, 'data') !== undefined
  );
}

/**
 * The queries the server rendered this page with, or none when the page has no such element or it is
 * malformed: the page then loads its data as it always could.
 */
export function readInitialQueries(root: ParentNode): InitialQuery[] {
  const text = root.querySelector(`script#${INITIAL_QUERIES_ID}`)?.textContent;
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isInitialQuery) : [];
}

/**
 * Puts the queries into the client as if just fetched: the first render matches the server's HTML, and
 * nothing is fetched again until the data is older than the query's staleTime.
 */
export function seedQueries(client: QueryClient, queries: readonly InitialQuery[]): void {
  for (const { key, data } of queries) client.setQueryData(key, data);
}
