import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { Course } from '@/lib/upstream';
import { LessonCard } from './lesson-card';
import styles from './lesson-grid.module.scss';

export async function LessonGrid({ items, locale }: { items: Course[]; locale: Locale }) {
  if (items.length === 0) {
    const t = await getTranslations('Common');
    return <p>{t('noItems')}</p>;
  }
  return (
    <ul className={styles.grid}>
      {items.map((lesson) => (
        <li key={lesson.id}>
          <LessonCard lesson={lesson} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
