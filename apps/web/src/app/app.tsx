import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { SiteConfig } from '@neetmentor/contract';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

interface AppProps {
  queryClient: QueryClient;
  siteConfig: SiteConfig;
  i18n: I18n;
  dataSaver?: boolean;
}

/**
 * Everything inside the router, the same in the browser and in the server's prerender, so the HTML the
 * server sends is what the browser's first render produces.
 */
export function App({ queryClient, siteConfig, i18n, dataSaver = false }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} siteConfig={siteConfig} i18n={i18n} dataSaver={dataSaver}>
      <ScrollToTop />
      <AppRoutes />
    </AppProviders>
  );
}
