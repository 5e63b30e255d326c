// Plain text of rich-text HTML. A module of its own, apart from the formatters every page loads: only the
// blog's pages and the admin's blog cards need it.
import type { PageText } from './page-text.ts';

/**
 * How much of a blog's text the public list carries (get-blogs): more than any card shows (180 characters
 * decide the blogs page's ellipsis), so each card's cut comes out as from the whole text.
 */
export const BLOG_PREVIEW_LENGTH = 200;

/** A blog's opening as plain text, for the public list's cards. */
export function blogPreview(html: string): string {
  return htmlToText(html).slice(0, BLOG_PREVIEW_LENGTH);
}

/** The entities rich text uses, decoded in one pass (so "&amp;lt;" stays the text "&lt;"). */
const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  amp: '&',
};

/** Plain text of rich-text HTML, for previews and descriptions: a block's tags part the words around it. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/?(?:p|div|li|[ou]l|h\d|br|hr|blockquote|pre|table|tr|t[dh])\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|apos|amp);/g, (_entity, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A blog article's title and description (its opening, up to 160 characters). */
export function blogPageText(blog: { title: string; content: string }): PageText {
  const text = htmlToText(blog.content);
  return { title: blog.title, description: text.length > 160 ? `${text.slice(0, 157)}...` : text };
}
