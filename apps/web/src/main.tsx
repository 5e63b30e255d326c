import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { languagePrefix, pathWithoutLanguage } from '@neetmentor/contract';
import { createI18n } from './i18n/i18n.ts';
import { ALWAYS_LOADED } from './i18n/namespaces.ts';
import { pageNamespaces } from './i18n/page-namespaces.ts';
import { currentPageLanguage } from './i18n/language.ts';
import { App } from './app/app.tsx';
import { preloadRouteCode } from './app/router.tsx';
import { createQueryClient } from './app/providers.tsx';
import { readInitialQueries, seedQueries } from './lib/initial-queries.ts';
import { adoptSessionFromAddress, discardBrokenSession } from './lib/session.ts';
import { readSiteConfig } from './lib/site-config.ts';
import { pageSentInDataSaverMode } from './lib/data-saver.tsx';
import { staleChunkRecovery } from './lib/stale-chunk-recovery.ts';

window.addEventListener('vite:preloadError', staleChunkRecovery.handlePreloadError);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

/**
 * A reload of a page reached inside the app may carry router state (a blog handed over by its card, the
 * sign-in tab to open) that the server's HTML was rendered without. React Router keeps it in `usr`.
 */
function hasRouterState(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'usr' in state && state.usr != null;
}

/**
 * The server sends a page it rendered with something else than this address shows (the not-found page
 * for a mentor or blog that does not exist) marked so: the app renders it afresh rather than hydrate it.
 */
function isRenderedForThisAddress(root: HTMLElement): boolean {
  return root.dataset.clientRender === undefined;
}

// Before the router reads the address: a LinkedIn sign-in arrives with its token in the query string.
adoptSessionFromAddress();
discardBrokenSession();

// The data a mentor's or a blog's page was rendered with, so hydration starts from the same state and
// nothing is fetched again while it is fresh (the queries' staleTime).
const queryClient = createQueryClient();
seedQueries(queryClient, readInitialQueries(document));

// The address says the language (`/hi/…` is Hindi); the app's routes sit under that prefix.
const language = currentPageLanguage();
const i18n = createI18n(language);
document.documentElement.lang = language;

const app = (
  <StrictMode>
    <BrowserRouter basename={languagePrefix(language) || undefined}>
      <App
        queryClient={queryClient}
        siteConfig={readSiteConfig(document)}
        i18n={i18n}
        dataSaver={pageSentInDataSaverMode()}
      />
    </BrowserRouter>
  </StrictMode>
);

// The server prerenders the public pages and the signed-in areas' frames: React adopts that HTML as it is
// (hydration), part by part at each Suspense boundary, yielding to the browser between parts. A tap or a
// key press on a part not yet alive makes React bring that part to life first and then handle it; what
// was typed into a field before stays in the field. Any other page, or one whose first render would
// differ from the server's, is rendered afresh.
if (container.firstElementChild && isRenderedForThisAddress(container) && !hasRouterState()) {
  // The page's own code first (its chunks are already on their way, preloaded by the server's HTML), so
  // React never meets a part of this page whose code is missing. A chunk that fails to arrive is left to
  // the page's error boundary and the stale-chunk reload.
  await Promise.all([
    preloadRouteCode(pathWithoutLanguage(window.location.pathname)).catch(() => undefined),
    // The catalogs the server's render read (already on their way, preloaded like the code).
    i18n.loadNamespaces([...ALWAYS_LOADED, ...pageNamespaces(document)]).catch(() => undefined),
  ]);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
