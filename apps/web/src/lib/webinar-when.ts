import { INTL_LOCALES, type SiteLanguage, type Webinar } from '@neetmentor/contract';

// A webinar's when is stored as four English texts ("06:00 PM", "16 March", "Sunday", "2025"): the admin's
// form writes them (`describeWebinarWhen`) and the webinar page reads them back into another language
// (`webinarWhenIn`).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The webinar's when, in the words the webinar page shows (time, date, day, year), as the seed writes them. */
export type WebinarWhen = Pick<Webinar, 'time' | 'date' | 'day' | 'year'>;

/**
 * The spec keeps a webinar's time, date, day and year as separate texts; the form asks for a calendar
 * date and a clock time ("2025-03-16", "18:00") and writes them as "06:00 PM", "16 March", "Sunday",
 * "2025", so the day always matches the date.
 */
export function describeWebinarWhen(date: string, time: string): WebinarWhen | null {
  const dateParts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeParts = /^(\d{2}):(\d{2})/.exec(time);
  if (!dateParts || !timeParts) return null;
  const [, year = '', month = '', day = ''] = dateParts;
  const [, hours = '', minutes = ''] = timeParts;
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const hour = Number(hours);
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return {
    time: `${String(twelveHour).padStart(2, '0')}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`,
    date: `${calendar.getUTCDate()} ${MONTHS[calendar.getUTCMonth()] ?? ''}`,
    day: DAYS[calendar.getUTCDay()] ?? '',
    year,
  };
}

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
  const month = MONTHS.findIndex(
    (name) => name.toLowerCase().startsWith(monthName.toLowerCase()) && monthName.length >= 3,
  );
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
  const typedWeekday = DAYS.findIndex((day) => day.toLowerCase() === webinar.day.trim().toLowerCase());
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
    // 2 January 2000 was a Sunday, the first of DAYS.
    day:
      typedWeekday < 0
        ? webinar.day
        : format(language, { weekday: 'long' }, Date.UTC(2000, 0, 2 + typedWeekday)),
    year: webinar.year,
  };
}
