import { describe, expect, it } from 'vitest';
import {
  abbreviateRupees,
  blogsPagePreview,
  blogsPageTitle,
  formatIstDate,
  formatIstDateTime,
  formatIstDay,
  formatRupees,
  homeBlogPreview,
  homeBlogTitle,
  htmlToText,
  istCalendarDay,
} from './format.ts';

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
});
