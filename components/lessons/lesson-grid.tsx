import type { Locale } from '@/lib/i18n/routing';
import type { Course } from '@/lib/upstream';
import { CardGrid, type LeadingGridProps } from '../card/card-grid';
import { LessonCard } from './lesson-card';

export function LessonGrid({ items, locale, leadsPage }: LeadingGridProps & { items: Course[]; locale: Locale }) {
  return (
    <CardGrid
      items={items}
      columns="roomy"
      leadsPage={leadsPage}
      render={(lesson, priority) => <LessonCard lesson={lesson} locale={locale} priority={priority} />}
    />
  );
}
