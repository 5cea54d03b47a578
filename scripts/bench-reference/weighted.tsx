import { notFound } from 'next/navigation';

const SENTENCE = 'A sentence of a bare page, repeated to give it the weight of a page of the site. ';

/**
 * The bare page made as heavy as a page of the site (`kb` kilobytes of HTML; React writes its
 * text twice, in the markup and in its payload), so that what a page costs beyond its bytes can
 * be told apart from what its bytes cost.
 */
export async function WeightedPage({ params }: { params: Promise<{ kb: string }> }) {
  const kb = Number((await params).kb);
  if (!Number.isInteger(kb) || kb < 1 || kb > 1024) notFound();
  const paragraphs = Math.ceil((kb * 1024) / 2 / (SENTENCE.length * 10));
  return (
    <main>
      {Array.from({ length: paragraphs }, (_, index) => (
        <p key={index}>{SENTENCE.repeat(10)}</p>
      ))}
    </main>
  );
}
