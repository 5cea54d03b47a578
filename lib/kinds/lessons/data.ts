import 'server-only';
import { z } from 'zod';
import { htmlToText } from '@/lib/html-text';
import { dateTime, entity, html, media, optionalMedia } from '@/lib/upstream/schemas';
import { kindCollection, kindSource } from '@/lib/kinds/source';
import { LESSONS } from './kind';

export const courseSchema = entity(
  {
    course_type: z.string(),
    category_name: z.string(),
    description: html,
    thumbnail: media,
    image: optionalMedia,
    total_hours: z.union([
      z.number().nonnegative(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/)
        .transform(Number),
    ]),
    created_at: dateTime,
  },
  (raw) => ({
    courseType: raw.course_type,
    categoryName: raw.category_name,
    descriptionHtml: raw.description,
    thumbnail: raw.thumbnail,
    image: raw.image ?? raw.thumbnail,
    totalHours: raw.total_hours,
    createdAt: raw.created_at,
  }),
);
export type Course = z.output<typeof courseSchema>;

export const { list: getCourseList, item: getCourse } = kindCollection(LESSONS, courseSchema);

export const lessonSource = kindSource<Course>({
  kind: LESSONS,
  list: getCourseList,
  searchEntry: (item) => ({
    date: item.createdAt,
    text: () => [item.courseType, item.categoryName, htmlToText(item.descriptionHtml)].join(' '),
  }),
  lastModified: (item) => item.createdAt,
});
