import { describe, expect, it } from 'vitest';
import { markTerms, snippet, type Segment } from './snippet';

/** Segments written as text with the marked words in [brackets]. */
const show = (segments: Segment[]) => segments.map((s) => (s.marked ? `[${s.text}]` : s.text)).join('');

describe('markTerms', () => {
  it('marks each word whose folded form matched, keeping the text as written', () => {
    expect(show(markTerms('Şahamçalar we şahamça: Şahamçalar!', new Set(['sahamcalar'])))).toBe(
      '[Şahamçalar] we şahamça: [Şahamçalar]!',
    );
    expect(show(markTerms('Конкурс учёных', new Set(['ученых'])))).toBe('Конкурс [учёных]');
  });

  it('marks nothing when nothing matched', () => {
    expect(markTerms('Plain text', new Set(['other']))).toEqual([{ text: 'Plain text', marked: false }]);
  });
});

describe('snippet', () => {
  const words = Array.from({ length: 100 }, (_, index) => `word${index}`);
  const text = words.join(' ');

  it('starts at the beginning when the first match is near it', () => {
    expect(show(snippet(text, new Set(['word3']), 40))).toBe('word0 word1 word2 [word3] word4 word5 …');
  });

  it('starts a little before a later match, between words, with ellipses where cut', () => {
    const passage = show(snippet(text, new Set(['word60']), 60));
    expect(passage).toMatch(/^… word5\d .*\[word60\].* …$/);
    expect(passage.length).toBeLessThanOrEqual(60 + 4);
  });

  it('shows the beginning when only the title matched, and the whole of a short text', () => {
    expect(show(snippet(text, new Set(['title']), 20))).toBe('word0 word1 word2 …');
    expect(show(snippet('Short text.', new Set(['text'])))).toBe('Short [text].');
  });
});
