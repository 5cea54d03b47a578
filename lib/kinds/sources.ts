import 'server-only';
import { advertisementSource } from './advertisements/data';
import { albumSource } from './albums/data';
import { articleSource } from './articles/data';
import { branchSource } from './branches/data';
import { competitionSource } from './competitions/data';
import { faqSource } from './faq/data';
import { lessonSource } from './lessons/data';
import { newsSource } from './news/data';
import { officeSource } from './offices/data';
import { serviceSource } from './services/data';
import { videoSource } from './videos/data';
import type { KindSource } from './source';

/**
 * Every kind's data, for the sitemap and the search index. In the order the search has always
 * been given them, which is the order of its results of equal score.
 */
export const KIND_SOURCES: readonly KindSource[] = [
  newsSource,
  articleSource,
  albumSource,
  videoSource,
  competitionSource,
  lessonSource,
  advertisementSource,
  branchSource,
  officeSource,
  serviceSource,
  faqSource,
];
