import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@neetmentor/contract';
import { ApiError } from '../lib/api-client.ts';
import { theme } from '../theme.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { testI18n } from '../test/i18n.ts';

function retries(failureCount: number, error: Error): boolean {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('the query client decides retries by a function');
  return retry(failureCount, error);
}

describe('createQueryClient', () => {
  it('retries a read twice when no answer came or the server failed', () => {
    for (const error of [
      new ApiError('Could not reach the server.', 0, null),
      new ApiError('An unexpected error occurred', 500, 'INTERNAL'),
      new ApiError('Service unavailable', 503, 'SERVICE_UNAVAILABLE'),
    ]) {
      expect(retries(0, error), error.message).toBe(true);
      expect(retries(1, error), error.message).toBe(true);
      expect(retries(2, error), error.message).toBe(false);
    }
  });

  it('does not retry an answer that will not change', () => {
    for (const code of ['NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED', 'VALIDATION_FAILED'] as const) {
      expect(retries(0, new ApiError('Refused', 400, code)), code).toBe(false);
    }
  });
});

describe('AppProviders', () => {
  function ThemeProbe() {
    const given = useTheme();
    // The provider hands over a copy of the theme object, with the same parts.
    const same = (['palette', 'typography', 'breakpoints', 'components'] as const).every(
      (part) => given[part] === theme[part],
    );
    return <p>{same ? 'the app’s theme' : 'another theme'}</p>;
  }

  it('gives MUI’s components the app’s theme through the plain provider', () => {
    // The provider is the system's, without MUI's CSS-variables provider (3 KB gzip on every page): right
    // only while the theme has no CSS variables or colour schemes. Add either, and MUI's provider is needed.
    expect('vars' in theme).toBe(false);
    expect('colorSchemes' in theme).toBe(false);
    render(
      <AppProviders queryClient={createQueryClient()} siteConfig={DEFAULT_SITE_CONFIG} i18n={testI18n()}>
        <ThemeProbe />
      </AppProviders>,
    );
    expect(screen.getByRole('paragraph').textContent).toBe('the app’s theme');
  });
});
