import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import {
  isPagePath,
  SITE_LANGUAGES,
  SITE_LANGUAGE_NAMES,
  pathInLanguage,
  type SiteLanguage,
} from '@neetmentor/contract';
import { switchLanguage, useLanguage } from '../i18n/language.ts';

/** What a crowded bar shows on a phone: the name's start, so the name read out still contains it. */
const SHORT_NAMES: Readonly<Record<SiteLanguage, string>> = { en: 'EN', hi: 'हि' };

/**
 * The other language's name, in that language, linking to this page in it. A plain link, so it works
 * before the app's scripts run and search engines follow it; with scripts it also stores the choice.
 * `shortOnPhones`: the name also comes as a short `.language-short` span (hidden from screen readers) beside
 * the full `.language-long` one, for a bar to show the short one on a phone (mentor-layout.tsx).
 */
export function LanguageSwitch({
  className,
  shortOnPhones = false,
}: {
  className?: string;
  shortOnPhones?: boolean;
}) {
  const language = useLanguage();
  const location = useLocation();
  const other: SiteLanguage = SITE_LANGUAGES.find((candidate) => candidate !== language) ?? 'en';
  // On an address that is no page the link leads to the other language's home page: the server sends one
  // prerendered not-found page for every such address, so its link cannot name the address asked for.
  const missingPage = !isPagePath(location.pathname);
  // The router's location lacks the language prefix (it is the router's base); the link needs it.
  const href = pathInLanguage(missingPage ? '/' : location.pathname, other);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void switchLanguage(other, missingPage ? { page: '/' } : {});
  };
  return (
    <a href={href} hrefLang={other} lang={other} className={className} onClick={onClick}>
      {shortOnPhones ? (
        <>
          <span className="language-long">{SITE_LANGUAGE_NAMES[other]}</span>
          <span className="language-short" aria-hidden="true">
            {SHORT_NAMES[other]}
          </span>
        </>
      ) : (
        SITE_LANGUAGE_NAMES[other]
      )}
    </a>
  );
}
