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
export interface WebinarWhen {
  time: string;
  date: string;
  day: string;
  year: string;
}

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
