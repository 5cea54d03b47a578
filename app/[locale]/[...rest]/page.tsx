import { notFound } from 'next/navigation';

/** Any path under a locale that no page claims gets the localised not-found page. */
export default function CatchAll() {
  notFound();
}
