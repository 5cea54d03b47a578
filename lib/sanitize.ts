import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { routing, type Locale } from './i18n/routing';
import { inLanguage } from './routes';
import { EMBED_HOSTS } from './security/embed-hosts';
import { isMediaPath, mediaUrl } from './upstream/media';

/* The one allowlist for CMS HTML: anything not listed here is removed (docs/security.md: Untrusted HTML). */

/** Media base paths and media hosts only, as in the schemas; otherwise the image is dropped. */
function imageSource(src: string | undefined): string | undefined {
  const value = src?.trim();
  return value && isMediaPath(value) ? mediaUrl(value) : undefined;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'iframe',
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

/** The allowlist, with links written for a page in `locale`. */
function optionsFor(locale: Locale): sanitizeHtml.IOptions {
  return {
    ...options,
    transformTags: {
      ...options.transformTags,
      a: (tagName, attribs) => {
        // A new tab never gets a handle on this page; any other target is dropped.
        const rest = Object.fromEntries(
          Object.entries(attribs).filter(([name]) => name !== 'target' && name !== 'rel'),
        );
        if (rest.href) rest.href = inLanguage(rest.href, locale);
        return attribs.target === '_blank'
          ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } }
          : { tagName, attribs: rest };
      },
    },
  };
}

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Upstream HTML, safe to write into a page. Its highest heading becomes `topHeadingLevel` and the
 * rest follow without gaps (the CMS often starts with an `<h3>` under the page's `<h1>`).
 */
export function sanitizeUpstreamHtml(
  html: string,
  { locale = routing.defaultLocale, topHeadingLevel = 2 }: { locale?: Locale; topHeadingLevel?: HeadingLevel } = {},
): string {
  return nestHeadings(sanitizeHtml(html, optionsFor(locale)), topHeadingLevel);
}

// In sanitised HTML every `<` of text and attributes is escaped, so a tag is found by its name.
const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/g;

function nestHeadings(html: string, topLevel: HeadingLevel): string {
  const used = [...new Set(Array.from(html.matchAll(HEADING_TAG), ([, , level]) => Number(level)))].sort(
    (a, b) => a - b,
  );
  const levelOf = new Map(used.map((level, rank) => [level, Math.min(6, topLevel + rank)]));
  return html.replace(HEADING_TAG, (_, slash: string, level: string) => `<${slash}h${levelOf.get(Number(level))}`);
}
