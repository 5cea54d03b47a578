/*
 * Every kind of content, in the order a visitor meets them in the menu. Routes, paged lists,
 * cache tags, search kinds and the browser tests' warm-up are made from this list; each kind's
 * data (schema, getters, search document, sitemap entry) is in its folder's `data.ts`, gathered
 * in ./sources.ts.
 */

import { ADVERTISEMENTS } from './advertisements/kind.ts';
import { ALBUMS } from './albums/kind.ts';
import { ARTICLES } from './articles/kind.ts';
import { BRANCHES } from './branches/kind.ts';
import { COMPETITIONS } from './competitions/kind.ts';
import { FAQ } from './faq/kind.ts';
import { LESSONS } from './lessons/kind.ts';
import { NEWS } from './news/kind.ts';
import { OFFICES } from './offices/kind.ts';
import { SERVICES } from './services/kind.ts';
import { VIDEOS } from './videos/kind.ts';

export type { Kind } from './kind.ts';
export { ADVERTISEMENTS, ALBUMS, ARTICLES, BRANCHES, COMPETITIONS, FAQ, LESSONS, NEWS, OFFICES, SERVICES, VIDEOS };

export const KINDS = [
  NEWS,
  ARTICLES,
  ALBUMS,
  VIDEOS,
  COMPETITIONS,
  LESSONS,
  ADVERTISEMENTS,
  SERVICES,
  BRANCHES,
  OFFICES,
  FAQ,
] as const;

export type AnyKind = (typeof KINDS)[number];
export type KindCollection = AnyKind['collection'];
