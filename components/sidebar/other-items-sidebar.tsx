import { getTranslations } from 'next-intl/server';
import type { MessageKey } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { otherItems } from '@/lib/sidebar';
import { NoItems } from '@/components/page/no-items';
import { UpstreamSection } from '@/components/upstream/upstream-section';
import { Sidebar } from './sidebar';
import { SidebarList, type SidebarItem } from './sidebar-list';

/** A detail page's sidebar of other items of its kind: everything it needs, declared with the kind. */
export interface OtherItems<T> {
  /** The message of its heading. */
  heading: MessageKey;
  headingId: string;
  /** How many it shows; `load` asks for more, so that leaving out the page's own item still fills it. */
  count: number;
  load: (locale: Locale) => Promise<{ items: readonly T[] }>;
  href: (id: number) => string;
  /** Besides the title; with `notYet` (not open yet) the entry has no link, as on its list. */
  details: (
    item: T,
    context: { locale: Locale; t: (key: MessageKey) => string },
  ) => Pick<SidebarItem, 'image' | 'imageSize' | 'date' | 'notYet'>;
}

/** A detail kind's sidebar of other items: its call, started beside the item's, and what shows it. */
export function otherItemsSidebar<T extends { id: number; title: string }>(others: OtherItems<T>) {
  return {
    load: others.load,
    render: (_: unknown, { locale, id }: { locale: Locale; id: number }) => (
      <OtherItemsSidebar others={others} locale={locale} currentId={id} />
    ),
  };
}

/** Up to `count` items other than the page's. */
async function OtherItemsSidebar<T extends { id: number; title: string }>({
  others,
  locale,
  currentId,
}: {
  others: OtherItems<T>;
  locale: Locale;
  currentId: number;
}) {
  const t = await getTranslations({ locale });
  return (
    <Sidebar headingId={others.headingId} heading={t(others.heading)}>
      <UpstreamSection
        load={() => others.load(locale)}
        render={(page) => {
          const items = otherItems(page.items, currentId, others.count).map((item) => {
            const shown = others.details(item, { locale, t });
            return {
              key: item.id,
              href: shown.notYet ? undefined : others.href(item.id),
              title: item.title,
              ...shown,
            };
          });
          // Said by the server: NoItems reads its text there, and the list draws on the client.
          return items.length === 0 ? <NoItems /> : <SidebarList items={items} />;
        }}
      />
    </Sidebar>
  );
}
