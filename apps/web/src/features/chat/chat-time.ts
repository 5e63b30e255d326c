import { INTL_LOCALES, PROPOSAL_HORIZON_DAYS, type SiteLanguage } from '@neetmentor/contract';

// Chat times are India time on a 12-hour clock (spec part 2 §9), whatever the device's own zone.
const IST = 'Asia/Kolkata';
const DAY_MS = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  key: string,
  options: Intl.DateTimeFormatOptions,
  language: SiteLanguage = 'en',
  locale = INTL_LOCALES[language],
): Intl.DateTimeFormat {
  const id = `${key}@${locale}`;
  let made = formatters.get(id);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { timeZone: IST, ...options });
    formatters.set(id, made);
  }
  return made;
}

/** How the page's language names the two days before a date takes over. */
export interface RecentDayNames {
  today: string;
  yesterday: string;
}

const ENGLISH_DAY_NAMES: RecentDayNames = { today: 'Today', yesterday: 'Yesterday' };

/** "4:30 pm". */
export function formatClockTime(value: string | Date, language?: SiteLanguage): string {
  return formatter('clock', { hour: 'numeric', minute: '2-digit', hour12: true }, language).format(
    new Date(value),
  );
}

/** The India-time calendar day, "2025-03-05": what groups messages under one separator. */
export function istDay(value: string | Date | number): string {
  // Canadian English writes dates as year-month-day, the form date inputs use.
  return formatter('day-key', {}, 'en', 'en-CA').format(new Date(value));
}

/** A day separator: "Today", "Yesterday" or "Wed, 05 Mar 2025". */
export function formatDayLabel(
  value: string,
  now: number,
  language?: SiteLanguage,
  names: RecentDayNames = ENGLISH_DAY_NAMES,
): string {
  const day = istDay(value);
  if (day === istDay(now)) return names.today;
  if (day === istDay(now - DAY_MS)) return names.yesterday;
  return formatter(
    'day',
    { weekday: 'short', day: '2-digit', month: 'short', year: 'numeric' },
    language,
  ).format(new Date(value));
}

/** The time beside a conversation in the list: the clock today, "Yesterday", "05 Mar", then "05 Mar 2024". */
export function formatListTime(
  value: string,
  now: number,
  language?: SiteLanguage,
  names: RecentDayNames = ENGLISH_DAY_NAMES,
): string {
  const day = istDay(value);
  if (day === istDay(now)) return formatClockTime(value, language);
  if (day === istDay(now - DAY_MS)) return names.yesterday;
  if (day.slice(0, 4) === istDay(now).slice(0, 4))
    return formatter('day-month', { day: '2-digit', month: 'short' }, language).format(new Date(value));
  return formatter('date', { day: '2-digit', month: 'short', year: 'numeric' }, language).format(
    new Date(value),
  );
}

/** An offered or agreed session time: "Sat, 05 Apr 2025, 4:30 pm". */
export function formatSessionTime(value: string, language?: SiteLanguage): string {
  return formatter(
    'slot',
    {
      weekday: 'short',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    },
    language,
  ).format(new Date(value));
}

/** A date and a time typed as India time ("2025-04-05", "16:30") as an instant, or null when incomplete. */
export function istInputToIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const instant = new Date(`${date}T${time}:00+05:30`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** The first and last India-time days a time can be offered on, for the date pickers. */
export function proposalDayRange(now: number): { min: string; max: string } {
  return { min: istDay(now), max: istDay(now + PROPOSAL_HORIZON_DAYS * DAY_MS) };
}
