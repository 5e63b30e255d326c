/** Display helpers: India time, rupees, and the spec's truncation rules. */

const IST = 'Asia/Kolkata';

// Formatters are built on first use, not when the module loads: building them (locale and time-zone
// data) costs a phone tens of milliseconds, which every page paid at start, most of them for no date.
let dateFormatter: Intl.DateTimeFormat | undefined;
let dateTimeFormatter: Intl.DateTimeFormat | undefined;
let rupeeFormatter: Intl.NumberFormat | undefined;

/** "05 Mar 2025" in India time. */
export function formatIstDate(value: Date | string): string {
  dateFormatter ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: IST,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });
  return dateFormatter.format(new Date(value));
}

/** India time is UTC+5:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The India calendar day of a moment as a date field writes it: "2025-03-05". */
export function istCalendarDay(value: Date | number): string {
  return new Date(new Date(value).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A calendar day ("2025-03-05") as dates read everywhere: "05 Mar 2025". */
export function formatIstDay(day: string): string {
  return formatIstDate(`${day}T12:00:00+05:30`);
}

/** "05 Mar 2025, 4:30 pm" in India time, 12-hour clock. */
export function formatIstDateTime(value: Date | string): string {
  dateTimeFormatter ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: IST,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return dateTimeFormatter.format(new Date(value));
}

/** Rupees grouped the Indian way: 123456 → "₹1,23,456", 349.5 → "₹349.5". */
export function formatRupeeAmount(rupees: number): string {
  rupeeFormatter ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  return `₹${rupeeFormatter.format(rupees)}`;
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

/**
 * How much of a blog's text the public list carries (get-blogs): more than any card shows (180 characters
 * decide the blogs page's ellipsis), so each card's cut comes out as from the whole text.
 */
export const BLOG_PREVIEW_LENGTH = 200;

/** A blog's opening as plain text, for the public list's cards. */
export function blogPreview(html: string): string {
  return htmlToText(html).slice(0, BLOG_PREVIEW_LENGTH);
}

/** Plain text of rich-text HTML, for previews and descriptions. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
