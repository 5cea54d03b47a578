import 'server-only';
import { z } from 'zod';
import { isMediaPath, mediaUrl } from './media';

/* The upstream entities (UPSTREAM.md), parsed and reshaped in one step; unknown fields are ignored. */

const id = z.number().int().positive();
const title = z.string().trim().min(1);
const html = z.string();
const dateTime = z.iso.datetime({ offset: true });
const media = z.string().trim().refine(isMediaPath, 'not a /path or a URL on a media host').transform(mediaUrl);

/** Optional fields are forgiving: a missing, empty or malformed value reads as absent. */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null)
  .catch(null);
const optionalMedia = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() && isMediaPath(value.trim()) ? mediaUrl(value.trim()) : null))
  .catch(null);
const optionalHttpUrl = z
  .string()
  .nullish()
  .transform((value) => (value && /^https?:\/\/\S+$/i.test(value.trim()) ? value.trim() : null))
  .catch(null);

/** A link an editor set: an absolute http(s) URL or a path on this site; anything else is dropped. */
const optionalLink = z
  .string()
  .nullish()
  .transform((value) => {
    const link = value?.trim();
    return link && (/^https?:\/\/\S+$/i.test(link) || /^\/(?!\/)\S*$/.test(link)) ? link : null;
  })
  .catch(null);

/** Most entities: an id and a title, with fields of their own reshaped for the site. */
function entity<Fields extends z.ZodRawShape, Shaped extends object>(
  fields: Fields,
  reshape: (raw: z.output<z.ZodObject<Fields>>) => Shaped,
) {
  return z.object({ id, title, ...fields }).transform((parsed) => {
    // Zod cannot narrow an object of generic fields: what it parsed is those fields with the id and title.
    const raw = parsed as z.output<z.ZodObject<Fields>> & { id: number; title: string };
    return { id: raw.id, title: raw.title, ...reshape(raw) };
  });
}

/** News and articles are both publications: the same fields, news with a teaser too. */
const publicationFields = {
  id,
  title,
  content: html,
  image: media,
  image_thumbnail: media,
  published_date: dateTime,
  source_link: optionalHttpUrl,
};

function toPublication(raw: z.output<z.ZodObject<typeof publicationFields>>) {
  return {
    id: raw.id,
    title: raw.title,
    contentHtml: raw.content,
    image: raw.image,
    thumbnail: raw.image_thumbnail,
    publishedAt: raw.published_date,
    sourceLink: raw.source_link,
  };
}

export const newsSchema = z
  .object({ ...publicationFields, description: optionalText })
  .transform((raw) => ({ ...toPublication(raw), description: raw.description }));
export type News = z.output<typeof newsSchema>;

export const articleSchema = z.object(publicationFields).transform(toPublication);
export type Article = z.output<typeof articleSchema>;

export const albumSummarySchema = entity({ image: z.object({ image_thumbnail: media }) }, (raw) => ({
  thumbnail: raw.image.image_thumbnail,
}));
export type AlbumSummary = z.output<typeof albumSummarySchema>;

export const albumSchema = entity(
  { images: z.array(z.object({ image_thumbnail: media, image: optionalMedia })) },
  (raw) => ({
    images: raw.images.map((image) => ({
      thumbnail: image.image_thumbnail,
      full: image.image ?? image.image_thumbnail,
    })),
  }),
);
export type Album = z.output<typeof albumSchema>;

export const videoSchema = entity({ video: z.object({ src: media, poster_thumbnail: media }) }, (raw) => ({
  src: raw.video.src,
  poster: raw.video.poster_thumbnail,
}));
export type Video = z.output<typeof videoSchema>;

/** Branches and offices (regional directorates) share one shape. */
export const placeSchema = entity(
  {
    thumbnail: media,
    date_added: dateTime,
    is_active: z.boolean(),
    description: html,
    category_id: id.nullish().catch(null),
  },
  (raw) => ({
    thumbnail: raw.thumbnail,
    addedAt: raw.date_added,
    isActive: raw.is_active,
    descriptionHtml: raw.description,
    categoryId: raw.category_id ?? null,
  }),
);
export type Place = z.output<typeof placeSchema>;

export const categorySchema = entity({}, () => ({}));
export type Category = z.output<typeof categorySchema>;

export const serviceSchema = entity(
  { icon: media, thumbnail: optionalMedia, description: html.nullish().catch(null) },
  (raw) => ({ icon: raw.icon, thumbnail: raw.thumbnail, descriptionHtml: raw.description ?? null }),
);
export type Service = z.output<typeof serviceSchema>;

export const faqSchema = z
  .object({ id, question: title, answer: html })
  .transform((raw) => ({ id: raw.id, question: raw.question, answerHtml: raw.answer }));
export type Faq = z.output<typeof faqSchema>;

export const slideSchema = z
  .object({ id, title: optionalText, image: media, link: optionalLink })
  .transform((raw) => ({ id: raw.id, title: raw.title, image: raw.image, link: raw.link }));
export type Slide = z.output<typeof slideSchema>;

export const competitionSchema = entity(
  { start_date: dateTime, status: z.string(), description: html, image: optionalMedia },
  (raw) => ({
    startsAt: raw.start_date,
    isActive: raw.status === 'active',
    descriptionHtml: raw.description,
    image: raw.image,
  }),
);
export type Competition = z.output<typeof competitionSchema>;

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

export const advertisementSchema = entity(
  {
    image: media,
    thumbnail: media,
    category: optionalText,
    description: html,
    created_at: dateTime,
  },
  (raw) => ({
    image: raw.image,
    thumbnail: raw.thumbnail,
    category: raw.category,
    descriptionHtml: raw.description,
    createdAt: raw.created_at,
  }),
);
export type Advertisement = z.output<typeof advertisementSchema>;
