import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import type { Thing } from '@/lib/seo/structured-data';
import { PageBanner } from '../layout/page-banner/page-banner';
import { JsonLd } from '../seo/json-ld';
import { withUpstreamFailurePage } from '../upstream/upstream-failure';
import layout from './page-layout.module.scss';

type Params = Promise<{ locale: string }>;

/** The page's messages, as getTranslations gives them. */
type Messages = Awaited<ReturnType<typeof getTranslations<string>>>;

/** A page of its own rather than of a kind: everything its route needs, declared once. */
export interface SinglePage {
  /** The page's messages: their `title` is the page's. */
  namespace: string;
  href: string;
  /** The message of its description, as `Namespace.key`; the site's description unless given. */
  description?: string;
  /** JSON-LD of what the page shows, where schema.org has a type for it. */
  structuredData?: (locale: Locale) => Promise<Thing | undefined>;
  /** A class for the page's container besides its width: its columns. */
  containerClass?: string;
  /** What the page shows below its banner, in its container. */
  body: (t: Messages, locale: Locale) => ReactNode | Promise<ReactNode>;
}

/** A single page's route: its metadata, and its banner above its body. */
export function singlePage({ namespace, href, description, structuredData, containerClass, body }: SinglePage) {
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale });
    return pageMetadata({ locale, href, title: t(`${namespace}.title`), description: description && t(description) });
  }

  async function renderPage({ params }: { params: Params }) {
    const locale = await pageLocale(params);
    const [t, data] = await Promise.all([getTranslations(namespace), structuredData?.(locale)]);
    return (
      <>
        {data && <JsonLd data={data} />}
        <PageBanner title={t('title')} />
        <div className={containerClass ? `${layout.container} ${containerClass}` : layout.container}>
          {await body(t, locale)}
        </div>
      </>
    );
  }

  // The FAQ and the services read the upstream: where it fails, their message is in the HTML.
  const Page = withUpstreamFailurePage(renderPage, async ({ params }: { params: Params }) => ({
    locale: await pageLocale(params),
    href,
  }));

  return { generateMetadata, Page };
}
