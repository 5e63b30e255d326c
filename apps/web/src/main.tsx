import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { ScrollToTop } from './app/scroll-to-top.tsx';
import { adoptSessionFromAddress, discardBrokenSession } from './lib/session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// Before the router reads the address: a LinkedIn sign-in arrives with its token in the query string.
adoptSessionFromAddress();
discardBrokenSession();

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <ScrollToTop />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
