import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALES, SITE_LANGUAGES } from '@neetmentor/contract';
import { ALL_CATALOGS } from './all-catalogs.ts';
import { NAMESPACES } from './namespaces.ts';

type Messages = Record<string, string>;

/** A catalog file as `a.b.c` → message. */
function flatten(value: unknown, prefix = ''): Messages {
  if (typeof value === 'string') return { [prefix]: value };
  if (typeof value !== 'object' || value === null) throw new Error(`${prefix} is neither text nor a group`);
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)),
  ) as Messages;
}

function catalog(language: string, namespace: string): Messages {
  const languageCatalogs = ALL_CATALOGS[language] ?? {};
  const file = languageCatalogs[namespace];
  if (file === undefined) throw new Error(`${language}/${namespace}.json is missing`);
  return flatten(file);
}

/** The names of a message's arguments (`{name}`, `{count, plural, …}`), from its parsed form. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown): void => {
    if (!Array.isArray(elements)) return;
    for (const element of elements as Record<string, unknown>[]) {
      if (typeof element.value === 'string' && element.type !== 0) names.add(element.value);
      for (const option of Object.values((element.options ?? {}) as Record<string, { value: unknown }>))
        walk(option.value);
      walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the catalogs', () => {
  for (const namespace of NAMESPACES) {
    const english = catalog('en', namespace);
    for (const language of SITE_LANGUAGES.filter((candidate) => candidate !== 'en')) {
      it(`${language}/${namespace} has exactly the English keys, with the same arguments`, () => {
        const other = catalog(language, namespace);
        expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
        for (const [key, message] of Object.entries(english)) {
          const translated = other[key] ?? '';
          expect(argumentsOf(translated, INTL_LOCALES[language]), `${namespace}:${key}`).toEqual(
            argumentsOf(message, 'en-IN'),
          );
        }
      });
    }

    it(`every ${namespace} message is valid ICU in every language`, () => {
      for (const language of SITE_LANGUAGES) {
        for (const [key, message] of Object.entries(catalog(language, namespace))) {
          expect(
            () => new IntlMessageFormat(message, INTL_LOCALES[language]),
            `${language} ${key}`,
          ).not.toThrow();
        }
      }
    });

    it(`hi/${namespace} is written in Hindi, not left in English`, () => {
      const messages = Object.entries(catalog('hi', namespace));
      // Names (NEET, MBBS, Razorpay, Google) may stand alone; whole sentences may not.
      const untranslated = messages.filter(
        ([key, message]) =>
          !DEVANAGARI.test(message) &&
          message.split(' ').length > 2 &&
          message !== english[key]?.toUpperCase(),
      );
      expect(untranslated.map(([key]) => key)).toEqual([]);
    });
  }
});
