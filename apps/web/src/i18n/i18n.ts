import i18next, { type i18n as I18n, type Resource } from 'i18next';
import ICU from 'i18next-icu';
import resourcesToBackend from 'i18next-resources-to-backend';
import { INTL_LOCALES, SITE_LANGUAGES, type SiteLanguage } from '@neetmentor/contract';
import { ALWAYS_LOADED, NAMESPACES } from './namespaces.ts';

/** Each catalog file its own chunk, fetched when a page first needs its namespace. */
const CATALOG_FILES = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

function loadCatalog(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = CATALOG_FILES[`../locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No catalog ${language}/${namespace}`));
  return load().then((module) => module.default);
}

export interface I18nOptions {
  /**
   * Every catalog already in hand (the prerender and tests): the instance is ready when this returns and
   * nothing is fetched. Without it, catalogs load on demand and `useTranslation` suspends meanwhile.
   */
  resources?: Resource;
  /** Called for a key the catalog lacks; tests make it fail. */
  onMissingKey?: (language: string, namespace: string, key: string) => void;
}

/**
 * One i18next instance for one language. Messages are ICU MessageFormat (`{count, plural, one {…} other
 * {…}}`), formatted by FormatJS's intl-messageformat in the language's Intl locale (hi-IN, en-IN). A page
 * is in one language for its whole life: switching reloads the page at the other language's address, so
 * the instance never changes language.
 */
export function createI18n(language: SiteLanguage, options: I18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  instance.use(new ICU({ parseLngForICU: (lng) => INTL_LOCALES[lng as SiteLanguage] ?? lng }));
  if (!options.resources) instance.use(resourcesToBackend(loadCatalog));
  void instance.init({
    lng: language,
    supportedLngs: [...SITE_LANGUAGES],
    // Each catalog holds every key (catalogs.test.ts), so a page never needs a second language's files.
    fallbackLng: false,
    load: 'currentOnly',
    ns: options.resources ? [...NAMESPACES] : [...ALWAYS_LOADED],
    defaultNS: 'common',
    ...(options.resources ? { resources: options.resources, initAsync: false } : {}),
    // React escapes what it renders; escaping here too would show "&amp;".
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: Boolean(options.onMissingKey),
    missingKeyHandler: options.onMissingKey
      ? (languages, namespace, key) => {
          for (const lng of languages) options.onMissingKey?.(lng, namespace, key);
        }
      : false,
    react: { useSuspense: true },
  });
  return instance;
}
