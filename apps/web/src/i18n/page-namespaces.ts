import { NAMESPACES, type Namespace } from './namespaces.ts';

/** The `<meta>` in a prerendered page's head naming the catalogs its render read (entry-server.tsx). */
export const PAGE_NAMESPACES_META = 'page-namespaces';

/** The namespaces the server's render of this page read, to load before the browser adopts it. */
export function pageNamespaces(document: Document): Namespace[] {
  const content = document.querySelector(`meta[name="${PAGE_NAMESPACES_META}"]`)?.getAttribute('content');
  return (content ?? '')
    .split(' ')
    .filter((name): name is Namespace => (NAMESPACES as readonly string[]).includes(name));
}
