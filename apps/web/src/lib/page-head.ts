import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  BLOG_NOT_FOUND_TEXT,
  HINDI_BLOG_NOT_FOUND_TEXT,
  HINDI_PAGE_NOT_FOUND_TEXT,
  HOME_PAGE_TEXT,
  PAGE_NOT_FOUND_TEXT,
  pageTextIn,
  pathInLanguage,
  type PageText,
  type SiteLanguage,
} from '@neetmentor/contract';
import { useLanguage } from '../i18n/language.ts';
import { useSiteConfig } from './site-config.ts';

function setAttribute(selector: string, attribute: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/** The page's own head in the page's language: fixed pages by their address, the not-found texts by name. */
function inLanguage(language: SiteLanguage, pathname: string, text: Partial<PageText>): Partial<PageText> {
  if (language === 'en') return text;
  if (text === PAGE_NOT_FOUND_TEXT) return HINDI_PAGE_NOT_FOUND_TEXT;
  if (text === BLOG_NOT_FOUND_TEXT) return HINDI_BLOG_NOT_FOUND_TEXT;
  const { title, description } = text;
  return title && description ? pageTextIn(language, pathname, { title, description }) : text;
}

/**
 * Keeps the head in step with client-side navigation, saying what the server writes into the HTML of
 * the page's first load: "Title | Brand" (the brand alone without a title), the description, and,
 * where the server put them, the Open Graph title, description and URL and the canonical link. The
 * URLs keep the server's origin (its configured public address) and take the new path.
 */
export function usePageHead(pageText: { title?: string; description?: string }): void {
  const { pathname } = useLocation();
  const { brandName } = useSiteConfig();
  const language = useLanguage();
  const { title, description } = inLanguage(language, pathname, pageText);
  useEffect(() => {
    const fullTitle = title ? `${title} | ${brandName}` : brandName;
    const text = description ?? inLanguage(language, '/', HOME_PAGE_TEXT).description ?? '';
    document.title = fullTitle;
    let descriptionTag = document.head.querySelector('meta[name="description"]');
    if (!descriptionTag) {
      descriptionTag = document.createElement('meta');
      descriptionTag.setAttribute('name', 'description');
      document.head.append(descriptionTag);
    }
    descriptionTag.setAttribute('content', text);
    setAttribute('meta[property="og:title"]', 'content', fullTitle);
    setAttribute('meta[property="og:description"]', 'content', text);
    const canonical = document.head.querySelector('link[rel="canonical"]');
    const origin = canonical
      ? new URL(canonical.getAttribute('href') ?? '/', window.location.href).origin
      : null;
    // The router's address lacks the language prefix; the page's own address has it.
    const url = `${origin ?? window.location.origin}${pathInLanguage(pathname, language)}`;
    canonical?.setAttribute('href', url);
    setAttribute('meta[property="og:url"]', 'content', url);
  }, [title, description, pathname, brandName, language]);
}
