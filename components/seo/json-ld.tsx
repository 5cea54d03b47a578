import { serializeJsonLd } from '@/lib/seo/structured-data';

/** Structured data for search engines. A data block, not script: the CSP does not apply to it. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
