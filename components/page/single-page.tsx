import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { MessageKey, NamespaceWith } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import type { Thing } from '@/lib/seo/structured-data';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { withUpstreamFailurePage } from '@/components/upstream/upstream-failure';
import layout from './page-layout.module.scss';

type Params = Promise<{ locale: string }>;

/** A namespace of a page of its own: its `title` is the page's. */
type PageNamespace = NamespaceWith<'title'>;

/** The page's messages, as getTranslations gives them. */
type Messages<Namespace extends PageNamespace> = Awaited<ReturnType<typeof getTranslations<Namespace>>>;

/** A page of its own rather than of a kind: everything its route needs, declared once. */
export interface SinglePage<Namespace extends PageNamespace> {
  /** The page's messages. */
  namespace: Namespace;
  href: string;
  /** The message of its description; the site's description unless given. */
  description?: MessageKey;
  /** JSON-LD of what the page shows, where schema.org has a type for it. */
  structuredData?: (locale: Locale) => Promise<Thing | undefined>;
  /** A class for the page's container besides its width: its columns. */
  containerClass?: string;
  /** What the page shows below its banner, in its container. */
  body: (t: Messages<Namespace>, locale: Locale) => ReactNode | Promise<ReactNode>;
}

/** A single page's route: its metadata, and its banner above its body. */
export function singlePage<Namespace extends PageNamespace>({
  namespace,
  href,
  description,
  structuredData,
  containerClass,
  body,
}: SinglePage<Namespace>) {
  // Every page's namespace has its title; the type checker sees that of the union, not of one.
  const pageNamespace: PageNamespace = namespace;
  const titleIn = async (locale: Locale) => (await getTranslations({ locale, namespace: pageNamespace }))('title');

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale });
    return pageMetadata({ locale, href, title: await titleIn(locale), description: description && t(description) });
  }

  async function renderPage({ params }: { params: Params }) {
    const locale = await pageLocale(params);
    const [t, title, data] = await Promise.all([
      getTranslations<Namespace>(namespace),
      titleIn(locale),
      structuredData?.(locale),
    ]);
    return (
      <>
        {data && <JsonLd data={data} />}
        <PageBanner title={title} />
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
