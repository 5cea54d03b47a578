import type { Segment } from '@/lib/search/snippet';

/** Text with the words a search matched in `<mark>`. */
export function MarkedText({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) => (segment.marked ? <mark key={index}>{segment.text}</mark> : segment.text));
}
