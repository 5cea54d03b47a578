/** Longest description search engines and link previews show in full. */
export const DESCRIPTION_LENGTH = 160;

/** Plain text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,.;:–—-]+$/, '')}…`;
}
