import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { PublicationDetail } from '@/components/publication/publication-detail';
import { PublicationSidebar } from '@/components/publication/publication-sidebar';
import { SectionError } from '@/components/upstream/section-error';
import { Skeleton } from '@/components/upstream/skeleton';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getArticle, getArticleList } from '@/lib/upstream';

type Props = PageProps<'/[locale]/article-details/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { result } = await loadItem((await params).id, (id) => getArticle(locale, id));
  if (result.ok && result.data) return { title: result.data.title };
  const t = await getTranslations({ locale, namespace: 'Articles' });
  return { title: t('title') };
}

export default async function ArticleDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id, result } = await loadItem((await params).id, (id) => getArticle(locale, id));
  const t = await getTranslations('Articles');
  const here = getPathname({ locale, href: routes.articleDetails(id) });
  const article = result.ok ? result.data : null;

  return (
    <>
      <PageBanner title={article?.title ?? t('title')} trail={[{ label: t('title'), href: routes.articles() }]} />
      <div className={layout.withSidebar}>
        {article ? <PublicationDetail publication={article} locale={locale} /> : <SectionError retryHref={here} />}
        <Suspense fallback={<Skeleton minHeight="40rem" />}>
          <PublicationSidebar
            headingId="other-articles"
            heading={t('otherArticles')}
            count={SIDEBAR_SIZE.articles}
            load={(limit) => getArticleList(locale, limit, 0)}
            currentId={id}
            detailHref={routes.articleDetails}
            locale={locale}
            retryHref={here}
          />
        </Suspense>
      </div>
    </>
  );
}
