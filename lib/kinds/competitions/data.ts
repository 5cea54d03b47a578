import 'server-only';
import { z } from 'zod';
import { htmlToText } from '@/lib/html-text';
import { dateTime, entity, html, optionalMedia } from '@/lib/upstream/schemas';
import { kindCollection, kindSource } from '@/lib/kinds/source';
import { COMPETITIONS } from './kind';

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

export const { list: getCompetitionList, item: getCompetition } = kindCollection(COMPETITIONS, competitionSchema);

export const competitionSource = kindSource<Competition>({
  kind: COMPETITIONS,
  list: getCompetitionList,
  searchEntry: (item) => ({ date: item.startsAt, text: () => htmlToText(item.descriptionHtml) }),
});
