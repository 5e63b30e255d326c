import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { sanitizeRichText } from '../lib/rich-text.ts';
import {
  matchRoute,
  type InitialQuery,
  type PageRenderer,
  type PrerenderedPage,
  type SiteConfig,
} from '@neetmentor/contract';

/** The web app's prerender bundle, built next to the public build by `npm run build`. */
const PAGE_RENDERER_FILE = 'entry-server.js';

function isPageRenderer(value: unknown): value is PageRenderer {
  if (typeof value !== 'object' || value === null) return false;
  const routes: unknown = Reflect.get(value, 'PRERENDERED_ROUTES');
  return (
    Array.isArray(routes) &&
    routes.every((route) => typeof route === 'string') &&
    typeof Reflect.get(value, 'renderPage') === 'function'
  );
}

export interface PrerenderedPages {
  /** The page prerendered for this path (without query string), if any. */
  find(pathname: string): PrerenderedPage | undefined;
  /**
   * For a page the browser renders (a signed-in main page), a page whose head preloads its code, with the
   * page's frame when it has one and `withFrame` (an address without a query string); undefined for any
   * other address.
   */
  preloadedShell(pathname: string, withFrame: boolean): PrerenderedPage | undefined;
  /** Renders this address now, its page holding the given queries (a mentor's profile, a blog). */
  renderWithData(pathname: string, queries: readonly InitialQuery[]): Promise<PrerenderedPage>;
}

/**
 * Renders every route the web app offers once, at start, with this server's site configuration (brand,
 * contact details), so a page's HTML carries its content before any script runs. Returns undefined when
 * there is no usable prerender bundle (development); what fails is logged and left to the browser, which
 * renders such pages itself as it always could.
 */
export async function prerenderPages(
  bundleDir: string,
  site: SiteConfig,
  log: FastifyBaseLogger,
): Promise<PrerenderedPages | undefined> {
  const entry = path.join(bundleDir, PAGE_RENDERER_FILE);
  if (!existsSync(entry)) return undefined;
  let renderer: unknown;
  try {
    renderer = await import(pathToFileURL(entry).href);
  } catch (error) {
    log.error({ err: error, entry }, 'the prerender bundle does not load: pages render in the browser');
    return undefined;
  }
  if (!isPageRenderer(renderer)) {
    log.error(
      { entry },
      'the prerender bundle lacks PRERENDERED_ROUTES or renderPage: pages render in the browser',
    );
    return undefined;
  }

  const pageRenderer = renderer;
  const pages = new Map<string, PrerenderedPage>();
  for (const route of pageRenderer.PRERENDERED_ROUTES) {
    try {
      pages.set(route, await pageRenderer.renderPage(route, site));
    } catch (error) {
      log.error({ err: error, route }, 'prerendering failed: the page renders in the browser');
    }
  }
  const frames = new Map<string, PrerenderedPage>();
  for (const route of pageRenderer.SIGNED_IN_FRAMES ?? []) {
    try {
      const frame = await pageRenderer.renderFrame?.(route, site);
      if (frame) frames.set(route, frame);
    } catch (error) {
      log.error({ err: error, route }, 'drawing the frame failed: the page renders in the browser');
    }
  }
  const frameOf = (pathname: string) => {
    for (const [route, frame] of frames) if (matchRoute(route, pathname)) return frame;
    return undefined;
  };
  return {
    find(pathname) {
      for (const [route, page] of pages) if (matchRoute(route, pathname)) return page;
      return undefined;
    },
    preloadedShell(pathname, withFrame) {
      const head = pageRenderer.preloadLinks?.(pathname) ?? '';
      if (!head) return undefined;
      const frame = withFrame ? frameOf(pathname) : undefined;
      return { html: frame?.html ?? '', head: (frame?.head ?? '') + head };
    },
    renderWithData: (pathname, queries) =>
      pageRenderer.renderPage(pathname, site, { queries, sanitizeRichText }),
  };
}
