/** How far from the current page the pager still shows page numbers. */
const NEIGHBOURS = 2;

export type PagerItem = { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; key: string };

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** First, last and the pages within two of the current one, with ellipses for the gaps. */
export function pagerItems(current: number, last: number): PagerItem[] {
  const pages = new Set([1, last]);
  for (let page = current - NEIGHBOURS; page <= current + NEIGHBOURS; page += 1) {
    if (page >= 1 && page <= last) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ type: 'ellipsis', key: `after-${previous}` });
    items.push({ type: 'page', page, current: page === current });
  });
  return items;
}
