import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { sanitizeRichText } from '../lib/rich-text.ts';
import {
  SITE_LANGUAGES,
  matchRoute,
  type SiteLanguage,
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

/** Which rendering of a page a request gets: its language, and whether in data-saver mode. */
export interface PageVariant {
  language: SiteLanguage;
  dataSaver: boolean;
}

export const DEFAULT_VARIANT: PageVariant = { language: 'en', dataSaver: false };

function variantKey({ language, dataSaver }: PageVariant): string {
  return `${language}${dataSaver ? '+saver' : ''}`;
}

/** Every variant a prerendered page is rendered in at start. */
const VARIANTS: readonly PageVariant[] = SITE_LANGUAGES.flatMap((language) => [
  { language, dataSaver: false },
  { language, dataSaver: true },
]);

/**
 * The prerendered pages. Paths are the addresses without their language prefix (`/contact-us` for
 * `/hi/contact-us`); the variant says which rendering.
 */
export interface PrerenderedPages {
  /** The page prerendered for this path (without query string), if any. */
  find(pathname: string, variant?: PageVariant): PrerenderedPage | undefined;
  /**
   * For a page the browser renders (a signed-in main page), a page whose head preloads its code, with the
   * page's frame when it has one and `withFrame` (an address without a query string); undefined for any
   * other address.
   */
  preloadedShell(pathname: string, withFrame: boolean, language?: SiteLanguage): PrerenderedPage | undefined;
  /** Renders this address now, its page holding the given queries (a mentor's profile, a blog). */
  renderWithData(
    pathname: string,
    queries: readonly InitialQuery[],
    variant?: PageVariant,
  ): Promise<PrerenderedPage>;
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
  /** Each route rendered once; one that fails is logged and left to the browser. */
  async function renderEach(
    routes: readonly string[],
    render: (route: string) => Promise<PrerenderedPage> | undefined,
    failure: string,
  ): Promise<Map<string, PrerenderedPage>> {
    const rendered = new Map<string, PrerenderedPage>();
    for (const route of routes) {
      try {
        const page = await render(route);
        if (page) rendered.set(route, page);
      } catch (error) {
        log.error({ err: error, route }, failure);
      }
    }
    return rendered;
  }
  const pages = new Map<string, Map<string, PrerenderedPage>>();
  for (const variant of VARIANTS) {
    pages.set(
      variantKey(variant),
      await renderEach(
        pageRenderer.PRERENDERED_ROUTES,
        (route) => pageRenderer.renderPage(route, site, variant),
        'prerendering failed: the page renders in the browser',
      ),
    );
  }
  // The frames show no pictures and nothing moving: one per language serves data-saver mode too.
  const frames = new Map<SiteLanguage, Map<string, PrerenderedPage>>();
  for (const language of SITE_LANGUAGES) {
    frames.set(
      language,
      await renderEach(
        pageRenderer.SIGNED_IN_FRAMES ?? [],
        (route) => pageRenderer.renderFrame?.(route, site, language),
        'drawing the frame failed: the page renders in the browser',
      ),
    );
  }
  return {
    find: (pathname, variant = DEFAULT_VARIANT) => pageAt(pages.get(variantKey(variant)), pathname),
    preloadedShell(pathname, withFrame, language = 'en') {
      const head = pageRenderer.preloadLinks?.(pathname) ?? '';
      if (!head) return undefined;
      const frame = withFrame ? pageAt(frames.get(language), pathname) : undefined;
      return { html: frame?.html ?? '', head: (frame?.head ?? '') + head };
    },
    renderWithData: (pathname, queries, variant = DEFAULT_VARIANT) =>
      pageRenderer.renderPage(pathname, site, { queries, sanitizeRichText, ...variant }),
  };
}

/** The page rendered for the route this path matches, if any. */
function pageAt(
  rendered: ReadonlyMap<string, PrerenderedPage> | undefined,
  pathname: string,
): PrerenderedPage | undefined {
  for (const [route, page] of rendered ?? []) if (matchRoute(route, pathname)) return page;
  return undefined;
}
