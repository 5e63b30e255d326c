import { describe, expect, it } from 'vitest';
import {
  EXECUTABLE_PATTERNS,
  SAFE_RICH_TEXT,
  XSS_VECTORS,
} from '../../../../packages/contract/fixtures/xss-vectors.ts';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText (server, on save)', () => {
  it('keeps the formatting an editor produces', () => {
    expect(sanitizeRichText(SAFE_RICH_TEXT)).toBe(SAFE_RICH_TEXT);
  });

  it.each(XSS_VECTORS.map((vector) => [vector]))('leaves nothing executable of %s', (vector) => {
    const cleaned = sanitizeRichText(`<p>before</p>${vector}<p>after</p>`);
    for (const pattern of EXECUTABLE_PATTERNS) expect(cleaned).not.toMatch(pattern);
    expect(cleaned).toContain('<p>before</p>');
  });

  it('opens web links in a new tab without handing over the page, and keeps mail links as they are', () => {
    expect(sanitizeRichText('<a href="https://example.org/x">x</a>')).toBe(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:help@example.org" target="_self">mail</a>')).toBe(
      '<a href="mailto:help@example.org">mail</a>',
    );
    expect(sanitizeRichText('<img src="/uploads/blogs/a.webp" alt="chart">')).toBe(
      '<img src="/uploads/blogs/a.webp" alt="chart" />',
    );
  });

  it('keeps a picture uploaded to this site and drops any other picture whole', () => {
    expect(sanitizeRichText('<p>a</p><img src="/uploads/blogs/b1.webp" alt="notes"><p>b</p>')).toBe(
      '<p>a</p><img src="/uploads/blogs/b1.webp" alt="notes" /><p>b</p>',
    );
    for (const src of [
      'https://tracker.example.com/pixel.gif',
      'http://example.org/a.png',
      '//example.org/uploads/a.png',
      '/api/admin/logout',
      '/uploads/../api/me',
      'x',
      'data:image/png;base64,AAAA',
      '',
    ]) {
      expect(sanitizeRichText(`<p>a</p><img src="${src}" alt="x"><p>b</p>`)).toBe('<p>a</p><p>b</p>');
    }
    expect(sanitizeRichText('<p>a<img alt="no source">b</p>')).toBe('<p>ab</p>');
  });
});
