import type { Metadata } from 'next';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import layout from '@/components/page/page-layout.module.scss';
import { Paragraphs } from '@/components/static-page/paragraphs';
import styles from '@/components/static-page/static-page.module.scss';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { DIGITAL_SERVICES, routes, type DigitalService } from '@/lib/routes';

export { generateStaticParams } from '@/lib/pages/on-demand';

type Props = PageProps<'/[locale]/digital/[name]'>;

const TEXTS = {
  'e-school': { title: 'eSchool', text: 'eSchoolText' },
  'e-garden': { title: 'eGarden', text: 'eGardenText' },
  system: { title: 'system', text: 'systemText' },
  payment: { title: 'payment', text: 'paymentText' },
} as const satisfies Record<DigitalService, { title: string; text: string }>;

/** Only the four digital services have a page; any other name is a 404. */
function digitalService(name: string): DigitalService {
  return (DIGITAL_SERVICES as readonly string[]).includes(name) ? (name as DigitalService) : notFound();
}

export const generateMetadata = withNotFoundMetadata(async function generateMetadata({
  params,
}: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const service = digitalService((await params).name);
  const t = await getTranslations({ locale, namespace: 'Digital' });
  return pageMetadata({
    locale,
    href: routes.digital(service),
    title: t(TEXTS[service].title),
    description: t(TEXTS[service].text),
  });
});

export default withNotFoundPage(async function DigitalServicePage({ params }: Props) {
  await pageLocale(params);
  const service = digitalService((await params).name);
  const t = await getTranslations('Digital');
  return (
    <>
      <PageBanner title={t(TEXTS[service].title)} />
      <div className={`${layout.container} ${styles.prose}`}>
        <Paragraphs text={t(TEXTS[service].text)} />
      </div>
    </>
  );
});
