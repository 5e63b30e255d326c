import { existsSync, readFileSync } from 'node:fs';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PageRenderer, PrerenderedPage, SiteConfig } from '@neetmentor/contract';
import { App } from './app/app.tsx';
import { modulePreloadLinks, parseClientManifest, type ClientManifest } from './app/module-preload.ts';
import { createQueryClient } from './app/providers.tsx';

const CONTENT = 'src/features/content/pages';
const AUTH_LAYOUT = 'src/app/layouts/auth-layout.tsx';
const AUTH = 'src/features/auth/pages';

/**
 * The pages anyone may open without signing in, each with the modules of its lazily loaded layout and
 * page (as the client build's manifest names them), whose chunks the HTML preloads. Their first screen
 * depends on the address alone: data shows its loading state, a session appears after hydration. For the
 * two dynamic routes the loading state does not depend on the parameter, so one render serves every
 * mentor and every blog. The sign-up academics step is left out: it starts from a draft kept in the
 * browser.
 */
export const PRERENDERED_PAGES: readonly { route: string; modules: readonly string[] }[] = [
  { route: '/', modules: ['src/features/home/pages/home-page.tsx'] },
  { route: '/search-mentor', modules: ['src/features/mentors/pages/search-mentor-page.tsx'] },
  { route: '/single-mentor/:id', modules: ['src/features/mentors/pages/single-mentor-page.tsx'] },
  { route: '/became-mentor', modules: [`${CONTENT}/became-mentor-page.tsx`] },
  { route: '/webinar-page', modules: [`${CONTENT}/webinar-page.tsx`] },
  { route: '/blogs-page', modules: [`${CONTENT}/blogs-page.tsx`] },
  { route: '/single-blog/:slug', modules: [`${CONTENT}/single-blog-page.tsx`] },
  { route: '/contact-us', modules: [`${CONTENT}/contact-page.tsx`] },
  { route: '/terms-condition', modules: [`${CONTENT}/terms-page.tsx`] },
  { route: '/refund-policy', modules: [`${CONTENT}/refund-policy-page.tsx`] },
  { route: '/privacy-policy', modules: [`${CONTENT}/privacy-policy-page.tsx`] },
  { route: '/about-us', modules: [`${CONTENT}/about-page.tsx`] },
  { route: '/faq-mentors', modules: [`${CONTENT}/faq-mentors-page.tsx`] },
  { route: '/faq-students', modules: [`${CONTENT}/faq-students-page.tsx`] },
  { route: '/why-choose-us', modules: [`${CONTENT}/why-choose-us-page.tsx`] },
  { route: '/how-it-works', modules: [`${CONTENT}/how-it-works-page.tsx`] },
  { route: '/login', modules: [AUTH_LAYOUT, `${AUTH}/login-page.tsx`] },
  { route: '/signup', modules: [AUTH_LAYOUT, `${AUTH}/signup-page.tsx`] },
  { route: '/login/forgot-password', modules: [AUTH_LAYOUT, `${AUTH}/forgot-password-page.tsx`] },
  {
    route: '/login/forgot-password/resetPassword/:token',
    modules: [AUTH_LAYOUT, `${AUTH}/reset-password-page.tsx`],
  },
  {
    route: '/signup/mentor-signup/mentor-signup-success',
    modules: [AUTH_LAYOUT, `${AUTH}/mentor-signup-success-page.tsx`],
  },
  { route: '/admin/login', modules: [AUTH_LAYOUT, `${AUTH}/admin-login-page.tsx`] },
];

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
