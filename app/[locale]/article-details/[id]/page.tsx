import type { Metadata } from 'next';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { PublicationDetail } from '@/components/publication/publication-detail';
import { loadOtherArticles, PublicationSidebar } from '@/components/publication/publication-sidebar';
import { pageLocale } from '@/lib/i18n/page-locale';
import { summarize } from '@/lib/seo/text';
import { languageTag } from '@/lib/upstream/language';
import { newsArticle } from '@/lib/seo/structured-data';
import { htmlToText } from '@/lib/sanitize';
import { localizedUrl } from '@/lib/seo/alternates';
import { institute } from '@/lib/seo/institute';
import { JsonLd } from '@/components/seo/json-ld';
import { detailPageMetadata } from '@/lib/seo/metadata';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getArticle } from '@/lib/upstream';
import { preload } from '@/components/upstream/preload';

export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = PageProps<'/[locale]/article-details/[id]'>;

export const generateMetadata = withNotFoundMetadata(async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, item } = await loadItem((await params).id, (id) => getArticle(locale, id));
  return detailPageMetadata(locale, routes.articleDetails(id), { title: item.title, html: item.contentHtml, image: item.image, publishedAt: item.publishedAt });
});

export default withNotFoundPage(async function ArticleDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Asked for now, beside the item, rather than once the item has come.
  preload(loadOtherArticles(locale));
  const { id, item: article } = await loadItem((await params).id, (id) => getArticle(locale, id));
  const t = await getTranslations('Articles');

  return (
    <>
      <JsonLd
        data={newsArticle({
          headline: article.title,
          url: localizedUrl(locale, routes.articleDetails(id)),
          image: article.image,
          datePublished: article.publishedAt,
          description: summarize(htmlToText(article.contentHtml)),
          inLanguage: languageTag(locale),
          publisher: await institute(locale),
        })}
      />
      <PageBanner title={article.title} trail={[{ label: t('title'), href: routes.articles() }]} />
      <div className={layout.withSidebar}>
        <PublicationDetail publication={article} locale={locale} />
        <PublicationSidebar
          headingId="other-articles"
          heading={t('otherArticles')}
          count={SIDEBAR_SIZE.articles}
          load={() => loadOtherArticles(locale)}
          currentId={id}
          detailHref={routes.articleDetails}
          locale={locale}
        />
      </div>
    </>
  );
});
