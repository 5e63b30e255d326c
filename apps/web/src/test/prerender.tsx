import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import { theme } from '../theme.ts';

function Providers({ route, children }: { route: string; children: ReactNode }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * A screen as the server sends it: its HTML in the document, with none of its scripts run, so a test can
 * type into it as a visitor on a slow phone does. `hydrate` then starts the app on that HTML, as the
 * browser does once the scripts arrive; it fails on any hydration problem React reports. The screen is
 * removed when the test ends.
 */
export function renderPrerendered(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Providers route={route}>{ui}</Providers>);
  document.body.append(container);
  const problems: unknown[] = [];
  let unmount = () => container.remove();
  onTestFinished(() => unmount());

  function hydrate() {
    act(() => {
      const root = hydrateRoot(container, <Providers route={route}>{ui}</Providers>, {
        onRecoverableError: (error) => problems.push(error),
      });
      unmount = () => {
        act(() => root.unmount());
        container.remove();
      };
    });
    if (problems.length > 0) throw new Error(`Hydration failed: ${problems.map(String).join('; ')}`);
  }

  return { container, hydrate };
}
