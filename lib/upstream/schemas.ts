import 'server-only';
import { z } from 'zod';
import { isMediaPath, mediaUrl } from './media';

/*
 * The upstream entities (UPSTREAM.md), parsed and reshaped in one step; unknown fields are ignored.
 * Here the fields every schema is made of and the shapes no kind owns alone; each kind's own schema
 * is in its folder (lib/kinds).
 */

export const id = z.number().int().positive();
export const title = z.string().trim().min(1);
export const html = z.string();
export const dateTime = z.iso.datetime({ offset: true });
export const media = z.string().trim().refine(isMediaPath, 'not a /path or a URL on a media host').transform(mediaUrl);

/** Optional fields are forgiving: a missing, empty or malformed value reads as absent. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null)
  .catch(null);
export const optionalMedia = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() && isMediaPath(value.trim()) ? mediaUrl(value.trim()) : null))
  .catch(null);
export const optionalHttpUrl = z
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
export function entity<Fields extends z.ZodRawShape, Shaped extends object>(
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
export const publicationFields = {
  id,
  title,
  content: html,
  image: media,
  image_thumbnail: media,
  published_date: dateTime,
  source_link: optionalHttpUrl,
};

export function toPublication(raw: z.output<z.ZodObject<typeof publicationFields>>) {
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

export const slideSchema = z
  .object({ id, title: optionalText, image: media, link: optionalLink })
  .transform((raw) => ({ id: raw.id, title: raw.title, image: raw.image, link: raw.link }));
export type Slide = z.output<typeof slideSchema>;
