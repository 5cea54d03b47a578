import { describe, expect, it } from 'vitest';
import { splitParagraphs } from './text';

describe('splitParagraphs', () => {
  it('makes a paragraph of each line', () => {
    expect(splitParagraphs('First.\nSecond.\nThird.')).toEqual(['First.', 'Second.', 'Third.']);
  });

  it('ignores blank lines, surrounding spaces and Windows line ends', () => {
    expect(splitParagraphs('  First. \r\n\r\n\n Second.\n   \n')).toEqual(['First.', 'Second.']);
  });

  it('keeps a text without breaks whole, and gives nothing for an empty one', () => {
    expect(splitParagraphs('One paragraph only.')).toEqual(['One paragraph only.']);
    expect(splitParagraphs(' \n ')).toEqual([]);
  });
});
