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

/**
 * Shows the same page in the other language: the choice is kept in the browser and, for someone signed
 * in, on the account (a failure to store it there does not stop the switch), then the page loads at the
 * language's address.
 */
export async function switchLanguage(language: SiteLanguage): Promise<void> {
  rememberLanguage(language);
  if (readSession()) await apiPost(LANGUAGE_PREFERENCE_PATH, { language }).catch(() => undefined);
  const { pathname, search, hash } = window.location;
  window.location.assign(`${pathInLanguage(pathname, language)}${search}${hash}`);
}
