import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import type { ErrorCode, SiteConfig } from '@neetmentor/contract';
import { ApiError } from '../lib/api-client.ts';
import { SiteConfigContext } from '../lib/site-config.ts';
import { DataSaverProvider } from '../lib/data-saver.tsx';
import { theme } from '../theme.ts';

const MAX_RETRIES = 2;

/** Failures a second try may not meet: no answer came (null), or the server or its database failed. */
const RETRIED_CODES: ReadonlySet<ErrorCode | null> = new Set([null, 'INTERNAL', 'SERVICE_UNAVAILABLE']);

/** Retrying helps on flaky mobile networks; any other answer (refused, missing…) will not change. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && !RETRIED_CODES.has(error.code)) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Sections that only log their failures (blogs, testimonials) rely on this single place to do it.
    queryCache: new QueryCache({
      onError: (error, query) => console.error(`Request failed: ${JSON.stringify(query.queryKey)}`, error),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        // Refetching whenever the tab regains focus costs data on metered connections for little gain.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  siteConfig: SiteConfig;
  /** The page's language and its catalogs (i18n/i18n.ts). */
  i18n: I18n;
  /** Whether the page starts in data-saver mode (lib/data-saver.tsx). */
  dataSaver?: boolean;
}

export function AppProviders({
  children,
  queryClient,
  siteConfig,
  i18n,
  dataSaver = false,
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <DataSaverProvider initial={dataSaver}>
        <SiteConfigContext value={siteConfig}>
          <QueryClientProvider client={queryClient}>
            <ThemeProvider theme={theme}>
              <CssBaseline />
              {children}
            </ThemeProvider>
          </QueryClientProvider>
        </SiteConfigContext>
      </DataSaverProvider>
    </I18nextProvider>
  );
}
