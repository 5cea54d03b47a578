import { declareKind } from '../kind.ts';

/** E-lessons: the upstream's courses. */
export const LESSONS = declareKind({
  collection: 'courses',
  upstream: { api: 'provider', path: '/course' },
  namespace: 'Lessons',
  label: 'Navigation.lessons',
  searchKind: 'lesson',
  list: { route: 'lessons', path: '/lessons', paged: true },
  detail: { route: 'lessonDetails', path: '/lesson-details' },
  pageSize: 20,
  sidebarSize: 6,
});
