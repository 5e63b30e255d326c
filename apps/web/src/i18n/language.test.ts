import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE } from '@neetmentor/contract';
import { ApiError } from '../lib/api-client.ts';
import { envelopeResponse, stubFetch } from '../test/render.tsx';
import { clearStorages, signInAs } from '../test/session.ts';
import { chosenLanguage, LANGUAGE_PREFERENCE_PATH, switchLanguage } from './language.ts';

describe('switchLanguage', () => {
  afterEach(() => {
    clearStorages();
    vi.unstubAllGlobals();
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  });

  it('when it must store the choice, stays on the page with the API’s error if the account did not', async () => {
    signInAs('student', 's-1');
    document.cookie = `${LANGUAGE_COOKIE}=en; path=/`;
    const fetchMock = stubFetch(() => envelopeResponse(null, 500, 'Something went wrong.'));

    const switching = switchLanguage('hi', { mustStore: true });
    await expect(switching).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock.mock.calls[0]?.[0]).toContain(LANGUAGE_PREFERENCE_PATH);
    // The browser keeps the language it had: the next page load does not move to the unsaved one.
    expect(chosenLanguage()).toBe('en');
  });
});
