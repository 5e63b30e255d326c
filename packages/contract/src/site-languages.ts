/**
 * The languages the product speaks. English pages live at their plain address, Hindi ones at the same
 * address under `/hi` (`/hi/search-mentor`); the web app runs with that prefix as its router's base.
 */
export const SITE_LANGUAGES = ['en', 'hi'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';

/** The locale `Intl` formats dates, numbers and rupees in for each language. */
export const INTL_LOCALES: Readonly<Record<SiteLanguage, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** The language's own name, as its switch shows it to someone who reads it. */
export const SITE_LANGUAGE_NAMES: Readonly<Record<SiteLanguage, string>> = { en: 'English', hi: 'हिन्दी' };

/** The cookie holding a visitor's choice of language (signed-in users also have it stored on the account). */
export const LANGUAGE_COOKIE = 'nm_lang';

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** The address prefix of a language's pages: '' for English, '/hi' for Hindi. */
export function languagePrefix(language: SiteLanguage): string {
  return language === DEFAULT_SITE_LANGUAGE ? '' : `/${language}`;
}

/** The language an address is in, by its prefix. */
export function languageOfPath(pathname: string): SiteLanguage {
  for (const language of SITE_LANGUAGES) {
    const prefix = languagePrefix(language);
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return language;
  }
  return DEFAULT_SITE_LANGUAGE;
}

/** The address without its language prefix: '/hi/contact-us' → '/contact-us', '/hi' → '/'. */
export function pathWithoutLanguage(pathname: string): string {
  const prefix = languagePrefix(languageOfPath(pathname));
  return prefix ? pathname.slice(prefix.length) || '/' : pathname;
}

/** The same page in another language: ('/hi/contact-us', 'en') → '/contact-us', ('/', 'hi') → '/hi'. */
export function pathInLanguage(pathname: string, language: SiteLanguage): string {
  const bare = pathWithoutLanguage(pathname);
  const prefix = languagePrefix(language);
  if (!prefix) return bare;
  return bare === '/' ? prefix : `${prefix}${bare}`;
}

/**
 * The language an `Accept-SiteLanguage` header prefers among ours, by its q-values (a missing q is 1);
 * undefined when it names none of them. `hi-IN` counts as `hi`.
 */
export function preferredLanguage(acceptLanguage: string | undefined): SiteLanguage | undefined {
  if (!acceptLanguage) return undefined;
  let best: { language: SiteLanguage; quality: number } | undefined;
  for (const entry of acceptLanguage.split(',')) {
    const [tag = '', ...parameters] = entry.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0];
    if (!isSiteLanguage(base)) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language: base, quality };
  }
  return best?.language;
}

/**
 * The cookie holding a visitor's data-saver choice (`on` or `off`); without it, the browser's `Save-Data: on`
 * header turns data saving on. The server marks a page it sent in data-saver mode with `data-saver` on <html>.
 */
export const DATA_SAVER_COOKIE = 'nm_data_saver';
