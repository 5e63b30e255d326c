import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  RICH_TEXT_WEB_LINK_ATTRIBUTES,
  isUploadedPicture,
  isWebAddress,
} from '@neetmentor/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (blogs, the webinar, package descriptions) is cleaned here, with a maintained library, when
 * it is written and when a page is prerendered; the browser shows what the API sends. It follows the
 * contract's allowlist: no scripts, styles, frames, forms or event handlers; links only to web, mail and
 * phone addresses; pictures only from this site's uploads (any other `<img>` is dropped whole).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    // sanitize-html filters attributes after `transformTags`, so the ones it adds to web links are listed.
    a: [...RICH_TEXT_ATTRIBUTES.a, ...Object.keys(RICH_TEXT_WEB_LINK_ATTRIBUTES)],
  },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp', 'iframe'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !isUploadedPicture(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attributes) => ({
      tagName,
      attribs: isWebAddress(attributes.href ?? '')
        ? { ...attributes, ...RICH_TEXT_WEB_LINK_ATTRIBUTES }
        : { href: attributes.href ?? '', ...(attributes.title ? { title: attributes.title } : {}) },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
