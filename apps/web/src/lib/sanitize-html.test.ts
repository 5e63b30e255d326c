import { describe, expect, it } from 'vitest';
import {
  EXECUTABLE_PATTERNS,
  SAFE_RICH_TEXT,
  XSS_VECTORS,
} from '../../../../packages/contract/fixtures/xss-vectors.ts';
import { sanitizeHtml as clean } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the formatting an editor produces', () => {
    const html =
      '<h2>Plan</h2><p>Revise <strong>daily</strong>, <em>test</em> weekly.</p>' +
      '<ul><li>Biology</li><li>Physics</li></ul><blockquote>Stay calm</blockquote>' +
      '<table><tbody><tr><td colspan="2">NCERT</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('drops scripts, styles, frames, forms and embedded SVG with their content', () => {
    const out = clean(
      '<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.test"></iframe>' +
        '<form><input value="x"><button>go</button></form><svg><script>alert(2)</script></svg>' +
        '<math><mi>x</mi></math><template><img src=x onerror=alert(3)></template><noscript>n</noscript>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('removes event handlers, styles and unknown attributes', () => {
    const out = clean(
      '<p onclick="alert(1)" style="position:fixed" class="x" id="y">a</p><img src="/uploads/a.webp" onerror="alert(2)" alt="chart">',
    );
    expect(out).toBe('<p>a</p><img src="/uploads/a.webp" alt="chart" loading="lazy" decoding="async">');
  });

  it('keeps each attribute only on the elements that may carry it, and links only of the allowed schemes', () => {
    expect(
      clean(
        '<p title="t" data-note="1" aria-label="a">a</p><a href="ftp://files.example/f" title="File">f</a>' +
          '<span src="https://x.example/a.webp" href="https://x.example">s</span>',
      ),
    ).toBe('<p>a</p><a title="File">f</a><span>s</span>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ])('refuses the link address %j', (href) => {
    const holder = document.createElement('div');
    const anchor = document.createElement('a');
    anchor.setAttribute('href', href);
    anchor.textContent = 'click';
    holder.appendChild(anchor);
    expect(clean(holder.innerHTML)).toBe('<a>click</a>');
  });

  it('refuses entity-encoded script addresses', () => {
    expect(clean('<a href="jav&#x09;ascript:alert(1)">x</a><a href="&#106;avascript:alert(1)">y</a>')).toBe(
      '<a>x</a><a>y</a>',
    );
  });

  it('opens outside links safely and keeps site, mail and phone links as they are', () => {
    expect(clean('<a href="https://example.org/guide">guide</a>')).toBe(
      '<a href="https://example.org/guide" target="_blank" rel="noopener noreferrer nofollow">guide</a>',
    );
    expect(clean('<a href="/search-mentor">mentors</a><a href="mailto:help@example.com">mail</a>')).toBe(
      '<a href="/search-mentor">mentors</a><a href="mailto:help@example.com">mail</a>',
    );
  });

  it('keeps images only from web addresses', () => {
    expect(clean('<img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="javascript:alert(1)">')).toBe(
      '<img loading="lazy" decoding="async"><img loading="lazy" decoding="async">',
    );
  });

  it('keeps the text of unknown elements and drops comments', () => {
    expect(clean('<font color="red">Red <b>bold</b></font><!-- note --><custom-tag>tag</custom-tag>')).toBe(
      'Red <b>bold</b>tag',
    );
  });

  it('keeps markup-looking text as text', () => {
    expect(clean('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('accepts only small whole numbers for sizes', () => {
    expect(clean('<img src="/a.webp" width="640" height="100%">')).toBe(
      '<img src="/a.webp" width="640" loading="lazy" decoding="async">',
    );
  });
});

describe('sanitizeHtml against a public corpus of XSS vectors (the second line, on render)', () => {
  it('keeps the formatting an editor produces', () => {
    expect(clean(SAFE_RICH_TEXT)).toBe(SAFE_RICH_TEXT);
  });

  it.each(XSS_VECTORS.map((vector) => [vector]))('leaves nothing executable of %s', (vector) => {
    const cleaned = clean(`<p>before</p>${vector}<p>after</p>`);
    for (const pattern of EXECUTABLE_PATTERNS) expect(cleaned).not.toMatch(pattern);
    expect(cleaned).toContain('<p>before</p>');
  });
});
