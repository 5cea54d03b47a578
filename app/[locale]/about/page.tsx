import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import layout from '@/components/page/page-layout.module.scss';
import { Paragraphs } from '@/components/static-page/paragraphs';
import styles from '@/components/static-page/static-page.module.scss';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = PageProps<'/[locale]/about'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'About' });
  return pageMetadata({ locale, href: routes.about(), title: t('title'), description: t('description') });
}

export default async function AboutPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('About');
  return (
    <>
      <PageBanner title={t('title')} />
      <div className={`${layout.container} ${styles.twoColumns}`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a vector picture needs no optimisation */}
        <img src="/about/classroom.svg" alt={t('imageAlt')} width={600} height={400} className={styles.picture} />
        <div className={styles.prose}>
          <h2 className={styles.heading}>{t('heading')}</h2>
          <Paragraphs text={t('description')} />
        </div>
      </div>
    </>
  );
}
