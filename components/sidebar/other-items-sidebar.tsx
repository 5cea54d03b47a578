import { otherItems } from '@/lib/sidebar';
import { UpstreamSection } from '../upstream/upstream-section';
import { Sidebar } from './sidebar';
import { SidebarList, type SidebarItem } from './sidebar-list';

/**
 * Up to `count` items of a list other than the one on the page, beside it. `load` asks for
 * enough of them that leaving out the current item still fills the list.
 */
export function OtherItemsSidebar<T extends { id: number }>({
  headingId,
  heading,
  load,
  currentId,
  count,
  toItem,
  retryHref,
}: {
  headingId: string;
  heading: string;
  load: () => Promise<{ items: readonly T[] }>;
  currentId: number;
  count: number;
  toItem: (item: T) => SidebarItem;
  retryHref: string;
}) {
  return (
    <Sidebar headingId={headingId} heading={heading}>
      <UpstreamSection
        load={load}
        render={(page) => <SidebarList items={otherItems(page.items, currentId, count).map(toItem)} />}
        retryHref={retryHref}
      />
    </Sidebar>
  );
}
