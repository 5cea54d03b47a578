import { FaqAccordion } from '@/components/faq/faq-accordion';
import { NoItems } from '@/components/page/no-items';
import { singlePage } from '@/components/page/single-page';
import { routes } from '@/lib/routes';
import { htmlToText } from '@/lib/html-text';
import { faqPage } from '@/lib/seo/structured-data';
import { getFaqList } from '@/lib/upstream';

const { generateMetadata, Page } = singlePage({
  namespace: 'Faq',
  href: routes.faq(),
  structuredData: async (locale) => {
    const faq = await getFaqList(locale);
    if (faq.items.length === 0) return undefined;
    return faqPage(faq.items.map((entry) => ({ question: entry.question, answer: htmlToText(entry.answerHtml) })));
  },
  body: async (_, locale) => {
    const faq = await getFaqList(locale);
    return faq.items.length === 0 ? <NoItems /> : <FaqAccordion items={faq.items} />;
  },
});

export { generateMetadata };
export default Page;
