import { describe, expect, it } from 'vitest';
import {
  abbreviateRupees,
  blogsPagePreview,
  blogsPageTitle,
  formatCount,
  formatDayAndMonth,
  formatIstDate,
  formatIstDateTime,
  formatIstDay,
  formatRupeeAmount,
  formatRupees,
  homeBlogPreview,
  homeBlogTitle,
  istCalendarDay,
} from './format.ts';
import { htmlToText } from './html-text.ts';

describe('India time', () => {
  it('shows UTC instants in Asia/Kolkata on a 12-hour clock', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatIstDate('2025-03-04T20:00:00Z')).toBe('05 Mar 2025');
    expect(formatIstDateTime('2025-03-04T20:00:00Z')).toMatch(/^05 Mar 2025, 1:30\s?am$/i);
  });

  it('names the India calendar day of a moment, and writes a calendar day as dates read', () => {
    expect(istCalendarDay(new Date('2025-03-04T18:29:59.999Z'))).toBe('2025-03-04');
    expect(istCalendarDay(new Date('2025-03-04T18:30:00Z'))).toBe('2025-03-05');
    expect(formatIstDay('2025-03-05')).toBe('05 Mar 2025');
  });
});

// The formatters are written by hand; Intl's en-IN is the reference they must equal.
const intlDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const intlDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const intlRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const intlCount = new Intl.NumberFormat('en-IN');
// ICU versions differ in the space before am/pm (a narrow no-break space in some).
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

describe('the same as Intl en-IN', () => {
  it('writes every month, both halves of the day and the hours around midnight and noon', () => {
    const instants: Date[] = [];
    for (let month = 0; month < 12; month += 1)
      for (const hourUtc of [0, 6, 6.5, 18, 18.5, 23.99])
        instants.push(new Date(Date.UTC(2025, month, 28) + hourUtc * 3_600_000));
    // A year's worth of odd moments, leap day included.
    for (let step = 0; step < 400; step += 1)
      instants.push(new Date(Date.UTC(2024, 0, 1) + step * 79_337_123));
    for (const instant of instants) {
      expect(formatIstDateTime(instant)).toBe(plainSpaces(intlDateTime.format(instant)));
      expect(formatIstDate(instant)).toBe(intlDate.format(instant));
    }
  });

  it('groups and rounds amounts and counts', () => {
    const values = [0, 1, -5, 7.1, 99.999, 349.5, 999, 1000, 1234.567, 1.005, 0.015, 123456, -123456.78];
    for (let step = 1; step < 300; step += 1) values.push(step ** 4.3 / 7, -(step ** 2.9) * 3.3);
    values.push(12345678.9, 1e9, 98765432101.25);
    for (const value of values) {
      expect(formatRupeeAmount(value)).toBe(`₹${intlRupees.format(value)}`);
      expect(formatCount(value)).toBe(intlCount.format(value));
    }
  });

  it('names a calendar day by its date and month', () => {
    const intlDayAndMonth = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'short',
    });
    for (let step = 0; step < 366; step += 1) {
      const day = new Date(Date.UTC(2024, 0, 1) + step * 86_400_000);
      expect(formatDayAndMonth(day.toISOString().slice(0, 10))).toBe(intlDayAndMonth.format(day));
    }
  });

  it('refuses a date that is none, as Intl does', () => {
    expect(() => formatIstDate('not a date')).toThrow(RangeError);
    expect(() => formatIstDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('counts', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12000)).toBe('12,000');
    expect(formatCount(123456)).toBe('1,23,456');
  });
});

describe('rupees', () => {
  it('formats paise as rupees with Indian grouping', () => {
    expect(formatRupees(123456789)).toBe('₹12,34,567.89');
    expect(formatRupees(19900)).toBe('₹199');
  });

  it('abbreviates 1000 and more with k and one decimal', () => {
    expect(abbreviateRupees(999)).toBe('999');
    expect(abbreviateRupees(1000)).toBe('1.0k');
    expect(abbreviateRupees(12549)).toBe('12.5k');
    expect(abbreviateRupees(0)).toBe('0');
  });
});

describe('blog truncation', () => {
  const long = 'x'.repeat(200);

  it('home cards: title to 60 + "..." when over 30, content to 150 + "..." when over 150', () => {
    expect(homeBlogTitle('Short title')).toBe('Short title');
    expect(homeBlogTitle('y'.repeat(31))).toBe(`${'y'.repeat(31)}...`);
    expect(homeBlogTitle(long)).toBe(`${'x'.repeat(60)}...`);
    expect(homeBlogPreview('z'.repeat(150))).toBe('z'.repeat(150));
    expect(homeBlogPreview(long)).toBe(`${'x'.repeat(150)}...`);
  });

  it('blogs page: title to 30, content to 170 + "..." when over 180', () => {
    expect(blogsPageTitle(long)).toBe('x'.repeat(30));
    expect(blogsPagePreview('q'.repeat(180))).toBe('q'.repeat(180));
    expect(blogsPagePreview('q'.repeat(181))).toBe(`${'q'.repeat(170)}...`);
  });
});

describe('htmlToText', () => {
  it('strips tags and decodes common entities', () => {
    expect(htmlToText('<p>Biology &amp; <b>Chemistry</b></p><p>tips</p>')).toBe('Biology & Chemistry tips');
  });

  it('parts the words at every block’s edge, opening or closing, and not inside a line', () => {
    expect(htmlToText('<a>js link</a><p>styled</p>')).toBe('js link styled');
    expect(
      htmlToText('<blockquote>Quote</blockquote>After<table><tr><td>a</td><td>b</td></tr></table>'),
    ).toBe('Quote After a b');
    expect(htmlToText('Line<br/>next<hr>last<h2 class="x">Head</h2>')).toBe('Line next last Head');
    expect(htmlToText('<p>bio<strong>logy</strong> and <em>phy</em>sics</p>')).toBe('biology and physics');
  });

  it('decodes entities once: an escaped entity stays text', () => {
    expect(htmlToText('&amp;lt;b&amp;gt; is a tag')).toBe('&lt;b&gt; is a tag');
    expect(htmlToText('5 &lt; 6 &amp;&nbsp;&quot;NEET&quot; &apos;ok&#39;')).toBe('5 < 6 & "NEET" \'ok\'');
    // Rich text keeps other characters as themselves; an unknown entity is left as written.
    expect(htmlToText('₹500 &unknown;')).toBe('₹500 &unknown;');
  });
});
