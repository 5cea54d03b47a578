import type { Locale } from '@/lib/i18n/routing';
import type { Course } from '@/lib/upstream';
import { CardGrid, type LeadingGridProps } from '../card/card-grid';
import { LessonCard } from './lesson-card';

/** E-lesson cards: on their list, and in the home page's section (`headingLevel` 3). */
export function LessonGrid({
  items,
  locale,
  leadsPage,
  headingLevel,
}: LeadingGridProps & { items: Course[]; locale: Locale; headingLevel?: 2 | 3 }) {
  return (
    <CardGrid
      items={items}
      columns="roomy"
      leadsPage={leadsPage}
      render={(lesson, priority) => (
        <LessonCard lesson={lesson} locale={locale} priority={priority} headingLevel={headingLevel} />
      )}
    />
  );
}
