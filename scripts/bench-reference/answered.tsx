import { notFound } from 'next/navigation';
import { WeightedPage } from './weighted';

/**
 * The upstream answers a page of the site asks for when it is made, as the path segment
 * `answers` names them: the base64url of a JSON list of paths on the upstream the bench started
 * (BENCH_UPSTREAM_ORIGIN, its token in BENCH_UPSTREAM_TOKEN). Anything else is not found.
 */
function answersOf(segment: string): string[] | undefined {
  try {
    const paths: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    if (!Array.isArray(paths) || paths.length > 20) return undefined;
    return paths.every((path) => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//'))
      ? (paths as string[])
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bare page of cards as heavy as a page of the site (./weighted.tsx), made after asking the
 * upstream the same answers that page asks, all at once and each kept in Next's data cache as
 * the site keeps its own, and reading each as JSON: what Next costs to make a page with its
 * data and keep both, the floor under a page of the site made again.
 */
export async function AnsweredPage({ params }: { params: Promise<{ kb: string; teaser: string; answers: string }> }) {
  const { kb, teaser, answers } = await params;
  const origin = process.env.BENCH_UPSTREAM_ORIGIN;
  const paths = answersOf(answers);
  if (!origin || !paths) notFound();
  await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${origin}${path}`, {
        headers: { Accept: 'application/json', Centralized: process.env.BENCH_UPSTREAM_TOKEN ?? '' },
        next: { revalidate: 60 },
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      await response.json();
    }),
  );
  return WeightedPage({ params: Promise.resolve({ kb, teaser }) });
}
