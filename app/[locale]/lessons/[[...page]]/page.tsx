import type { Metadata } from 'next';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { LessonGrid } from '@/components/lessons/lesson-grid';
import { loadListPage } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { PagedList } from '@/components/page/paged-list';
import { pageLocale } from '@/lib/i18n/page-locale';
import { listPageMetadata } from '@/lib/seo/metadata';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getCourseList } from '@/lib/upstream';

type Props = PageProps<'/[locale]/lessons/[[...page]]'>;

export { generateStaticParams } from '@/lib/cache/on-demand';

/** The page's part of the list; a page past the end is a 404, for the metadata too. */
async function loadPage(params: Props['params']) {
  const locale = await pageLocale(params);
  return { locale, list: await loadListPage((await params).page, PAGE_SIZE.default, (limit, offset) => getCourseList(locale, limit, offset)) };
}

export const generateMetadata = withNotFoundMetadata(async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, list } = await loadPage(params);
  return listPageMetadata(locale, 'Lessons', routes.lessons(), list.page);
});

export default withNotFoundPage(async function LessonsPage({ params }: Props) {
  const { locale, list } = await loadPage(params);
  const t = await getTranslations('Lessons');
  return (
    <>
      <PageBanner title={t('title')} />
      <div className={layout.container}>
        <PagedList
          pathname={routes.lessons()}
          {...list}
          render={(items) => <LessonGrid items={items} locale={locale} leadsPage />}
        />
      </div>
    </>
  );
});
