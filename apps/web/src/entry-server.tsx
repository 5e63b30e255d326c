import { existsSync, readFileSync } from 'node:fs';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import {
  initialQueriesElement,
  matchRoute,
  type InitialQuery,
  type PageRenderer,
  type PrerenderedPage,
  type SiteConfig,
  DEFAULT_SITE_LANGUAGE,
  languagePrefix,
  type SiteLanguage,
} from '@neetmentor/contract';
import { ALL_CATALOGS } from './i18n/all-catalogs.ts';
import { createI18n } from './i18n/i18n.ts';
import { ALWAYS_LOADED } from './i18n/namespaces.ts';
import { PAGE_NAMESPACES_META } from './i18n/page-namespaces.ts';
import { App } from './app/app.tsx';
import {
  earlyScriptTags,
  modulePreloadLinks,
  parseClientManifest,
  type ClientManifest,
} from './app/module-preload.ts';
import { NOT_FOUND_PAGE, PRELOADED_CLIENT_PAGES, PRERENDERED_PAGES } from './app/prerendered-pages.ts';
import { createQueryClient } from './app/providers.tsx';
import { ServerRichTextContext } from './components/rich-text.tsx';
import { SignedInFrameContext } from './lib/signed-in-frame.ts';
import type { SessionRole } from './lib/session.ts';
import { seedQueries } from './lib/initial-queries.ts';

const RENDERED_PAGES = [...PRERENDERED_PAGES, NOT_FOUND_PAGE];

export const PRERENDERED_ROUTES: PageRenderer['PRERENDERED_ROUTES'] = RENDERED_PAGES.map(
  (page) => page.route,
);

/**
 * The client build's manifest, read once: it sits next to this bundle (apps/web/dist beside
 * apps/web/dist-ssr, as beside apps/web/src). Without it (a test before any build) nothing is preloaded.
 */
function readClientManifest(): ClientManifest {
  const file = new URL('../dist/.vite/manifest.json', import.meta.url);
  return existsSync(file) ? parseClientManifest(readFileSync(file, 'utf8')) : new Map();
}

let clientManifest: ClientManifest | undefined;

/** `route` is a route of the table or, for a page rendered with its data, an address of one. */
function preloadLinksFor(route: string): string {
  clientManifest ??= readClientManifest();
  const page =
    RENDERED_PAGES.find((candidate) => candidate.route === route) ??
    RENDERED_PAGES.find((candidate) => matchRoute(candidate.route, route) !== null);
  const modules = page?.modules ?? [];
  return modulePreloadLinks(clientManifest, modules);
}

const FRAMED_PAGES = PRELOADED_CLIENT_PAGES.flatMap(({ route, frameRole }) =>
  frameRole ? [{ route, role: frameRole }] : [],
);

export const SIGNED_IN_FRAMES: NonNullable<PageRenderer['SIGNED_IN_FRAMES']> = FRAMED_PAGES.map(
  (page) => page.route,
);

/** A dashboard as it looks while its data loads, drawn as its role's page for no one in particular. */
export const renderFrame: NonNullable<PageRenderer['renderFrame']> = async (route, site, language) => {
  const page = FRAMED_PAGES.find((candidate) => candidate.route === route);
  if (!page) throw new Error(`${route} has no frame`);
  return renderPage(route, site, { signedInAs: page.role, language: language ?? DEFAULT_SITE_LANGUAGE });
};

export const preloadLinks: NonNullable<PageRenderer['preloadLinks']> = (pathname) => {
  clientManifest ??= readClientManifest();
  const page = PRELOADED_CLIENT_PAGES.find((candidate) => matchRoute(candidate.route, pathname) !== null);
  if (!page) return '';
  return (
    // A page with a frame runs its early script before the start script looks at it (it may drop the frame).
    earlyScriptTags(clientManifest, page.earlyScripts ?? [], page.frameRole ? 'deferred' : 'async') +
    modulePreloadLinks(clientManifest, page.modules)
  );
};

async function readText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The catalogs the render read (react-i18next notes each namespace a component asks for) and the shared
 * ones: preloaded beside the page's code, and named for the browser, which loads them before it hydrates,
 * so no part of the page waits for its texts while it comes to life.
 */
function catalogHead(i18n: I18n, language: SiteLanguage): string {
  clientManifest ??= readClientManifest();
  const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const namespaces = [...new Set([...ALWAYS_LOADED, ...used])];
  const modules = namespaces.map((namespace) => `src/locales/${language}/${namespace}.json`);
  return (
    `<meta name="${PAGE_NAMESPACES_META}" content="${namespaces.join(' ')}">` +
    modulePreloadLinks(clientManifest, modules)
  );
}

