import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { styled } from '@mui/material/styles';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { staleChunkRecovery } from '../lib/stale-chunk-recovery.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

const Main = styled('main')({ minHeight: '100dvh', outline: 'none' });

interface RouteErrorBoundaryProps {
  /** Where the error page's "Go to home" leads. */
  home: string;
  /** No layout around it: the error page needs a main landmark of its own. */
  standalone?: boolean;
  children: ReactNode;
}

/**
 * Keeps a page that throws from blanking the screen: the error page takes its place, inside the layout
 * around it, until the user tries again or goes elsewhere (any navigation clears it).
 */
export function RouteErrorBoundary({ home, standalone = false, children }: RouteErrorBoundaryProps) {
  const location = useLocation();

  function renderFallback({ error, resetErrorBoundary }: FallbackProps) {
    // The page is already reloading for the new build (lib/stale-chunk-recovery.ts).
    if (staleChunkRecovery.isReloading()) return <PageLoading />;
    // React keeps a lazy page's failed download, so only a reload fetches it again.
    const retry = staleChunkRecovery.isChunkLoadError(error)
      ? () => staleChunkRecovery.reloadPage()
      : resetErrorBoundary;
    const page = <RouteErrorPage home={home} onRetry={retry} />;
    return standalone ? (
      <Main id="main-content" tabIndex={-1}>
        {page}
      </Main>
    ) : (
      page
    );
  }

  return (
    <ErrorBoundary fallbackRender={renderFallback} resetKeys={[location.key]}>
      {children}
    </ErrorBoundary>
  );
}
