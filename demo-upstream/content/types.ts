/**
 * The shapes the demo answers with, as UPSTREAM.md "Entities" lists them. A few extra
 * fields appear on purpose: the site must ignore what it does not use.
 */

export const LANGS = ['tk', 'ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: string | null | undefined): value is Lang {
  return (LANGS as readonly (string | null | undefined)[]).includes(value);
}

/** One value per upstream language; the tk, ru and en texts are translations of each other. */
export type Localized<T = string> = Readonly<Record<Lang, T>>;

/** Turns a relative media path into an absolute URL when the demo knows its public base. */
export type AbsoluteMedia = (path: string) => string;

/** News and articles are both publications: the same fields, and a few of their own. */
interface Publication {
  id: number;
  title: string;
  content: string;
  image: string;
  image_thumbnail: string;
  published_date: string;
  source_link?: string | null;
}

export interface News extends Publication {
  description?: string | null;
  views: number;
}

export interface Article extends Publication {
  author: string;
}

export interface AlbumImage {
  id: number;
  image_thumbnail: string;
  image?: string | null;
}

export interface Album {
  id: number;
  title: string;
  created_at: string;
  images: AlbumImage[];
}

export interface AlbumSummary {
  id: number;
  title: string;
  created_at: string;
  images_count: number;
  image: { image_thumbnail: string };
}

export interface Video {
  id: number;
  title: string;
  published_date: string;
  video: { src: string; poster_thumbnail: string; duration_seconds: number };
}

export interface Category {
  id: number;
  title: string;
  slug: string;
}

/** Branches and offices share one shape; offices always carry `category_id`. */
export interface Institution {
  id: number;
  title: string;
  thumbnail: string;
  date_added: string;
  is_active: boolean;
  description: string;
  category_id: number | null;
}

export interface Service {
  id: number;
  title: string;
  icon: string;
  thumbnail?: string | null;
  description?: string | null;
  order: number;
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
}

export interface Slide {
  id: number;
  title?: string | null;
  image: string;
  link?: string | null;
}

export interface Competition {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  status: string;
  description: string;
  image?: string | null;
}

export interface Course {
  id: number;
  title: string;
  course_type: string;
  category_name: string;
  description: string;
  thumbnail: string;
  image?: string | null;
  total_hours: number;
  created_at: string;
  lessons_count: number;
}

export interface Advertisement {
  id: number;
  title: string;
  image: string;
  thumbnail: string;
  category?: string | null;
  description: string;
  created_at: string;
}

export interface DemoCollections {
  news: News[];
  articles: Article[];
  albums: Album[];
  videos: Video[];
  branchCategories: Category[];
  branches: Institution[];
  offices: Institution[];
  services: Service[];
  faq: Faq[];
  slides: Slide[];
  competitions: Competition[];
  courses: Course[];
  advertisements: Advertisement[];
}
