import type { Resource } from 'i18next';

/**
 * Every catalog of every language, bundled: for the prerender, which renders both languages from the
 * start, and for tests. The browser build never imports this (it loads catalogs one by one, i18n.ts).
 */
const FILES = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

export const ALL_CATALOGS: Resource = {};
for (const [file, module] of Object.entries(FILES)) {
  const [, language = '', namespace = ''] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  ALL_CATALOGS[language] = { ...ALL_CATALOGS[language], [namespace]: module.default };
}
