// The allowlist for the rich text the admins write (blogs, the webinar, package descriptions): the
// editor's formatting and nothing else. The server cleans with it when text is saved and the browser
// again when it renders, each with its own sanitiser, so the two can never drift apart.

/** Elements kept; any other is dropped (with or without its content, as each sanitiser decides). */
export const RICH_TEXT_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'div',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;

/** Attributes kept from the input, by element. A web link also gets a new tab and `rel` (see below). */
export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** Address schemes (without the colon) a link may use. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * A picture in rich text must be one uploaded to this site (`/uploads/…`, plain path segments): a picture
 * from elsewhere would tell another site who reads the page, and could change or vanish after it is checked.
 */
export function isUploadedPicture(src: string): boolean {
  if (!src.startsWith('/uploads/')) return false;
  const segments = src.slice('/uploads/'.length).split('/');
  return segments.every((segment) => /^[\w.-]+$/.test(segment) && segment !== '.' && segment !== '..');
}

/** Attributes every link to a web address gets: it opens in a new tab and passes on no trust. */
export const RICH_TEXT_WEB_LINK_ATTRIBUTES = {
  target: '_blank',
  rel: 'noopener noreferrer nofollow',
} as const;

export function isWebAddress(href: string): boolean {
  return /^https?:/i.test(href);
}
