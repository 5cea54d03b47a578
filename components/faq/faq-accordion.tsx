import { getTranslations } from 'next-intl/server';
import { faqQuestionAnchor } from '@/lib/anchors';
import type { Faq } from '@/lib/upstream';
import { Accordion } from '@/components/accordion/accordion';
import { RichText } from '@/components/rich-text/rich-text';
import { CopyLinkButton } from '@/components/share/copy-link-button';
import { QuestionAddress } from './question-address';
import styles from './faq-accordion.module.scss';

/**
 * The FAQ's questions (`<h2>`), the first one open; answers' headings go below the question's.
 * Each answer ends with its question's address: a link (which reads without script) and a
 * button that copies it.
 */
export async function FaqAccordion({ items }: { items: Faq[] }) {
  const [t, share] = await Promise.all([getTranslations('Faq'), getTranslations('Share')]);
  const copy = { copy: share('copy'), copied: share('copied') };
  return (
    <div className={styles.faq}>
      <Accordion
        items={items.map((faq) => {
          const anchor = faqQuestionAnchor(faq.id);
          return {
            id: faq.id,
            title: faq.question,
            anchor,
            content: (
              <>
                <RichText html={faq.answerHtml} headingLevel={3} />
                <p className={`${styles.address} screen-only`}>
                  <a href={`#${anchor}`} className={styles.link}>
                    {t('questionLink')}
                  </a>
                  <CopyLinkButton anchor={anchor} labels={copy} reserveSpace />
                </p>
              </>
            ),
          };
        })}
        defaultOpenId={items[0]?.id}
      />
      <QuestionAddress />
    </div>
  );
}
