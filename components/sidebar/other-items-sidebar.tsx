import { otherItems } from '@/lib/sidebar';
import { UpstreamSection } from '../upstream/upstream-section';
import { Sidebar } from './sidebar';
import { SidebarList, type SidebarItem } from './sidebar-list';

/** Up to `count` items other than the page's; `load` asks for one more, so leaving it out still fills the list. */
export function OtherItemsSidebar<T extends { id: number; title: string }>({
  headingId,
  heading,
  load,
  currentId,
  count,
  detailHref,
  details,
}: {
  headingId: string;
  heading: string;
  load: () => Promise<{ items: readonly T[] }>;
  currentId: number;
  count: number;
  detailHref: (id: number) => string;
  /** Besides the title; with `notYet` (not open yet) the entry has no link, as on its list. */
  details: (item: T) => Pick<SidebarItem, 'image' | 'imageSize' | 'date' | 'notYet'>;
}) {
  return (
    <Sidebar headingId={headingId} heading={heading}>
      <UpstreamSection
        load={load}
        render={(page) => (
          <SidebarList
            items={otherItems(page.items, currentId, count).map((item) => {
              const shown = details(item);
              return {
                key: item.id,
                href: shown.notYet ? undefined : detailHref(item.id),
                title: item.title,
                ...shown,
              };
            })}
          />
        )}
      />
    </Sidebar>
  );
}
