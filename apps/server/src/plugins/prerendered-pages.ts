import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageRenderer, PrerenderedPage, SiteConfig } from '@neetmentor/contract';

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

/** Whether a path fits a route: the same segments, where `:name` stands for any one non-empty segment. */
export function matchesRoute(route: string, pathname: string): boolean {
  const expected = route.split('/');
  const actual = pathname.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      segment.startsWith(':') ? actual[index] !== '' : segment === actual[index],
    )
  );
}

interface PrerenderedPages {
  /** The page prerendered for this path (without query string), if any. */
  find(pathname: string): PrerenderedPage | undefined;
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

  const pages = new Map<string, PrerenderedPage>();
  for (const route of renderer.PRERENDERED_ROUTES) {
    try {
      pages.set(route, await renderer.renderPage(route, site));
    } catch (error) {
      log.error({ err: error, route }, 'prerendering failed: the page renders in the browser');
    }
  }
  return {
    find(pathname) {
      for (const [route, page] of pages) if (matchesRoute(route, pathname)) return page;
      return undefined;
    },
  };
}
