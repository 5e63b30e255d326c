// The named export: Node loads this package's CommonJS build, whose default is its exports object.
import { IntlMessageFormat } from 'intl-messageformat';
import {
  formatIstDateTime,
  formatRupees,
  INTL_LOCALES,
  pathInLanguage,
  type SiteLanguage,
} from '@neetmentor/contract';
import en from './locales/en.json' with { type: 'json' };
import hi from './locales/hi.json' with { type: 'json' };

/**
 * What the server writes to people (e-mails and in-app notifications), in each site language: ICU
 * messages, as the web app's catalogs, so plurals and arguments follow the same rules. Text is rendered
 * when it is written, in the recipient's language; names, package names and reasons people typed are
 * passed through untranslated.
 */
export const SERVER_CATALOGS: Readonly<Record<SiteLanguage, unknown>> = { en, hi };

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A message of the catalogs, by its dotted path (`bookings.accepted.subject`). */
export type MessageKey = KeysOf<typeof en>;
export type MessageValues = Readonly<Record<string, string | number>>;

/** One language's way of writing: its messages, and dates, rupees and links in it. */
export interface Wording {
  language: SiteLanguage;
  t(key: MessageKey, values?: MessageValues): string;
  rupees(paise: number): string;
  dateTime(value: Date): string;
  /** The address of one of the site's pages in this language (the Hindi ones live under /hi). */
  page(publicUrl: string, path: string): string;
}

function lookup(catalog: unknown, key: string): string {
  let node = catalog;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`message ${key} is missing`);
  return node;
}

const formats = new Map<string, IntlMessageFormat>();

function formatOf(language: SiteLanguage, key: MessageKey): IntlMessageFormat {
  const id = `${language}:${key}`;
  let format = formats.get(id);
  if (!format) {
    // Tags are plain text here: a mail's HTML is escaped later, never taken from a message.
    format = new IntlMessageFormat(
      lookup(SERVER_CATALOGS[language], key),
      INTL_LOCALES[language],
      undefined,
      {
        ignoreTag: true,
      },
    );
    formats.set(id, format);
  }
  return format;
}

export function wordingFor(language: SiteLanguage): Wording {
  return {
    language,
    t: (key, values) => String(formatOf(language, key).format(values)),
    rupees: (paise) => formatRupees(paise, language),
    dateTime: (value) => formatIstDateTime(value, language),
    page: (publicUrl, path) => `${publicUrl}${pathInLanguage(path, language)}`,
  };
}
