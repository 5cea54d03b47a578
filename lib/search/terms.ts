/** A run of letters and digits (with their combining marks): a word of any of the site's languages. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The words of a text, in order, with where each starts. */
export function words(text: string): { word: string; start: number }[] {
  return Array.from(text.matchAll(WORD), (match) => ({ word: match[0], start: match.index }));
}

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * The form a word is indexed and looked up by: lower case without diacritics, so that a
 * query typed without them (`sahamcalar`, `ученый`) finds `Şahamçalar` and `учёный`.
 */
export function foldTerm(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
