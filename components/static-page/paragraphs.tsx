import { splitParagraphs } from '@/lib/text';

/** A translated text whose line breaks separate paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  return splitParagraphs(text).map((paragraph) => <p key={paragraph}>{paragraph}</p>);
}
