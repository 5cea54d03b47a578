import { connection } from 'next/server';
import { renderUrlset, cachedSitemapEntries, sitemapFiles } from '@/lib/seo/sitemap';
import { notFoundResponse, unavailableResponse, xmlResponse } from '@/lib/seo/xml';
import { UpstreamError } from '@/lib/upstream';

/** One file of the sitemap: `/sitemaps/0.xml`, `/sitemaps/1.xml`, ... */
export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[file]'>) {
  await connection();
  const index = /^(0|[1-9]\d{0,3})\.xml$/.exec((await params).file)?.[1];
  if (index === undefined) return notFoundResponse();
  try {
    const file = sitemapFiles(await cachedSitemapEntries())[Number(index)];
    return file ? xmlResponse(renderUrlset(file)) : notFoundResponse();
  } catch (error) {
    if (error instanceof UpstreamError) return unavailableResponse();
    throw error;
  }
}
