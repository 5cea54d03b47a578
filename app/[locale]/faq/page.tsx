import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FaqAccordion } from '@/components/faq/faq-accordion';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { NoItems } from '@/components/page/no-items';
import layout from '@/components/page/page-layout.module.scss';
import { pageLocale } from '@/lib/i18n/page-locale';
import { faqPage } from '@/lib/seo/structured-data';
import { htmlToText } from '@/lib/sanitize';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { getFaqList } from '@/lib/upstream';

type Props = PageProps<'/[locale]/faq'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Faq' });
  return pageMetadata({ locale, href: routes.faq(), title: t('title') });
}

export default async function FaqPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, faq] = await Promise.all([getTranslations('Faq'), getFaqList(locale)]);
  return (
    <>
      {faq.items.length > 0 && (
        <JsonLd
          data={faqPage(faq.items.map((entry) => ({ question: entry.question, answer: htmlToText(entry.answerHtml) })))}
        />
      )}
      <PageBanner title={t('title')} />
      <div className={layout.container}>
        {faq.items.length === 0 ? <NoItems /> : <FaqAccordion items={faq.items} />}
      </div>
    </>
  );
}
