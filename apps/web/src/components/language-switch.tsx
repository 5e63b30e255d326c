import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { SITE_LANGUAGES, SITE_LANGUAGE_NAMES, pathInLanguage, type SiteLanguage } from '@neetmentor/contract';
import { switchLanguage, useLanguage } from '../i18n/language.ts';

/**
 * The other language's name, in that language, linking to this page in it. A plain link, so it works
 * before the app's scripts run and search engines follow it; with scripts it also stores the choice.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  const location = useLocation();
  const other: SiteLanguage = SITE_LANGUAGES.find((candidate) => candidate !== language) ?? 'en';
  // The router's location lacks the language prefix (it is the router's base); the link needs it.
  const href = pathInLanguage(location.pathname, other) + location.search;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void switchLanguage(other);
  };
  return (
    <a href={href} hrefLang={other} lang={other} className={className} onClick={onClick}>
      {SITE_LANGUAGE_NAMES[other]}
    </a>
  );
}
