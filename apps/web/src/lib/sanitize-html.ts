// The browser's sanitiser for the rich text the admins write (blogs, webinar, package descriptions):
// DOMPurify held to the contract's allowlist, the same the server cleans with when the text is saved.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  RICH_TEXT_WEB_LINK_ATTRIBUTES,
  isWebAddress,
} from '@neetmentor/contract';

const ATTRIBUTES_BY_TAG: Readonly<Record<string, readonly string[]>> = RICH_TEXT_ATTRIBUTES;

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(ATTRIBUTES_BY_TAG).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Besides DOMPurify's own list (scripts, styles, frames, SVG, MathML…), what an editor never makes and
  // whose text would read as stray words: form controls, plug-ins and the document's head.
  ADD_FORBID_CONTENTS: [
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'object',
    'embed',
    'applet',
    'frame',
    'frameset',
    'meta',
    'link',
    'base',
  ],
};

const toProtocols = (schemes: readonly string[]) => new Set(schemes.map((scheme) => `${scheme}:`));
const LINK_PROTOCOLS = toProtocols(RICH_TEXT_LINK_SCHEMES);
const IMAGE_PROTOCOLS = toProtocols(RICH_TEXT_IMAGE_SCHEMES);
const WHOLE_NUMBER_ATTRIBUTES = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);

/** A link or image address is kept only when the browser's own URL parser gives a safe protocol. */
function hasSafeProtocol(value: string, protocols: ReadonlySet<string>): boolean {
  try {
    return protocols.has(new URL(value, window.location.origin).protocol);
  } catch {
    return false;
  }
}

function keepsAttribute(tag: string, name: string, value: string): boolean {
  if (!(ATTRIBUTES_BY_TAG[tag] ?? []).includes(name)) return false;
  if (name === 'href') return hasSafeProtocol(value, LINK_PROTOCOLS);
  if (name === 'src') return hasSafeProtocol(value, IMAGE_PROTOCOLS);
  if (WHOLE_NUMBER_ATTRIBUTES.has(name)) return /^\d{1,4}$/.test(value);
  return true;
}

function createPurifier(): Purifier {
  // Its own instance, so these hooks apply to rich text only.
  const purifier = DOMPurify();
  // Attributes are allowed by element (an `src` only on a picture), which DOMPurify's one list cannot say.
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (!keepsAttribute(node.localName, data.attrName, data.attrValue)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const href = node.localName === 'a' ? node.getAttribute('href') : null;
    if (href !== null && isWebAddress(href)) {
      for (const [name, value] of Object.entries(RICH_TEXT_WEB_LINK_ATTRIBUTES))
        node.setAttribute(name, value);
    }
    if (node.localName === 'img') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purifier;
}

let purifier: Purifier | undefined;

/** The safe part of `html`, as HTML. */
export function sanitizeHtml(html: string): string {
  // Without a DOM (the server's prerender) DOMPurify cannot clean: nothing rather than the text unchecked.
  if (!DOMPurify.isSupported) return '';
  purifier ??= createPurifier();
  return purifier.sanitize(html, CONFIG);
}
