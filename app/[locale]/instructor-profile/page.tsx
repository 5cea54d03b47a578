import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import layout from '@/components/page/page-layout.module.scss';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import styles from './page.module.scss';

export async function generateMetadata({ params }: PageProps<'/[locale]/instructor-profile'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'InstructorProfile' });
  return pageMetadata({ locale, href: routes.instructorProfile(), title: t('title'), description: t('text') });
}

/** The lesson cards link here; instructor profiles are not published, so the page says so. */
export default async function InstructorProfilePage({ params }: PageProps<'/[locale]/instructor-profile'>) {
  await pageLocale(params);
  const t = await getTranslations('InstructorProfile');
  return (
    <>
      <PageBanner title={t('title')} />
      <div className={layout.container}>
        <p>{t('text')}</p>
        <Link href={routes.lessons()} className={styles.back}>
          {t('backToLessons')}
        </Link>
      </div>
    </>
  );
}
