import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { parsePage, parseSearchKind } from '@/lib/params';
import { decodeSearchQuery } from '@/lib/routes';

/**
 * What a page of results reads from its internal path (lib/routes.ts): the query, the page and,
 * under `[kind]`, the kind; a segment proxy.ts never writes is a 404.
 */
export async function loadSearchResultsPage(
  params: Promise<{ locale: string; query: string; page: string; kind?: string }>,
) {
  const locale = await pageLocale(params);
  const { query, page, kind: kindSegment } = await params;
  const text = decodeSearchQuery(query);
  const kind = kindSegment === undefined ? null : parseSearchKind(kindSegment);
  if (text === undefined || (kindSegment !== undefined && kind === null)) notFound();
  return { locale, query: text, kind, page: parsePage(page) };
}
