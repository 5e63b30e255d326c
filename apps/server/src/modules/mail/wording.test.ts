import { describe, expect, it } from 'vitest';
// The named export: Node loads this package's CommonJS build, whose default is its exports object.
import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALES, SITE_LANGUAGES } from '@neetmentor/contract';
import { SERVER_CATALOGS, wordingFor } from './wording.ts';

/**
 * The server's catalogs (e-mails and notifications) follow the web's rules: the same keys in every
 * language, the same arguments in each message, valid ICU, and Hindi written in Devanagari.
 */
type Messages = Record<string, string>;

function flatten(value: unknown, prefix = ''): Messages {
  if (typeof value === 'string') return { [prefix]: value };
  if (typeof value !== 'object' || value === null) throw new Error(`${prefix} is neither text nor a group`);
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)),
  ) as Messages;
}

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
  walk(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst());
  return [...names].sort();
}

const DEVANAGARI = /[\u0900-\u097F]/;
const english = flatten(SERVER_CATALOGS.en);

describe('the server catalogs', () => {
  for (const language of SITE_LANGUAGES.filter((candidate) => candidate !== 'en')) {
    it(`${language} has exactly the English keys, with the same arguments`, () => {
      const other = flatten(SERVER_CATALOGS[language]);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(english)) {
        expect(argumentsOf(other[key] ?? '', INTL_LOCALES[language]), key).toEqual(
          argumentsOf(message, 'en-IN'),
        );
      }
    });
  }

  it('every message is valid ICU in every language', () => {
    for (const language of SITE_LANGUAGES) {
      for (const [key, message] of Object.entries(flatten(SERVER_CATALOGS[language]))) {
        expect(
          () => new IntlMessageFormat(message, INTL_LOCALES[language], undefined, { ignoreTag: true }),
          `${language} ${key}`,
        ).not.toThrow();
      }
    }
  });

  it('Hindi sentences are written in Hindi, not left in English', () => {
    const untranslated = Object.entries(flatten(SERVER_CATALOGS.hi)).filter(
      ([, message]) => !DEVANAGARI.test(message) && message.split(' ').length > 2,
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('formats plurals, rupees and dates in the language', () => {
    const hindi = wordingFor('hi');
    expect(hindi.t('schedule.agreed.when', { package: 'P', other: 'O', when: 'W', minutes: 60 })).toBe(
      'O के साथ आपका P W (भारतीय समय) पर है, 60 मिनट के लिए।',
    );
    expect(
      wordingFor('en').t('schedule.agreed.when', { package: 'P', other: 'O', when: 'W', minutes: 1 }),
    ).toBe('Your P with O is on W (India time), for 1 minute.');
    expect(hindi.page('https://example.test', '/student-profile')).toBe(
      'https://example.test/hi/student-profile',
    );
    expect(wordingFor('en').page('https://example.test', '/student-profile')).toBe(
      'https://example.test/student-profile',
    );
    expect(hindi.dateTime(new Date('2026-01-15T10:30:00Z'))).toMatch(DEVANAGARI);
  });
});
