import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CompetitionFacts } from '@/components/competitions/competition-facts';
import { CompetitionSidebar, loadUpcomingCompetitions } from '@/components/competitions/competition-sidebar';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { DetailArticle } from '@/components/page/detail-article';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { SectionError } from '@/components/upstream/section-error';
import { Skeleton } from '@/components/upstream/skeleton';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { event } from '@/lib/seo/structured-data';
import { htmlToText } from '@/lib/sanitize';
import { localizedUrl } from '@/lib/seo/alternates';
import { institute } from '@/lib/seo/institute';
import { JsonLd } from '@/components/seo/json-ld';
import { detailPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { getCompetition } from '@/lib/upstream';
import { preload } from '@/components/upstream/preload';

type Props = PageProps<'/[locale]/competition-details/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, result } = await loadItem((await params).id, (id) => getCompetition(locale, id));
  const item = result.ok ? result.data : null;
  return detailPageMetadata(locale, routes.competitionDetails(id), 'Competitions', item && { title: item.title, html: item.descriptionHtml, image: item.image });
}

export default async function CompetitionDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Asked for now, beside the item, rather than once the item has come.
  preload(loadUpcomingCompetitions(locale));
  const { id, result } = await loadItem((await params).id, (id) => getCompetition(locale, id));
  const t = await getTranslations('Competitions');
  const here = getPathname({ locale, href: routes.competitionDetails(id) });
  const competition = result.ok ? result.data : null;

  return (
    <>
      {competition && (
        <JsonLd
          data={event({
            name: competition.title,
            url: localizedUrl(locale, routes.competitionDetails(id)),
            startDate: competition.startsAt,
            description: htmlToText(competition.descriptionHtml),
            image: competition.image,
            organizer: await institute(locale),
          })}
        />
      )}
      <PageBanner
        title={competition?.title ?? t('title')}
        trail={[{ label: t('title'), href: routes.competitions() }]}
      />
      <div className={layout.withSidebar}>
        {competition ? (
          <DetailArticle
            image={competition.image}
            facts={<CompetitionFacts competition={competition} locale={locale} />}
            html={competition.descriptionHtml}
          />
        ) : (
          <SectionError retryHref={here} />
        )}
        <Suspense fallback={<Skeleton minHeight="40rem" />}>
          <CompetitionSidebar locale={locale} currentId={id} retryHref={here} />
        </Suspense>
      </div>
    </>
  );
}
