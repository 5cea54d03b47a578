import { foldTerm, words } from './terms.ts';

/** A piece of text, marked when it is a word the query matched. */
export interface Segment {
  text: string;
  marked: boolean;
}

/** Characters of a result's text shown under its title. */
export const SNIPPET_LENGTH = 220;

/** `text` in segments, the words whose folded form is one of `terms` marked. */
export function markTerms(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let end = 0;
  for (const { word, start } of words(text)) {
    if (!terms.has(foldTerm(word))) continue;
    if (start > end) segments.push({ text: text.slice(end, start), marked: false });
    segments.push({ text: word, marked: true });
    end = start + word.length;
  }
  if (end < text.length) segments.push({ text: text.slice(end), marked: false });
  return segments;
}

/**
 * A passage of `text` of at most `length` characters, cut between words, that starts a little
 * before the first word the query matched (or at the beginning), with the matches marked and
 * an ellipsis where it was cut.
 */
export function snippet(text: string, terms: ReadonlySet<string>, length = SNIPPET_LENGTH): Segment[] {
  const all = words(text);
  const first = all.find(({ word }) => terms.has(foldTerm(word)));
  const lead = Math.floor(length / 4);
  const start =
    first && first.start + first.word.length > length
      ? (all.find((word) => word.start >= first.start - lead)?.start ?? 0)
      : 0;
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const lastBreak = text.lastIndexOf(' ', end);
    if (lastBreak > start) end = lastBreak;
  }
  const passage = text.slice(start, end).trim();
  return [
    ...(start > 0 ? [{ text: '… ', marked: false }] : []),
    ...markTerms(passage, terms),
    ...(end < text.length ? [{ text: ' …', marked: false }] : []),
  ];
}
