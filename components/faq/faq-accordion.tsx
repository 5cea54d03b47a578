import { faqQuestionAnchor } from '@/lib/routes';
import type { Faq } from '@/lib/upstream';
import { Accordion } from '@/components/accordion/accordion';
import { RichText } from '@/components/rich-text/rich-text';
import { OpenLinkedQuestion } from './open-linked-question';
import styles from './faq-accordion.module.scss';

/** The FAQ's questions (`<h2>`), the first one open; answers' headings go below the question's. */
export function FaqAccordion({ items }: { items: Faq[] }) {
  return (
    <div className={styles.faq}>
      <Accordion
        items={items.map((faq) => ({
          id: faq.id,
          title: faq.question,
          anchor: faqQuestionAnchor(faq.id),
          content: <RichText html={faq.answerHtml} headingLevel={3} />,
        }))}
        defaultOpenId={items[0]?.id}
      />
      <OpenLinkedQuestion />
    </div>
  );
}
