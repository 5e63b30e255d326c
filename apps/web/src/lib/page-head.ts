import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { HOME_PAGE_TEXT, pathInLanguage } from '@neetmentor/contract';
import { useLanguage } from '../i18n/language.ts';
import { useSiteConfig } from './site-config.ts';

function setAttribute(selector: string, attribute: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Keeps the head in step with client-side navigation, saying what the server writes into the HTML of
 * the page's first load: "Title | Brand" (the brand alone without a title), the description, and,
 * where the server put them, the Open Graph title, description and URL and the canonical link. The
 * URLs keep the server's origin (its configured public address) and take the new path.
 */
export function usePageHead({ title, description }: { title?: string; description?: string }): void {
  const { pathname: routerPath } = useLocation();
  // The router's paths lack the language's prefix (it is the router's base); the page's address has it.
  const pathname = pathInLanguage(routerPath, useLanguage());
  const { brandName } = useSiteConfig();
  useEffect(() => {
    const fullTitle = title ? `${title} | ${brandName}` : brandName;
    const text = description ?? HOME_PAGE_TEXT.description;
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
    const url = `${origin ?? window.location.origin}${pathname}`;
    canonical?.setAttribute('href', url);
    setAttribute('meta[property="og:url"]', 'content', url);
  }, [title, description, pathname, brandName]);
}
