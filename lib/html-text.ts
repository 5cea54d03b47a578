import 'server-only';
import { compile, type SelectorDefinition } from 'html-to-text';

/*
 * Text made from the CMS's HTML, by html-to-text (a parser and formatters made for it): prose in
 * one line for descriptions, previews and search, and lines with links for plain-text readers
 * such as calendars. The text is unescaped: whoever writes it out escapes it.
 */

const HEADINGS_AS_WRITTEN: SelectorDefinition[] = [1, 2, 3, 4, 5, 6].map((level) => ({
  selector: `h${level}`,
  options: { uppercase: false },
}));

/** Each block on a line of its own, with nothing a sentence does not have. */
const toBlockLines = compile({
  wordwrap: false,
  selectors: [
    ...HEADINGS_AS_WRITTEN,
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    // A line break inside a paragraph does not end its sentence.
    { selector: 'br', format: 'inlineString', options: { string: ' ' } },
    // The library puts its default back for an empty prefix: a space is trimmed away below.
    { selector: 'ul', options: { itemPrefix: ' ' } },
    { selector: 'ol', format: 'unorderedList', options: { itemPrefix: ' ' } },
    ...['table', 'tr', 'th', 'td', 'caption'].map((selector) => ({ selector, format: 'block' })),
  ],
});

/** Ends with what ends a sentence (or introduces what follows), perhaps inside quotes or brackets. */
const ENDS_SENTENCE = /[.!?…:;][)\]"'»”’]*$/;

/**
 * Prose in one line: headings, paragraphs, list items and table cells each end their sentence
 * ("In brief. The seminar… Details. Participants: pupils. Teachers."), so that a description cut
 * from it reads; links keep their words only.
 */
export function htmlToText(html: string): string {
  return toBlockLines(html)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .map((line) => (ENDS_SENTENCE.test(line) ? line : `${line}.`))
    .join(' ');
}

/**
 * Plain text in lines, as a calendar or a mail shows it: paragraphs apart, list items marked,
 * tables laid out, and each link's address after its words, made absolute against `baseUrl`.
 * Give it sanitised HTML (lib/sanitize.ts), whose links are already checked and in the page's
 * language.
 */
export function htmlToPlainText(html: string, baseUrl: string): string {
  return plainTextConverter(baseUrl)(html)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Compiled once per base (the site's origin): a feed converts each of its items. */
const plainTextConverters = new Map<string, (html: string) => string>();

function plainTextConverter(baseUrl: string): (html: string) => string {
  let converter = plainTextConverters.get(baseUrl);
  if (!converter) {
    converter = compile({
      wordwrap: false,
      selectors: [
        ...HEADINGS_AS_WRITTEN,
        { selector: 'a', options: { baseUrl, linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true } },
        { selector: 'img', format: 'skip' },
        { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
      ],
    });
    plainTextConverters.set(baseUrl, converter);
  }
  return converter;
}
