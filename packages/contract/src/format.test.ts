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
    expect(formatIstDateTime('2025-03-04T20:00:00Z')).toBe('05 Mar 2025, 1:30 am');
    expect(formatIstDateTime('2025-03-05T11:00:00Z')).toBe('05 Mar 2025, 4:30 pm');
  });

  it('writes midnight and noon as 12, with a plain space and a lower-case am or pm', () => {
    expect(formatIstDateTime('2025-03-04T18:30:00Z')).toBe('05 Mar 2025, 12:00 am');
    expect(formatIstDateTime(new Date('2025-03-05T06:30:00Z'))).toBe('05 Mar 2025, 12:00 pm');
    expect(formatIstDateTime('2025-03-05T06:29:00Z')).toBe('05 Mar 2025, 11:59 am');
  });

  it('names every month as en-IN does, September as "Sept"', () => {
    const months = Array.from({ length: 12 }, (_unused, month) =>
      formatIstDate(new Date(Date.UTC(2025, month, 15, 6))),
    );
    expect(months).toEqual([
      '15 Jan 2025',
      '15 Feb 2025',
      '15 Mar 2025',
      '15 Apr 2025',
      '15 May 2025',
      '15 Jun 2025',
      '15 Jul 2025',
      '15 Aug 2025',
      '15 Sept 2025',
      '15 Oct 2025',
      '15 Nov 2025',
      '15 Dec 2025',
    ]);
    expect(formatIstDate('2024-02-29T10:00:00Z')).toBe('29 Feb 2024');
  });

  it('names the India calendar day of a moment, and writes a calendar day as dates read', () => {
    expect(istCalendarDay(new Date('2025-03-04T18:29:59.999Z'))).toBe('2025-03-04');
    expect(istCalendarDay(new Date('2025-03-04T18:30:00Z'))).toBe('2025-03-05');
    expect(istCalendarDay(Date.UTC(2024, 11, 31, 18, 30))).toBe('2025-01-01');
    expect(formatIstDay('2025-03-05')).toBe('05 Mar 2025');
    expect(formatIstDay('2025-01-01')).toBe('01 Jan 2025');
  });

  it('names a calendar day by its date and month, without a leading zero', () => {
    expect(formatDayAndMonth('2025-03-03')).toBe('3 Mar');
    expect(formatDayAndMonth('2024-12-31')).toBe('31 Dec');
    expect(formatDayAndMonth('2025-09-01')).toBe('1 Sept');
  });

  it('refuses a date that is none', () => {
    expect(() => formatIstDate('not a date')).toThrow(RangeError);
    expect(() => formatIstDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('counts', () => {
  it('groups digits the Indian way, with up to three decimals', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12000)).toBe('12,000');
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCount(12345678.9)).toBe('1,23,45,678.9');
    expect(formatCount(1234.5678)).toBe('1,234.568');
  });
});

describe('rupees', () => {
  it('formats paise as rupees with Indian grouping', () => {
    expect(formatRupees(123456789)).toBe('₹12,34,567.89');
    expect(formatRupees(19900)).toBe('₹199');
  });

  it('writes rupees with at most two decimals, rounding half away from zero', () => {
    expect(formatRupeeAmount(0)).toBe('₹0');
    expect(formatRupeeAmount(349.5)).toBe('₹349.5');
    expect(formatRupeeAmount(1.005)).toBe('₹1.01');
    expect(formatRupeeAmount(99.999)).toBe('₹100');
    expect(formatRupeeAmount(98765432101.25)).toBe('₹98,76,54,32,101.25');
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
