import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeSection } from '@/components/home/home-section';
import { LatestSections } from '@/components/home/latest-sections';
import { Slides } from '@/components/home/slides';
import { DIGITAL_SERVICE_LABELS } from '@/components/layout/main-menu/menu-items';
import { TileGrid } from '@/components/tile-grid/tile-grid';
import { UpstreamSection } from '@/components/upstream/upstream-section';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { HOME_LIMITS } from '@/lib/limits';
import { DIGITAL_SERVICES, routes } from '@/lib/routes';
import { getServiceList, getSlides } from '@/lib/upstream';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  // The site's own name is the home page's title, in the tab and in a link's preview.
  return pageMetadata({ locale: await pageLocale(params), href: routes.home() });
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
              // Each move announces the slide by its title where it has one.
              statuses: page.items.map((slide, index) => {
                const position = { index: index + 1, count: page.items.length };
                return slide.title
                  ? t('slideStatusTitled', { ...position, title: slide.title })
                  : t('slideStatus', position);
              }),
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

      <LatestSections locale={locale} />

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
