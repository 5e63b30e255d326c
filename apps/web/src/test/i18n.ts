import type { i18n as I18n } from 'i18next';
import type { SiteLanguage } from '@neetmentor/contract';
import { ALL_CATALOGS } from '../i18n/all-catalogs.ts';
import { createI18n } from '../i18n/i18n.ts';

const instances = new Map<SiteLanguage, I18n>();

/**
 * The app's i18n for tests, with every catalog in hand. A key the catalog lacks throws, so a screen that
 * would show a raw key fails its test.
 */
export function testI18n(language: SiteLanguage = 'en'): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, {
      resources: ALL_CATALOGS,
      onMissingKey: (lng, namespace, key) => {
        throw new Error(`The ${lng} catalog lacks ${namespace}:${key}`);
      },
    });
    instances.set(language, instance);
  }
  return instance;
}
