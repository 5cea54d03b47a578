import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import type { Course } from '@/lib/upstream';
import { Card } from '@/components/card/card';
import { cardGrid, type CardProps } from '@/components/card/card-grid';
import { ClampedText } from '@/components/card/clamped-text';
import { LessonFacts } from './lesson-facts';
import styles from './lesson-card.module.scss';

/** Lines of a lesson's description shown on its card. */
const DESCRIPTION_LINES = 4;

/** As in the spec, 'read full' is the card's only link; it carries the title for screen readers. */
export async function LessonCard({ item: lesson, locale, priority, headingLevel }: CardProps<Course>) {
  const [t, tCommon] = await Promise.all([getTranslations('Lessons'), getTranslations('Common')]);
  return (
    <Card
      picture={{ src: lesson.thumbnail, priority }}
      title={lesson.title}
      headingLevel={headingLevel}
      footer={
        <>
          <Link href={routes.lessonDetails(lesson.id)} className={styles.readFull}>
            {tCommon('readFull')}
            <span className="visually-hidden">{`: ${lesson.title}`}</span>
          </Link>
          <Link href={routes.instructorProfile()} className={styles.instructor}>
            {t('instructor')}
          </Link>
        </>
      }
    >
      <LessonFacts lesson={lesson} locale={locale} />
      <ClampedText
        html={lesson.descriptionHtml}
        lines={DESCRIPTION_LINES}
        headingLevel={headingLevel === 2 ? 3 : 4}
        className={styles.description}
      />
    </Card>
  );
}

export const LessonGrid = cardGrid(LessonCard, 'roomy');
