import { formatDetailDate } from '@/lib/dates';
import { languageTag } from '@/lib/i18n/language';
import type { Locale } from '@/lib/i18n/routing';
import { PALETTE } from '@/lib/palette';
// The same five characters are special in HTML text and attributes.
import { escapeXml } from '@/lib/seo/xml';
import type { SavedPage } from './pages';

/** The words the worker writes, from messages/*.json: the `Offline` texts and the site's name. */
export interface OfflineWords {
  siteName: string;
  title: string;
  text: string;
  savedPages: string;
  noSavedPages: string;
  /** The name of the note on a saved copy. */
  savedCopy: string;
  /** With `{date}`. */
  savedNote: string;
  /** The zone the times are in, written after each: a reader elsewhere reads them right. */
  timeZone: string;
  home: string;
}

/** The worker's words from a language's `Site` and `Offline` messages. */
export const offlineWords = (site: { name: string }, offline: Omit<OfflineWords, 'siteName'>): OfflineWords => ({
  siteName: site.name,
  ...offline,
});

/** When a page was saved, on Ashgabat's clock as every time of the site, with the zone named. */
const savedTime = (words: OfflineWords, savedAt: string, locale: Locale) =>
  `${formatDetailDate(savedAt, locale)} (${words.timeZone})`;

const savedOn = (words: OfflineWords, savedAt: string, locale: Locale) =>
  escapeXml(words.savedNote.replace('{date}', savedTime(words, savedAt, locale)));

/**
 * The page the worker answers with, offline, for a page it has not saved: in the language of
 * the address asked for, with a link to every saved page. A document of its own, styled inline:
 * it must show with nothing else of the site at hand.
 */
export function offlinePageHtml(locale: Locale, words: OfflineWords, saved: readonly SavedPage[]): string {
  const home = `/${locale}`;
  const list =
    saved.length === 0
      ? `<p>${escapeXml(words.noSavedPages)}</p>`
      : `<h2>${escapeXml(words.savedPages)}</h2><ul>${saved
          .map(
            (page) =>
              `<li><a href="${escapeXml(page.url)}">${escapeXml(page.title)}</a><small>${escapeXml(
                savedTime(words, page.savedAt, locale),
              )}</small></li>`,
          )
          .join('')}</ul>`;
  return `<!DOCTYPE html><html lang="${languageTag(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeXml(
    `${words.title} | ${words.siteName}`,
  )}</title><style>${OFFLINE_STYLE}</style></head><body><header><a href="${home}"><img src="/brand/logo.svg" alt="" width="48" height="48">${escapeXml(
    words.siteName,
  )}</a></header><main><h1>${escapeXml(words.title)}</h1><p>${escapeXml(words.text)}</p>${list}<p><a href="${home}">${escapeXml(
    words.home,
  )}</a></p></main></body></html>`;
}

/** The site's look in brief, from its palette, for a page that has no style sheet. */
const OFFLINE_STYLE = [
  `body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:${PALETTE.text};background:${PALETTE.surface}}`,
  `header{background:${PALETTE['brand-dark']};padding:12px 16px}`,
  `header a{display:inline-flex;align-items:center;gap:12px;color:${PALETTE['text-inverse']};font-weight:600;text-decoration:none}`,
  'main{max-width:40rem;margin:0 auto;padding:24px 16px}',
  `a{color:${PALETTE.brand}}`,
  'li{margin-block:8px}',
  `li small{display:block;color:${PALETTE['text-muted']}}`,
].join('');

/** The note on a saved copy: a band across the top of the page. */
const NOTE_STYLE = `background:${PALETTE['brand-light']};color:${PALETTE.text};border-bottom:2px solid ${PALETTE.brand};padding:8px 16px;text-align:center`;

/**
 * A saved page as the worker gives it back when the network fails it: the reader is told first
 * that it is the copy kept on the device, and when it was saved. Put first in `<body>`, where
 * React leaves what it did not render alone on hydration.
 */
export function withSavedNote(html: string, savedAt: string, locale: Locale, words: OfflineWords): string {
  const note =
    `<aside aria-label="${escapeXml(words.savedCopy)}" style="${NOTE_STYLE}">` +
    `${savedOn(words, savedAt, locale)}</aside>`;
  return html.replace(/<body[^>]*>/i, (body) => `${body}${note}`);
}
