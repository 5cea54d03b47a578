import { formatCardDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import type { Page } from '@/lib/upstream';
import { languageTag } from '@/lib/upstream/language';
import { OtherItemsSidebar } from '../sidebar/other-items-sidebar';
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
    <OtherItemsSidebar
      headingId={headingId}
      heading={heading}
      // One more than shown, so that leaving out the current item still fills the list.
      load={() => load(count + 1)}
      currentId={currentId}
      count={count}
      detailHref={detailHref}
      details={(item) => ({
        image: item.thumbnail,
        date: { iso: item.publishedAt, text: formatCardDate(item.publishedAt, tag) },
      })}
      retryHref={retryHref}
    />
  );
}
