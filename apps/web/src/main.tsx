import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/providers.tsx';
import { readInitialQueries, seedQueries } from './lib/initial-queries.ts';
import { startSlicedFirstPage } from './lib/page-slices.tsx';
import { pressAgainWhenAlive, takeTapBeforeApp } from './lib/tap-before-app.ts';
import { inNextTurn } from './lib/turns.ts';
import { captureTypedValues } from './lib/typed-before-hydration.ts';
import { adoptSessionFromAddress, discardBrokenSession } from './lib/session.ts';
import { readSiteConfig } from './lib/site-config.ts';

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

const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} siteConfig={readSiteConfig(document)} />
    </BrowserRouter>
  </StrictMode>
);

// The server prerenders the public pages; their HTML is brought to life as it is. Any other page, or a
// prerendered one whose first render would differ from the server's, is rendered afresh (what is there is
// replaced when it first commits). Either way the work starts in the task after the one that ran the
// modules, and is cut into tasks: the first page's slices (PageSlice) follow one task each, so a slow
// phone can handle a tap between them (Preact would otherwise do it all in one go).
if (container.firstElementChild && isRenderedForThisAddress(container) && !hasRouterState()) {
  inNextTurn(() => {
    captureTypedValues(container);
    // Before hydrating: a part hydrated at once gives the button its listener within hydrateRoot.
    const tapped = takeTapBeforeApp();
    if (tapped) pressAgainWhenAlive(tapped);
    startSlicedFirstPage('hydrate');
    hydrateRoot(container, app);
  });
} else {
  inNextTurn(() => {
    // Server HTML that is replaced stays whole until the new page is: only an empty page fills in slices.
    if (!container.firstElementChild) startSlicedFirstPage('render');
    // A button tapped before is replaced with the page: the tap is not pressed again.
    takeTapBeforeApp();
    createRoot(container).render(app);
  });
}
