import type { Metadata } from 'next';
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

type Props = PageProps<'/[locale]/lessons'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listPageMetadata(await pageLocale(params), 'Lessons', routes.lessons(), (await searchParams).page);
}

export default async function LessonsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, list] = await Promise.all([
    getTranslations('Lessons'),
    loadListPage((await searchParams).page, PAGE_SIZE.default, (limit, offset) => getCourseList(locale, limit, offset)),
  ]);
  return (
    <>
      <PageBanner title={t('title')} />
      <div className={layout.container}>
        <PagedList
          locale={locale}
          pathname={routes.lessons()}
          {...list}
          render={(items) => <LessonGrid items={items} locale={locale} leadsPage />}
        />
      </div>
    </>
  );
}
