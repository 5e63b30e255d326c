import type { InitialQuery } from './prerender.ts';

// Its own module: the browser's entry reads the element by its id, and must not bring the rest of
// prerender.ts (the query keys, the listing's filters) into every page's first chunk.

/** The element the server writes a page's data into, next to the markup rendered with it. */
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
