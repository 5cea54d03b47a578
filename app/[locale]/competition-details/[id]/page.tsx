import type { Metadata } from 'next';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
import { getTranslations } from 'next-intl/server';
import { CompetitionFacts } from '@/components/competitions/competition-facts';
import { CompetitionSidebar, loadUpcomingCompetitions } from '@/components/competitions/competition-sidebar';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { DetailArticle } from '@/components/page/detail-article';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
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

export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = PageProps<'/[locale]/competition-details/[id]'>;

export const generateMetadata = withNotFoundMetadata(async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, item } = await loadItem((await params).id, (id) => getCompetition(locale, id));
  return detailPageMetadata(locale, routes.competitionDetails(id), { title: item.title, html: item.descriptionHtml, image: item.image });
});

export default withNotFoundPage(async function CompetitionDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Asked for now, beside the item, rather than once the item has come.
  preload(loadUpcomingCompetitions(locale));
  const { id, item: competition } = await loadItem((await params).id, (id) => getCompetition(locale, id));
  const t = await getTranslations('Competitions');

  return (
    <>
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
      <PageBanner
        title={competition.title}
        trail={[{ label: t('title'), href: routes.competitions() }]}
      />
      <div className={layout.withSidebar}>
        <DetailArticle
          image={competition.image}
          facts={<CompetitionFacts competition={competition} locale={locale} />}
          html={competition.descriptionHtml}
        />
        <CompetitionSidebar locale={locale} currentId={id} />
      </div>
    </>
  );
});
