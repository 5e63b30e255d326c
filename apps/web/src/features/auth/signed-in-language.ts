import type { NavigateFunction } from 'react-router';
import { pathInLanguage, type SiteLanguage } from '@neetmentor/contract';
import { chosenLanguage } from '../../i18n/language.ts';

/**
 * After a login or sign-up the server sets the language cookie to the account's stored language. When it
 * differs from this page's, the destination loads in full in the account's language (a page never changes
 * language in place); otherwise the router goes there as usual. `destination` is a router path (no
 * language prefix), with its query if any.
 */
export function goAfterSignIn(
  destination: string,
  pageLanguage: SiteLanguage,
  navigate: NavigateFunction,
  options: { replace?: boolean } = { replace: true },
): void {
  const accountLanguage = chosenLanguage();
  if (accountLanguage && accountLanguage !== pageLanguage) {
    const at = destination.search(/[?#]/);
    const pathname = at === -1 ? destination : destination.slice(0, at);
    const rest = at === -1 ? '' : destination.slice(at);
    window.location.assign(`${pathInLanguage(pathname, accountLanguage)}${rest}`);
    return;
  }
  void navigate(destination, options);
}
