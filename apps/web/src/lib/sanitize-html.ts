// An allowlist sanitiser for the rich text the admins write (blogs, webinar, package descriptions).
// The HTML is parsed in an inert document (no script runs, nothing loads) and copied into the page
// node by node: only listed elements and attributes are created, with the DOM API, so the result is
// never parsed again as a string and no markup trick can smuggle anything past the copy. The allowlist
// is the contract's, the same the server cleans with when the text is saved.
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  RICH_TEXT_WEB_LINK_ATTRIBUTES,
  isWebAddress,
} from '@neetmentor/contract';

const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);

/** Elements dropped with everything inside them; any other unknown element is replaced by its content. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'title',
  'head',
  'meta',
  'link',
  'base',
]);

const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = RICH_TEXT_ATTRIBUTES;

const toProtocols = (schemes: readonly string[]) => new Set(schemes.map((scheme) => `${scheme}:`));
const LINK_PROTOCOLS = toProtocols(RICH_TEXT_LINK_SCHEMES);
const IMAGE_PROTOCOLS = toProtocols(RICH_TEXT_IMAGE_SCHEMES);

/** A link or image address is kept only when the browser's own URL parser gives a safe protocol. */
function safeUrl(value: string, protocols: Set<string>): string | undefined {
  try {
    const url = new URL(value, window.location.origin);
    return protocols.has(url.protocol) ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

function copyAttributes(source: Element, target: HTMLElement, tag: string): void {
  for (const name of ALLOWED_ATTRIBUTES[tag] ?? []) {
    const value = source.getAttribute(name);
    if (value === null) continue;
    if (name === 'href') {
      const href = safeUrl(value, LINK_PROTOCOLS);
      if (href === undefined) continue;
      target.setAttribute('href', href);
      if (isWebAddress(href)) {
        for (const [attribute, text] of Object.entries(RICH_TEXT_WEB_LINK_ATTRIBUTES)) {
          target.setAttribute(attribute, text);
        }
      }
    } else if (name === 'src') {
      const src = safeUrl(value, IMAGE_PROTOCOLS);
      if (src !== undefined) target.setAttribute('src', src);
    } else if (['width', 'height', 'colspan', 'rowspan', 'start'].includes(name)) {
      if (/^\d{1,4}$/.test(value)) target.setAttribute(name, value);
    } else {
      target.setAttribute(name, value);
    }
  }
  if (tag === 'img') {
    target.setAttribute('loading', 'lazy');
    target.setAttribute('decoding', 'async');
  }
}

function copyChildren(source: Node, target: Node, page: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(page.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === Node.ELEMENT_NODE && child instanceof Element) {
      const tag = child.localName;
      if (DROPPED_WITH_CONTENT.has(tag)) continue;
      if (!ALLOWED_ELEMENTS.has(tag)) {
        copyChildren(child, target, page);
        continue;
      }
      const element = page.createElement(tag);
      copyAttributes(child, element, tag);
      copyChildren(child, element, page);
      target.appendChild(element);
    }
    // Comments, processing instructions and anything else are left out.
  }
}

/** Returns the safe part of `html` as nodes of `page`, ready to be inserted. */
export function sanitizeHtml(html: string, page: Document = document): DocumentFragment {
  const inert = new DOMParser().parseFromString(html, 'text/html');
  const fragment = page.createDocumentFragment();
  copyChildren(inert.body, fragment, page);
  return fragment;
}
