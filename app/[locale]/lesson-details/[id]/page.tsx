import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { LessonFacts } from '@/components/lessons/lesson-facts';
import { loadOtherLessons, LessonSidebar } from '@/components/lessons/lesson-sidebar';
import { DetailArticle } from '@/components/page/detail-article';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { SectionError } from '@/components/upstream/section-error';
import { Skeleton } from '@/components/upstream/skeleton';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { languageTag } from '@/lib/upstream/language';
import { course } from '@/lib/seo/structured-data';
import { htmlToText } from '@/lib/sanitize';
import { localizedUrl } from '@/lib/seo/alternates';
import { institute } from '@/lib/seo/institute';
import { JsonLd } from '@/components/seo/json-ld';
import { detailPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { getCourse } from '@/lib/upstream';
import { preload } from '@/components/upstream/preload';

type Props = PageProps<'/[locale]/lesson-details/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, result } = await loadItem((await params).id, (id) => getCourse(locale, id));
  const item = result.ok ? result.data : null;
  return detailPageMetadata(locale, routes.lessonDetails(id), 'Lessons', item && { title: item.title, html: item.descriptionHtml, image: item.image });
}

export default async function LessonDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Asked for now, beside the item, rather than once the item has come.
  preload(loadOtherLessons(locale));
  const { id, result } = await loadItem((await params).id, (id) => getCourse(locale, id));
  const t = await getTranslations('Lessons');
  const here = getPathname({ locale, href: routes.lessonDetails(id) });
  const lesson = result.ok ? result.data : null;

  return (
    <>
      {lesson && (
        <JsonLd
          data={course({
            name: lesson.title,
            url: localizedUrl(locale, routes.lessonDetails(id)),
            description: htmlToText(lesson.descriptionHtml),
            image: lesson.image,
            inLanguage: languageTag(locale),
            provider: await institute(locale),
          })}
        />
      )}
      <PageBanner title={lesson?.title ?? t('title')} trail={[{ label: t('title'), href: routes.lessons() }]} />
      <div className={layout.withSidebar}>
        {lesson ? (
          <DetailArticle
            image={lesson.image}
            facts={<LessonFacts lesson={lesson} locale={locale} withDate />}
            html={lesson.descriptionHtml}
          />
        ) : (
          <SectionError retryHref={here} />
        )}
        <Suspense fallback={<Skeleton minHeight="40rem" />}>
          <LessonSidebar locale={locale} currentId={id} retryHref={here} />
        </Suspense>
      </div>
    </>
  );
}
