import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as LanguageModule from '../i18n/language.ts';
import { ApiError } from '../lib/api-client.ts';
import { renderWithProviders } from '../test/render.tsx';
import { SiteLanguageChoice } from './site-language-choice.tsx';

// Switching loads the page at another address, which jsdom cannot do: what it is asked is enough here.
const { switchLanguage } = vi.hoisted(() => ({ switchLanguage: vi.fn(() => Promise.resolve()) }));
vi.mock('../i18n/language.ts', async (importActual) => ({
  ...(await importActual<typeof LanguageModule>()),
  switchLanguage,
}));

function radio(name: string): HTMLInputElement {
  const group = screen.getByRole('radiogroup', { name: 'Language' });
  return within(group).getByRole<HTMLInputElement>('radio', { name });
}

const applyButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Use this language' });

describe('SiteLanguageChoice', () => {
  afterEach(() => {
    switchLanguage.mockReset().mockResolvedValue(undefined);
    vi.unstubAllGlobals();
  });

  it('names each language in itself, the current one chosen and nothing to apply yet', () => {
    renderWithProviders(<SiteLanguageChoice />);

    expect(screen.getByRole('form', { name: 'Language' })).toBeTruthy();
    expect(radio('English').checked).toBe(true);
    expect(radio('हिन्दी').checked).toBe(false);
    expect(radio('हिन्दी').closest('label')?.getAttribute('lang')).toBe('hi');
    expect(applyButton().disabled).toBe(true);
  });

  it('moves the choice with the arrow keys without switching, and switches only on Apply', async () => {
    // user-event finds the radios of a group by their name through CSS.escape, which jsdom lacks; the
    // group's name ("site-language") needs no escaping.
    vi.stubGlobal('CSS', { escape: (value: string) => value });
    const user = userEvent.setup();
    renderWithProviders(<SiteLanguageChoice />);

    await user.click(radio('English'));
    await user.keyboard('{ArrowDown}');
    expect(radio('हिन्दी').checked).toBe(true);
    expect(document.activeElement).toBe(radio('हिन्दी'));
    await user.keyboard('{ArrowUp}');
    expect(radio('English').checked).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(radio('हिन्दी').checked).toBe(true);
    expect(switchLanguage).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');

    await user.click(applyButton());
    expect(switchLanguage).toHaveBeenCalledWith('hi', { mustStore: true });
    expect(screen.getByRole('status').textContent).toBe('Opening the site in हिन्दी…');
    expect(applyButton().disabled).toBe(true);
    expect(radio('English').disabled).toBe(true);
  });

  it('switches once on a double click', async () => {
    const user = userEvent.setup();
    // A switch that has not finished: the page has not gone yet when the second click comes.
    switchLanguage.mockReturnValue(new Promise<void>(() => undefined));
    renderWithProviders(<SiteLanguageChoice />);

    await user.click(radio('हिन्दी'));
    await user.dblClick(applyButton());
    expect(switchLanguage).toHaveBeenCalledTimes(1);
  });

  it('says why when the account does not store the choice, and lets the reader try again', async () => {
    const user = userEvent.setup();
    switchLanguage.mockRejectedValueOnce(new ApiError('Could not reach the server.', 0, null));
    renderWithProviders(<SiteLanguageChoice />, { language: 'hi' });

    const group = screen.getByRole('radiogroup', { name: 'भाषा' });
    await user.click(within(group).getByRole('radio', { name: 'English' }));
    const apply = screen.getByRole<HTMLButtonElement>('button', { name: 'यह भाषा चुनें' });
    await user.click(apply);
    expect(switchLanguage).toHaveBeenCalledWith('en', { mustStore: true });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'सर्वर से जुड़ नहीं पाए। अपना इंटरनेट देखें और फिर से कोशिश करें।',
    );
    expect(apply.disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');

    await user.click(apply);
    expect(switchLanguage).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
