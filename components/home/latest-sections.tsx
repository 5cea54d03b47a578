import { getTranslations } from 'next-intl/server';
import type { Messages } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { HOME_LIMITS } from '@/lib/limits';
import { competitionList } from '@/components/kinds/competitions';
import { lessonList } from '@/components/kinds/lessons';
import { newsList } from '@/components/kinds/publications';
import type { ListKind } from '@/components/page/paged-list-page';
import { UpstreamSection } from '@/components/upstream/upstream-section';
import { HomeSection } from './home-section';

type HomeMessage = keyof Messages['Home'];

/** A section's items: a list's first `limit`, their titles one level below the section's. */
function latest<T>(kind: ListKind<T>, limit: number) {
  return {
    href: kind.pathname,
    items: (locale: Locale) => (
      <UpstreamSection
        load={() => kind.list(locale, limit, 0)}
        render={(page) => <kind.grid items={page.items} locale={locale} headingLevel={3} />}
      />
    ),
  };
}

const SECTIONS: {
  id: string;
  title: HomeMessage;
  more: HomeMessage;
  href: string;
  items: (locale: Locale) => ReactNode;
}[] = [
  { id: 'home-news', title: 'latestNews', more: 'allNews', ...latest(newsList, HOME_LIMITS.news) },
  {
    id: 'home-competitions',
    title: 'upcomingCompetitions',
    more: 'allCompetitions',
    ...latest(competitionList, HOME_LIMITS.competitions),
  },
  { id: 'home-lessons', title: 'latestLessons', more: 'allLessons', ...latest(lessonList, HOME_LIMITS.lessons) },
];

/** The home page's latest news, competitions and e-lessons, each section leading to its whole list. */
export async function LatestSections({ locale }: { locale: Locale }) {
  const t = await getTranslations('Home');
  return SECTIONS.map(({ id, title, more, href, items }) => (
    <HomeSection key={id} id={id} title={t(title)} more={{ label: t(more), href }}>
      {items(locale)}
    </HomeSection>
  ));
}
