import 'server-only';
import { z } from 'zod';
import { faqQuestionAnchor } from '@/lib/anchors';
import { htmlToText } from '@/lib/html-text';
import { routes } from '@/lib/routes';
import { html, id, title } from '@/lib/upstream/schemas';
import { kindCollection, kindSource } from '@/lib/kinds/source';
import { FAQ } from './kind';

export const faqSchema = z
  .object({ id, question: title, answer: html })
  .transform((raw) => ({ id: raw.id, question: raw.question, answerHtml: raw.answer }));
export type Faq = z.output<typeof faqSchema>;

export const { list: getFaqList } = kindCollection(FAQ, faqSchema);

export const faqSource = kindSource<Faq>({
  kind: FAQ,
  list: getFaqList,
  // A question is found at its anchor on the one page of them all.
  searchEntry: (item) => ({
    item: { ...item, title: item.question },
    href: `${routes.faq()}#${faqQuestionAnchor(item.id)}`,
    date: null,
    text: () => htmlToText(item.answerHtml),
  }),
});
