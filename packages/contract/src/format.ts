/**
 * Display helpers: India time, rupees, and the spec's truncation rules. Each formats in the given
 * language's locale (`INTL_LOCALES`), English by default: Hindi names the months in Hindi and keeps the
 * digits the Indian way.
 */
import { DEFAULT_SITE_LANGUAGE, INTL_LOCALES, type SiteLanguage } from './site-languages.ts';

const INDIA_TIME = 'Asia/Kolkata';

/** A formatter per locale made on first use: making one with a time zone costs a phone tens of milliseconds. */
function onFirstUse<Formatter>(make: (locale: string) => Formatter): (language?: SiteLanguage) => Formatter {
  const made = new Map<SiteLanguage, Formatter>();
  return (language = DEFAULT_SITE_LANGUAGE) => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(INTL_LOCALES[language]);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const dateTimeFormat = onFirstUse(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: INDIA_TIME,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    }),
);
const calendarDayFormat = onFirstUse(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: INDIA_TIME,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);
const dayAndMonthFormat = onFirstUse(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: INDIA_TIME, day: 'numeric', month: 'short' }),
);
const rupeeFormat = onFirstUse(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
);
const countFormat = onFirstUse((locale) => new Intl.NumberFormat(locale));

type DateParts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/**
 * The fields of a moment, put together here rather than taken whole from `format`: ICU versions differ in
 * the space before am/pm (a narrow no-break space in some) and its case, and the server's HTML, its e-mails
 * and every browser must read the same.
 */
function partsOf(format: Intl.DateTimeFormat, value: Date | string | number): DateParts {
  return Object.fromEntries(format.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
}

function writeDate({ day, month, year }: DateParts): string {
  return `${day} ${month} ${year}`;
}

/** "05 Mar 2025" in India time. */
export function formatIstDate(value: Date | string, language?: SiteLanguage): string {
  return writeDate(partsOf(dateTimeFormat(language), value));
}

/** The India calendar day of a moment as a date field writes it: "2025-03-05". */
export function istCalendarDay(value: Date | number): string {
  const { day, month, year } = partsOf(calendarDayFormat(), value);
  return `${year}-${month}-${day}`;
}

/** A calendar day ("2025-03-05") as dates read everywhere: "05 Mar 2025". */
export function formatIstDay(day: string, language?: SiteLanguage): string {
  return formatIstDate(`${day}T12:00:00+05:30`, language);
}

/** A calendar day ("2025-03-03") as a chart's axis names it: "3 Mar". */
export function formatDayAndMonth(day: string, language?: SiteLanguage): string {
  const parts = partsOf(dayAndMonthFormat(language), `${day}T12:00:00+05:30`);
  return `${parts.day} ${parts.month}`;
}

/** "05 Mar 2025, 4:30 pm" in India time, 12-hour clock. */
export function formatIstDateTime(value: Date | string, language?: SiteLanguage): string {
  const parts = partsOf(dateTimeFormat(language), value);
  return `${writeDate(parts)}, ${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}`;
}

/** Rupees grouped the Indian way with at most two decimals: 123456 → "₹1,23,456", 349.5 → "₹349.5". */
export function formatRupeeAmount(rupees: number, language?: SiteLanguage): string {
  return rupeeFormat(language).format(rupees);
}

/** A count grouped the Indian way: 12000 → "12,000", 123456 → "1,23,456". */
export function formatCount(count: number, language?: SiteLanguage): string {
  return countFormat(language).format(count);
}

/** Rupees from paise, grouped the Indian way: 123456 paise → "₹1,234.56". */
export function formatRupees(paise: number, language?: SiteLanguage): string {
  return formatRupeeAmount(paise / 100, language);
}

/** Rupee amounts of 1000 or more abbreviated with k and one decimal: 12500 → "12.5k", 999 → "999". */
export function abbreviateRupees(rupees: number): string {
  if (Math.abs(rupees) < 1000) return String(Math.round(rupees * 100) / 100);
  return `${(Math.round(rupees / 100) / 10).toFixed(1)}k`;
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Home page blog card: title cut to 60 characters plus "..." when longer than 30 (spec part 1 §9). */
export function homeBlogTitle(title: string): string {
  return title.length > 30 ? `${title.slice(0, 60)}...` : title;
}

/** Home page blog card: content cut to 150 characters plus "..." when longer than 150. */
export function homeBlogPreview(text: string): string {
  return text.length > 150 ? `${text.slice(0, 150)}...` : text;
}

/** Blogs page card: title cut to 30 characters. */
export function blogsPageTitle(title: string): string {
  return title.slice(0, 30);
}

/** Blogs page card: first 170 characters plus an ellipsis when content exceeds 180. */
export function blogsPagePreview(text: string): string {
  return text.length > 180 ? `${text.slice(0, 170)}...` : text;
}
