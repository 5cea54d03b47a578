import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { NamespaceWith } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { localizedUrl } from '@/lib/seo/alternates';
import { detailPageMetadata } from '@/lib/seo/metadata';
import type { Thing } from '@/lib/seo/structured-data';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareLinks } from '@/components/share/share-links';
import { preload } from '@/components/upstream/preload';
import { withUpstreamFailureMetadata, withUpstreamFailurePage } from '@/components/upstream/upstream-failure';
import { loadItem } from './load';
import layout from './page-layout.module.scss';

type Params = Promise<{ locale: string; id: string }>;

/** Where a detail page is shown: its language, the item's id and the page's public URL. */
export interface DetailContext {
  locale: Locale;
  id: number;
  url: string;
}

/** What a page's metadata says of its item (lib/seo/metadata.ts); its description, if any, is `describe`'s. */
type ItemSummary = Omit<Parameters<typeof detailPageMetadata>[2], 'description'>;

/** One kind of detail page: everything its route needs to know, declared once. */
export interface DetailKind<T> {
  /** The kind's messages; their `title` names the list the banner's trail leads back to. */
  namespace: NamespaceWith<'title'>;
  list: string;
  href: (id: number) => string;
  get: (locale: Locale, id: number) => Promise<T | null>;
  summary: (item: T) => ItemSummary;
  /** A description for previews and search engines, where the item has no text of its own to give one. */
  describe?: (item: T, context: DetailContext) => Promise<string>;
  /** The item's JSON-LD, where schema.org has a type for it. */
  structuredData?: (item: T, context: DetailContext) => Promise<Thing> | Thing;
  /** The page's main part, beside the sidebar if there is one. */
  main: (item: T, context: DetailContext) => ReactNode;
  sidebar?: {
    /** The sidebar's upstream call. */
    load: (locale: Locale) => Promise<unknown>;
    render: (item: T, context: DetailContext) => ReactNode;
  };
}

/**
 * A detail page's route; a bad id or an item the upstream lacks is a 404, for the metadata too, and
 * a failing upstream the failure's message (components/upstream/upstream-failure.tsx).
 */
export function detailPage<T>(kind: DetailKind<T>) {
  async function load(params: Params) {
    const locale = await pageLocale(params);
    const { id, item } = await loadItem((await params).id, (id) => kind.get(locale, id));
    const context: DetailContext = { locale, id, url: localizedUrl(locale, kind.href(id)) };
    return { item, context };
  }

  const generateMetadata = withNotFoundMetadata(
    withUpstreamFailureMetadata(async ({ params }: { params: Params }): Promise<Metadata> => {
      const { item, context } = await load(params);
      const description = await kind.describe?.(item, context);
      return detailPageMetadata(context.locale, kind.href(context.id), { ...kind.summary(item), description });
    }),
  );

  // Only an id that parsed reaches the upstream, so only such a page can fail.
  const address = async ({ params }: { params: Params }) => ({
    locale: await pageLocale(params),
    href: kind.href(Number((await params).id)),
  });

  const renderPage = async ({ params }: { params: Params }) => {
    // The sidebar's call starts beside the item's rather than after it.
    if (kind.sidebar) preload(kind.sidebar.load(await pageLocale(params)));
    const { item, context } = await load(params);
    const [t, structuredData] = await Promise.all([
      getTranslations({ locale: context.locale, namespace: kind.namespace }),
      kind.structuredData?.(item, context),
    ]);
    const { title } = kind.summary(item);
    const share = <ShareLinks url={context.url} title={title} locale={context.locale} />;
    return (
      <>
        {structuredData && <JsonLd data={structuredData} />}
        <PageBanner title={title} trail={[{ label: t('title'), href: kind.list }]} />
        {kind.sidebar ? (
          <div className={layout.withSidebar}>
            <div className={layout.mainColumn}>
              {kind.main(item, context)}
              {share}
            </div>
            {kind.sidebar.render(item, context)}
          </div>
        ) : (
          <div className={layout.container}>
            {kind.main(item, context)}
            {share}
          </div>
        )}
        {/* On paper, where the page came from. */}
        <p className={`print-only ${layout.container}`}>{context.url}</p>
      </>
    );
  };
  const DetailPage = withNotFoundPage(withUpstreamFailurePage(renderPage, address));

  return { generateMetadata, DetailPage };
}
