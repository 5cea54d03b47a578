import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { EMBED_HOSTS } from './security/embed-hosts';
import { upstreamConfig } from './upstream/config';

/*
 * The one allowlist for HTML written in the upstream CMS. Whatever is not listed here is
 * removed: scripts, event handlers, styles, forms, and every URL scheme but http(s) and
 * mailto/tel for links.
 */

/** An image source as the media base serves it; anything but http(s) or a /path is dropped. */
function imageSource(src: string | undefined): string | undefined {
  const value = src?.trim();
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  return value.startsWith('/') && !value.startsWith('//') ? `${upstreamConfig().mediaBaseUrl}${value}` : undefined;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark',
    'blockquote', 'q', 'cite', 'code', 'pre', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'span', 'div', 'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'lang'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
  transformTags: {
    a: (tagName, attribs) => {
      // A new tab never gets a handle on this page; any other target is dropped.
      const rest = Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'target' && name !== 'rel'));
      return attribs.target === '_blank'
        ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      const source = imageSource(src);
      return { tagName, attribs: source ? { ...rest, src: source, loading: 'lazy' } : rest };
    },
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // A frame or an image without an allowed source is dropped whole, not left empty.
  exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src,
};

export function sanitizeUpstreamHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/**
 * The text of an HTML fragment, for descriptions and previews: plain text, which whoever
 * writes it out escapes (React, the JSON-LD and XML writers). sanitize-html escapes `&`, `<`
 * and `>` in what it returns, so those are turned back (`&amp;` last, so that a literal
 * `&lt;` in the text stays one).
 */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