/**
 * The render's styles, in the forms Emotion's browser side adopts instead of inserting them again: each
 * global style sheet (the baseline, `GlobalStyles`) as the element its `Global` looks for
 * (`data-emotion="css-global <name>"`), then one element for every other rule (`data-emotion="css <names>"`),
 * which Emotion's cache adopts at start. `data-s` says that one is already out of React's way in the head:
 * Emotion would otherwise move it, and the browser would parse all its rules a second time. Without its
 * element, a `Global` compiles and inserts its whole sheet again while the page hydrates.
 */
function styleElements(cache: EmotionCache, globalNames: ReadonlySet<string>): string {
  const escape = (rules: string) => rules.replace(/<\/style/gi, '<\\/style');
  let globals = '';
  const names: string[] = [];
  let rules = '';
  for (const [name, value] of Object.entries(cache.inserted)) {
    if (typeof value !== 'string') continue;
    if (globalNames.has(name)) {
      globals += `<style data-emotion="${cache.key}-global ${name}">${escape(value)}</style>`;
      continue;
    }
    names.push(name);
    rules += value;
  }
  return `${globals}<style data-emotion="${cache.key} ${names.join(' ')}" data-s="">${escape(rules)}</style>`;
}

/**
 * Notes the names of the global style sheets the render inserts: Emotion's `Global` inserts its sheet with
 * no selector, every styled element with its class. Keyframes are inserted with no selector too, but are
 * named `animation-<hash>` and belong with the rules that use them.
 */
function recordGlobalNames(cache: EmotionCache): ReadonlySet<string> {
  const globalNames = new Set<string>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (selector === '' && !serialized.name.startsWith('animation-')) globalNames.add(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return globalNames;
}

/**
 * Renders a route as the browser's first render will: the same providers and theme, a fresh query client
 * holding the given queries (the rest stay pending), signed out (or, for a frame, as `signedInAs`). It
 * waits for every lazy page and layout, so the HTML is the page. Given queries, `route` is the address
 * itself (`/single-mentor/<id>`), and the result carries the same data for the browser to start from. Rich
 * text (a blog's body, a package's description) is in the HTML only when the server hands in its sanitiser.
 */
export async function renderPage(
  route: string,
  siteConfig: SiteConfig,
  options: {
    queries?: readonly InitialQuery[];
    sanitizeRichText?: (html: string) => string;
    /** Draws a signed-in page's frame as this role's (`renderFrame`). */
    signedInAs?: SessionRole;
    /** The language to render in; `route` is then the address without the language's prefix. */
    language?: SiteLanguage;
    /** Renders the page as data-saver mode shows it (lib/data-saver.tsx). */
    dataSaver?: boolean;
  } = {},
): Promise<PrerenderedPage> {
  const queries = options.queries ?? [];
  const language = options.language ?? DEFAULT_SITE_LANGUAGE;
  const i18n = createI18n(language, { resources: ALL_CATALOGS });
  const prefix = languagePrefix(language);
  const queryClient = createQueryClient();
  seedQueries(queryClient, queries);
  const cache = createCache({ key: 'css' });
  // Emotion then collects the rules on the cache instead of writing a style element before each
  // element; rules inserted during a render React retried (a lazy page loading) are not lost.
  cache.compat = true;
  const globalNames = recordGlobalNames(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <ServerRichTextContext value={options.sanitizeRichText ?? null}>
        <SignedInFrameContext value={options.signedInAs ?? null}>
          <StaticRouter
            location={`${prefix}${route === '/' && prefix ? '' : route}`}
            basename={prefix || undefined}
          >
            <App
              queryClient={queryClient}
              siteConfig={siteConfig}
              i18n={i18n}
              dataSaver={options.dataSaver ?? false}
            />
          </StaticRouter>
        </SignedInFrameContext>
      </ServerRichTextContext>
    </CacheProvider>,
    {
      // Every boundary inline, in place: otherwise React sends large ones after a fallback, with inline
      // scripts to swap them in, which the content security policy (rightly) refuses to run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    },
  );
  const html = await readText(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${route} failed`);
  const page: PrerenderedPage = {
    html,
    head: styleElements(cache, globalNames) + preloadLinksFor(route) + catalogHead(i18n, language),
  };
  if (queries.length > 0) page.afterRoot = initialQueriesElement(queries);
  return page;
}
