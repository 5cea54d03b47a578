import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { IMAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import type { Course } from '@/lib/upstream';
import { RichText } from '../rich-text/rich-text';
import { LessonFacts } from './lesson-facts';
import styles from './lesson-card.module.scss';

/**
 * As in the spec, the way to a lesson is its 'read full' link, the card's only link there;
 * it carries the title for screen readers, so that each card's link says where it goes.
 */
export async function LessonCard({ lesson, locale }: { lesson: Course; locale: Locale }) {
  const [t, tCommon] = await Promise.all([getTranslations('Lessons'), getTranslations('Common')]);
  return (
    <article className={styles.card}>
      <Image
        src={lesson.thumbnail}
        alt=""
        width={IMAGE_SIZE.lessonCard.width}
        height={IMAGE_SIZE.lessonCard.height}
        sizes="(min-width: 992px) 380px, (min-width: 640px) 50vw, 100vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <h2 className={styles.title}>{lesson.title}</h2>
        <LessonFacts lesson={lesson} locale={locale} />
        <RichText html={lesson.descriptionHtml} className={styles.description} />
        <div className={styles.links}>
          <Link href={routes.lessonDetails(lesson.id)} className={styles.readFull}>
            {tCommon('readFull')}
            <span className="visually-hidden">: {lesson.title}</span>
          </Link>
          <Link href={routes.instructorProfile()} className={styles.instructor}>
            {t('instructor')}
          </Link>
        </div>
      </div>
    </article>
  );
}
