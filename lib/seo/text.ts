/** Longest description search engines and link previews show in full. */
export const DESCRIPTION_LENGTH = 160;

/** Plain text in one line, cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  return cutAtWord(text.replace(/\s+/g, ' ').trim(), max);
}

/** Text as it is, lines and all, cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.search(/\s\S*$/);
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,.;:–—-]+$/, '')}…`;
}
