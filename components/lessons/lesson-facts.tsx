import { getTranslations } from 'next-intl/server';
import { formatDetailDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import type { Course } from '@/lib/upstream';
import facts from '@/components/page/fact-list.module.scss';

/** Course type, category and length of a lesson; its page adds when it was published. */
export async function LessonFacts({
  lesson,
  locale,
  withDate = false,
}: {
  lesson: Course;
  locale: Locale;
  withDate?: boolean;
}) {
  const [t, tCommon] = await Promise.all([getTranslations('Lessons'), getTranslations('Common')]);
  return (
    <ul className={facts.list}>
      <li>
        <span className={facts.label}>{`${t('courseType')}:`}</span>
        {` ${lesson.courseType}`}
      </li>
      <li>
        <span className={facts.label}>{`${t('category')}:`}</span>
        {` ${lesson.categoryName}`}
      </li>
      <li>{t('hours', { hours: lesson.totalHours })}</li>
      {withDate && (
        <li>
          <span className={facts.label}>{`${tCommon('publishedOn')}:`}</span>{' '}
          <time dateTime={lesson.createdAt}>{formatDetailDate(lesson.createdAt, locale)}</time>
        </li>
      )}
    </ul>
  );
}
