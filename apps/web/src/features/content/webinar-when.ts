import { INTL_LOCALES, type SiteLanguage, type Webinar } from '@neetmentor/contract';

/** The webinar's time, date, day and year as the page shows them. */
export type WebinarWhen = Pick<Webinar, 'time' | 'date' | 'day' | 'year'>;

// The stored texts are wall-clock India time written out in English ("06:00 PM", "29 November",
// "Sunday", "2026"); read as UTC, their parts come back unchanged whatever the device's zone.
const englishNames = (options: Intl.DateTimeFormatOptions, count: number, at: (index: number) => number) =>
  Array.from({ length: count }, (_, index) =>
    new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(at(index)).toLowerCase(),
  );
const MONTHS = englishNames({ month: 'long' }, 12, (month) => Date.UTC(2000, month, 1));
// 2 January 2000 was a Sunday.
const WEEKDAYS = englishNames({ weekday: 'long' }, 7, (day) => Date.UTC(2000, 0, 2 + day));

/** "06:00 PM" (or "6:00 pm") as hours and minutes of a day, or null for any other text. */
function readClock(text: string): { hours: number; minutes: number } | null {
  const parts = /^(\d{1,2}):(\d{2})\s*([AP])\.?M\.?$/i.exec(text.trim());
  if (!parts) return null;
  const [, hour = '', minutes = '', half = ''] = parts;
  const twelveHour = Number(hour);
  if (twelveHour < 1 || twelveHour > 12 || Number(minutes) > 59) return null;
  return { hours: (twelveHour % 12) + (half.toUpperCase() === 'P' ? 12 : 0), minutes: Number(minutes) };
}

/** "29 November" with the year "2026" as that calendar day (UTC midnight), or null if it is no real day. */
function readCalendarDay(date: string, year: string): number | null {
  const parts = /^(\d{1,2})\s+([A-Za-z]+)$/.exec(date.trim());
  if (!parts || !/^\d{4}$/.test(year.trim())) return null;
  const [, day = '', monthName = ''] = parts;
  const month = MONTHS.findIndex((name) => name.startsWith(monthName.toLowerCase()) && monthName.length >= 3);
  if (month < 0) return null;
  const instant = Date.UTC(Number(year), month, Number(day));
  // 31 February rolls over into March: not a real day.
  return new Date(instant).getUTCDate() === Number(day) ? instant : null;
}

function format(language: SiteLanguage, options: Intl.DateTimeFormatOptions, instant: number): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { ...options, timeZone: 'UTC' }).format(instant);
}

/**
 * The webinar's when in the reader's language. The admin's form writes real times and days in English,
 * which another language's page shows in its own words; any text that is no real time or date (typed by
 * hand, say "After the mock test") is shown as typed, since there is nothing to translate it from.
 */
export function webinarWhenIn(webinar: WebinarWhen, language: SiteLanguage): WebinarWhen {
  if (language === 'en') return webinar;
  const clock = readClock(webinar.time);
  const calendarDay = readCalendarDay(webinar.date, webinar.year);
  const typedWeekday = WEEKDAYS.indexOf(webinar.day.trim().toLowerCase());
  return {
    time: clock
      ? format(
          language,
          { hour: 'numeric', minute: '2-digit', hour12: true },
          Date.UTC(2000, 0, 1, clock.hours, clock.minutes),
        )
      : webinar.time,
    date:
      calendarDay === null ? webinar.date : format(language, { day: 'numeric', month: 'long' }, calendarDay),
    // The day as typed, in the reader's words: never worked out from the date, which might disagree.
    day:
      typedWeekday < 0
        ? webinar.day
        : format(language, { weekday: 'long' }, Date.UTC(2000, 0, 2 + typedWeekday)),
    year: webinar.year,
  };
}
