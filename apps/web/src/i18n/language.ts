import { useTranslation } from 'react-i18next';
import {
  DEFAULT_SITE_LANGUAGE,
  isSiteLanguage,
  LANGUAGE_COOKIE,
  languageOfPath,
  pathInLanguage,
  type SiteLanguage,
} from '@neetmentor/contract';
import { apiPost } from '../lib/api-client.ts';
import { readSession } from '../lib/session.ts';

/** Where a signed-in user's choice is stored on the account (used for their e-mails and other devices). */
export const LANGUAGE_PREFERENCE_PATH = '/account/language';

/** The language this page is shown in. */
export function useLanguage(): SiteLanguage {
  const { i18n } = useTranslation();
  return isSiteLanguage(i18n.language) ? i18n.language : DEFAULT_SITE_LANGUAGE;
}

/** The language of the page the browser shows, by its address. */
export function currentPageLanguage(): SiteLanguage {
  return typeof window === 'undefined' ? DEFAULT_SITE_LANGUAGE : languageOfPath(window.location.pathname);
}

/** The choice the browser keeps, if one was made. */
export function chosenLanguage(): SiteLanguage | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  const value = entry?.slice(LANGUAGE_COOKIE.length + 1);
  return isSiteLanguage(value) ? value : undefined;
}

function rememberLanguage(language: SiteLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/** How `switchLanguage` goes about it; by default it shows this page, whatever happens to the account's copy. */
export interface SwitchOptions {
  /** The page to show instead of this one (a missing page sends to the home page); its query and hash stay behind. */
  page?: string;
  /**
   * Stop here, rejecting with the API's error, when the account does not store the choice: for a setting
   * that says it saved. Without it the page switches anyway (the header's link only wants the page).
   */
  mustStore?: boolean;
}

/**
 * Shows the same page in the other language: for someone signed in the choice is stored on the account,
 * then kept in the browser, then the page loads at the language's address.
 */
export async function switchLanguage(
  language: SiteLanguage,
  { page, mustStore = false }: SwitchOptions = {},
): Promise<void> {
  if (readSession()) {
    const storing = apiPost(LANGUAGE_PREFERENCE_PATH, { language });
    await (mustStore ? storing : storing.catch(() => undefined));
  }
  rememberLanguage(language);
  const { pathname, search, hash } = window.location;
  window.location.assign(
    page === undefined
      ? `${pathInLanguage(pathname, language)}${search}${hash}`
      : pathInLanguage(page, language),
  );
}
