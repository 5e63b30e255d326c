/** Display helpers: India time, rupees, and the spec's truncation rules. */

// Dates and numbers are written by hand, not with `Intl`: building an Intl formatter for en-IN and India
// time loads locale and time-zone data, which cost a phone 40–80 ms on the first date or amount of a page.
// Written here, the server's HTML, its e-mails and the browser also read the same, whatever ICU data each
// carries. The output is what Intl's en-IN gives (format.test.ts holds them equal).

/** India time is UTC+5:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** The moment as India's wall clock reads it, in a Date whose UTC fields are that reading. */
function istWallClock(value: Date | string | number): Date {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  return new Date(time + IST_OFFSET_MS);
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

function formatWallDate(wall: Date): string {
  return `${twoDigits(wall.getUTCDate())} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
}

/** "05 Mar 2025" in India time. */
export function formatIstDate(value: Date | string): string {
  return formatWallDate(istWallClock(value));
}

/** The India calendar day of a moment as a date field writes it: "2025-03-05". */
export function istCalendarDay(value: Date | number): string {
  return istWallClock(value).toISOString().slice(0, 10);
}

/** A calendar day ("2025-03-05") as dates read everywhere: "05 Mar 2025". */
export function formatIstDay(day: string): string {
  return formatIstDate(`${day}T12:00:00+05:30`);
}

/** A calendar day ("2025-03-03") as a chart's axis names it: "3 Mar". */
export function formatDayAndMonth(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]}`;
}

/** "05 Mar 2025, 4:30 pm" in India time, 12-hour clock. */
export function formatIstDateTime(value: Date | string): string {
  const wall = istWallClock(value);
  const hour = wall.getUTCHours();
  const clock = `${hour % 12 || 12}:${twoDigits(wall.getUTCMinutes())} ${hour < 12 ? 'am' : 'pm'}`;
  return `${formatWallDate(wall)}, ${clock}`;
}

/**
 * A number grouped the Indian way (the last three digits, then pairs: "1,23,45,678") with at most
 * `maxFractionDigits` decimals, rounded half away from zero on its shortest decimal form, as Intl rounds
 * (1.005 → "1.01").
 */
function formatIndianNumber(value: number, maxFractionDigits: number): string {
  const magnitude = String(Math.abs(value));
  // Exponent notation (below 1e-6 or from 1e21) is no amount this app shows; Intl handles it.
  if (!Number.isFinite(value) || magnitude.includes('e')) {
    return value.toLocaleString('en-IN', { maximumFractionDigits: maxFractionDigits });
  }
  const [whole = '', fraction = ''] = (
    Math.round(Number(`${magnitude}e${maxFractionDigits}`)) /
    10 ** maxFractionDigits
  )
    .toFixed(maxFractionDigits)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/(\d)(?=(\d\d)+\d$)/g, '$1,');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Rupees grouped the Indian way: 123456 → "₹1,23,456", 349.5 → "₹349.5". */
export function formatRupeeAmount(rupees: number): string {
  return `₹${formatIndianNumber(rupees, 2)}`;
}

/** A count grouped the Indian way: 12000 → "12,000", 123456 → "1,23,456". */
export function formatCount(count: number): string {
  return formatIndianNumber(count, 3);
}

/** Rupees from paise, grouped the Indian way: 123456 paise → "₹1,234.56". */
export function formatRupees(paise: number): string {
  return formatRupeeAmount(paise / 100);
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
