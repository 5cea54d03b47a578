import { connection } from 'next/server';
import { cachedSitemapEntries, sitemapFiles, renderSitemapIndex } from '@/lib/seo/sitemap';
import { unavailableResponse, xmlResponse } from '@/lib/seo/xml';
import { UpstreamError } from '@/lib/upstream';

/** The sitemap index: one file per URLS_PER_SITEMAP pages. */
export async function GET() {
  await connection();
  try {
    return xmlResponse(renderSitemapIndex(sitemapFiles(await cachedSitemapEntries()).length));
  } catch (error) {
    if (error instanceof UpstreamError) return unavailableResponse();
    throw error;
  }
}
