import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteLanguage } from '@neetmentor/contract';
import type * as LanguageModule from '../i18n/language.ts';
import { renderWithProviders } from '../test/render.tsx';
import { LanguageSwitch } from './language-switch.tsx';

// Switching loads the page at another address, which jsdom cannot do: what it is asked is enough here.
const { switchLanguage } = vi.hoisted(() => ({ switchLanguage: vi.fn(() => Promise.resolve()) }));
vi.mock('../i18n/language.ts', async (importActual) => ({
  ...(await importActual<typeof LanguageModule>()),
  switchLanguage,
}));

/** `route` is the router's address, without the language's prefix (the router's base in Hindi). */
function renderSwitch(route: string, language: SiteLanguage = 'en') {
  renderWithProviders(<LanguageSwitch />, { route, language });
}

describe('LanguageSwitch', () => {
  afterEach(() => switchLanguage.mockClear());

  it('links to this page in the other language and switches to it on a tap', async () => {
    renderSwitch('/about-us');

    const link = screen.getByRole('link', { name: 'हिन्दी' });
    expect(link.getAttribute('href')).toBe('/hi/about-us');
    expect(link.getAttribute('hreflang')).toBe('hi');
    await userEvent.click(link);
    expect(switchLanguage).toHaveBeenCalledWith('hi', {});
  });

  it('on an address that is no page, leads to the other language’s home page, the same for every such address', async () => {
    renderSwitch('/no-such-page/deeper');

    const link = screen.getByRole('link', { name: 'हिन्दी' });
    expect(link.getAttribute('href')).toBe('/hi');
    await userEvent.click(link);
    expect(switchLanguage).toHaveBeenCalledWith('hi', { page: '/' });
  });

  it('from a Hindi missing page, leads to the English home page', () => {
    renderSwitch('/no-such-page', 'hi');

    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/');
  });
});
