import type { Metadata } from 'next';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { LessonFacts } from '@/components/lessons/lesson-facts';
import { loadOtherLessons, LessonSidebar } from '@/components/lessons/lesson-sidebar';
import { DetailArticle } from '@/components/page/detail-article';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
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

export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = PageProps<'/[locale]/lesson-details/[id]'>;

export const generateMetadata = withNotFoundMetadata(async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, item } = await loadItem((await params).id, (id) => getCourse(locale, id));
  return detailPageMetadata(locale, routes.lessonDetails(id), { title: item.title, html: item.descriptionHtml, image: item.image });
});

export default withNotFoundPage(async function LessonDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Asked for now, beside the item, rather than once the item has come.
  preload(loadOtherLessons(locale));
  const { id, item: lesson } = await loadItem((await params).id, (id) => getCourse(locale, id));
  const t = await getTranslations('Lessons');

  return (
    <>
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
      <PageBanner title={lesson.title} trail={[{ label: t('title'), href: routes.lessons() }]} />
      <div className={layout.withSidebar}>
        <DetailArticle
          image={lesson.image}
          facts={<LessonFacts lesson={lesson} locale={locale} withDate />}
          html={lesson.descriptionHtml}
        />
        <LessonSidebar locale={locale} currentId={id} />
      </div>
    </>
  );
});
