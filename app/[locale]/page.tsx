import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CompetitionGrid } from '@/components/competitions/competition-grid';
import { HomeSection } from '@/components/home/home-section';
import { LessonGrid } from '@/components/lessons/lesson-grid';
import { Slides } from '@/components/home/slides';
import { TileGrid } from '@/components/tile-grid/tile-grid';
import { DIGITAL_SERVICE_LABELS } from '@/components/layout/main-menu/menu-items';
import { NewsGrid } from '@/components/news/news-grid';
import { UpstreamSection } from '@/components/upstream/upstream-section';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { HOME_LIMITS } from '@/lib/limits';
import { DIGITAL_SERVICES, routes } from '@/lib/routes';
import { getCompetitionList, getCourseList, getNewsList, getServiceList, getSlides } from '@/lib/upstream';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Home' });
  return pageMetadata({ locale, href: routes.home(), title: t('title') });
}

/** No artificial delay: the sections' calls run side by side, and the page is sent whole. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const [t, tNav] = await Promise.all([getTranslations('Home'), getTranslations('Navigation')]);

  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      <UpstreamSection
        load={() => getSlides(locale)}
        render={(page) => (
          <Slides
            slides={page.items}
            locale={locale}
            labels={{
              list: t('slider'),
              previous: t('previousSlide'),
              next: t('nextSlide'),
              statuses: page.items.map((_, index) => t('slideStatus', { index: index + 1, count: page.items.length })),
            }}
          />
        )}
      />

      <HomeSection
        id="home-services"
        title={t('serviceCategories')}
        more={{ label: tNav('services'), href: routes.services() }}
      >
        <UpstreamSection
          load={() => getServiceList(locale)}
          render={(page) => (
            <TileGrid
              tiles={page.items.slice(0, HOME_LIMITS.serviceCategories).map((service) => ({
                key: service.id,
                title: service.title,
                href: routes.serviceDetails(service.id),
                icon: service.icon,
              }))}
            />
          )}
        />
      </HomeSection>

      <HomeSection id="home-news" title={t('latestNews')} more={{ label: t('allNews'), href: routes.news() }}>
        <UpstreamSection
          load={() => getNewsList(locale, HOME_LIMITS.news, 0)}
          render={(page) => <NewsGrid items={page.items} locale={locale} />}
        />
      </HomeSection>

      <HomeSection
        id="home-competitions"
        title={t('upcomingCompetitions')}
        more={{ label: t('allCompetitions'), href: routes.competitions() }}
      >
        <UpstreamSection
          load={() => getCompetitionList(locale, HOME_LIMITS.competitions, 0)}
          render={(page) => <CompetitionGrid items={page.items} locale={locale} headingLevel={3} />}
        />
      </HomeSection>

      <HomeSection
        id="home-lessons"
        title={t('latestLessons')}
        more={{ label: t('allLessons'), href: routes.lessons() }}
      >
        <UpstreamSection
          load={() => getCourseList(locale, HOME_LIMITS.lessons, 0)}
          render={(page) => <LessonGrid items={page.items} locale={locale} headingLevel={3} />}
        />
      </HomeSection>

      <HomeSection id="home-digital" title={t('digitalServices')}>
        <TileGrid
          tiles={DIGITAL_SERVICES.map((name) => ({
            key: name,
            title: tNav(DIGITAL_SERVICE_LABELS[name]),
            href: routes.digital(name),
          }))}
        />
      </HomeSection>
    </>
  );
}
