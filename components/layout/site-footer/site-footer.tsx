import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { FOOTER_LESSON_TOPICS } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getCourseList } from '@/lib/upstream';
import { UpstreamSection } from '@/components/upstream/upstream-section';
import { SiteFooterFrame } from './site-footer-frame';
import styles from './site-footer.module.scss';

const YEAR_IN_ASHGABAT = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Ashgabat', year: 'numeric' });

/** The latest e-lessons, as the topics a visitor can start learning from. */
function LessonTopics({ locale, allLabel }: { locale: Locale; allLabel: string }) {
  return (
    <UpstreamSection
      optional
      load={() => getCourseList(locale, FOOTER_LESSON_TOPICS, 0)}
      render={(page) => (
        <ul className={styles.links}>
          {page.items.map((course) => (
            <li key={course.id}>
              <Link href={routes.lessonDetails(course.id)}>{course.title}</Link>
            </li>
          ))}
          <li>
            <Link href={routes.lessons()}>{allLabel}</Link>
          </li>
        </ul>
      )}
    />
  );
}

/** The footer: its fixed columns drawn by SiteFooterFrame, the latest e-lessons from the upstream. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const tHome = await getTranslations('Home');
  return (
    <SiteFooterFrame
      year={YEAR_IN_ASHGABAT.format(new Date())}
      lessonTopics={<LessonTopics locale={locale} allLabel={tHome('allLessons')} />}
    />
  );
}
