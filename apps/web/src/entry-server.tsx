import { existsSync, readFileSync } from 'node:fs';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PageRenderer, PrerenderedPage, SiteConfig } from '@neetmentor/contract';
import { App } from './app/app.tsx';
import { modulePreloadLinks, parseClientManifest, type ClientManifest } from './app/module-preload.ts';
import { PRERENDERED_PAGES } from './app/prerendered-pages.ts';
import { createQueryClient } from './app/providers.tsx';

export const PRERENDERED_ROUTES: PageRenderer['PRERENDERED_ROUTES'] = PRERENDERED_PAGES.map(
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

function preloadLinksFor(route: string): string {
  clientManifest ??= readClientManifest();
  const modules = PRERENDERED_PAGES.find((page) => page.route === route)?.modules ?? [];
  return modulePreloadLinks(clientManifest, modules);
}

async function readText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One style element for everything the render inserted, in the form Emotion's browser cache adopts at
 * start (`data-emotion="css <names>"`), so hydration inserts none of these rules again. `data-s` says it
 * is already out of React's way in the head: Emotion would otherwise move it, and the browser would parse
 * all its rules a second time.
 */
function styleElement(cache: EmotionCache): string {
  const names: string[] = [];
  let rules = '';
  for (const [name, value] of Object.entries(cache.inserted)) {
    if (typeof value !== 'string') continue;
    names.push(name);
    rules += value;
  }
  return `<style data-emotion="${cache.key} ${names.join(' ')}" data-s="">${rules.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * Renders a route as the browser's first render will: the same providers and theme, a fresh query client
 * whose queries stay pending, signed out. It waits for every lazy page and layout, so the HTML is the page.
 */
export async function renderPage(route: string, siteConfig: SiteConfig): Promise<PrerenderedPage> {
  const cache = createCache({ key: 'css' });
  // Emotion then collects the rules on the cache instead of writing a style element before each
  // element; rules inserted during a render React retried (a lazy page loading) are not lost.
  cache.compat = true;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StaticRouter location={route}>
        <App queryClient={createQueryClient()} siteConfig={siteConfig} />
      </StaticRouter>
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
  return { html, head: styleElement(cache) + preloadLinksFor(route) };
}
