import type { QueryClient } from '@tanstack/react-query';
import type { InitialQuery } from '@neetmentor/contract';

/** The element the server writes the page's data into, next to the markup rendered with it. */
export const INITIAL_QUERIES_ID = 'initial-queries';

// Characters that could end the element or start markup (`</script>`, `<!--`) or that old parsers read as
// line ends; inside a JSON string each has an equivalent \u escape, so the data reads back unchanged.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

function escapeForScript(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * The queries as a data element: `type="application/json"` is never run (the content security policy
 * allows no inline script anyway), and the escapes keep a hostile name such as `</script><script>…` from
 * ending it early.
 */
export function initialQueriesElement(queries: readonly InitialQuery[]): string {
  const json = JSON.stringify(queries).replace(UNSAFE_IN_SCRIPT, escapeForScript);
  return `<script type="application/json" id="${INITIAL_QUERIES_ID}">${json}</script>`;
}

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
