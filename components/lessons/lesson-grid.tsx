import type { Locale } from '@/lib/i18n/routing';
import type { Course } from '@/lib/upstream';
import { CardGrid } from '../card/card-grid';
import { LessonCard } from './lesson-card';

export function LessonGrid({ items, locale }: { items: Course[]; locale: Locale }) {
  return <CardGrid items={items} columns="roomy" render={(lesson) => <LessonCard lesson={lesson} locale={locale} />} />;
}
