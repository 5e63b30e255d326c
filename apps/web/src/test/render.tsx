import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { defaultErrorCode, type ErrorCode, type SiteLanguage } from '@neetmentor/contract';
import { testI18n } from './i18n.ts';
import { theme } from '../theme.ts';

/**
 * Renders with the app's providers around it; queries are not retried so failures show at once. `route` is
 * the address, or an entry with router state too; `language` the page's language (English by default).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', language = 'en' }: { route?: InitialEntry; language?: SiteLanguage } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <I18nextProvider i18n={testI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/**
 * A JSON answer in the API envelope, with the HTTP status equal to statusCode as the server sends it; an
 * error answer carries the given code, or the status's default code as the server's envelope does.
 */
export function envelopeResponse(
  data: unknown,
  statusCode = 200,
  message = 'OK',
  code: ErrorCode = defaultErrorCode(statusCode),
): Response {
  const envelope =
    statusCode < 400
      ? { statusCode, data, message, success: true }
      : { statusCode, data, message, success: false, code };
  return new Response(JSON.stringify(envelope), {
    status: statusCode,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces the network: every fetch gets the handler's answer. */
export function stubFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(input instanceof Request ? input.url : String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
