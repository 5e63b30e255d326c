import type { SiteConfig } from './api/public-content.ts';

/** A page the web app rendered to HTML ahead of any request. */
export interface PrerenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** What goes into the page's head with it: the styles that markup needs and preloads for its code. */
  head: string;
}

/**
 * What the web app's server bundle (`apps/web/dist-ssr/entry-server.js`, built by `npm run build`)
 * offers the server: the routes it can prerender, with `:name` segments standing for any one segment,
 * and the renderer. The server renders each route once at start with its configured site details.
 */
export interface PageRenderer {
  PRERENDERED_ROUTES: readonly string[];
  renderPage(route: string, site: SiteConfig): Promise<PrerenderedPage>;
}
