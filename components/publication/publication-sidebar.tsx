import { formatCardDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import { otherItems } from '@/lib/sidebar';
import type { Page } from '@/lib/upstream';
import { languageTag } from '@/lib/upstream/language';
import layout from '../page/page-layout.module.scss';
import { SidebarList } from '../sidebar/sidebar-list';
import { UpstreamSection } from '../upstream/upstream-section';
import type { PublicationSummary } from './publication-grid';

/** The latest news items or articles other than the one on the page. */
export function PublicationSidebar({
  headingId,
  heading,
  count,
  load,
  currentId,
  detailHref,
  locale,
  retryHref,
}: {
  headingId: string;
  heading: string;
  /** How many to show. */
  count: number;
  load: (limit: number) => Promise<Page<PublicationSummary>>;
  currentId: number;
  detailHref: (id: number) => string;
  locale: Locale;
  retryHref: string;
}) {
  const tag = languageTag(locale);
  return (
    <aside aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sidebarHeading}>
        {heading}
      </h2>
      <UpstreamSection
        // One more than shown, so that leaving out the current item still fills the list.
        load={() => load(count + 1)}
        render={(page) => (
          <SidebarList
            items={otherItems(page.items, currentId, count).map((item) => ({
              key: item.id,
              href: detailHref(item.id),
              title: item.title,
              image: item.thumbnail,
              date: { iso: item.publishedAt, text: formatCardDate(item.publishedAt, tag) },
            }))}
          />
        )}
        retryHref={retryHref}
      />
    </aside>
  );
}
