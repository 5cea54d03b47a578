/** A box along one axis: where it starts and how long it is. */
export interface Span {
  start: number;
  size: number;
}

/**
 * The scroll position at which a scroller whose visible part is `view` long (now scrolled to
 * `scroll`, at most to `maxScroll`) shows `item` (placed in its content) whole, with `margin` to
 * spare each side for the focus ring, moving as little as it can. An item too long to show
 * whole shows its start.
 */
export function revealScroll({
  item,
  view,
  scroll,
  maxScroll,
  margin,
}: {
  item: Span;
  view: number;
  scroll: number;
  maxScroll: number;
  margin: number;
}): number {
  const start = item.start - margin;
  const end = item.start + item.size + margin;
  let next = scroll;
  if (end - start > view || start < scroll) next = start;
  else if (end > scroll + view) next = end - view;
  return Math.min(Math.max(next, 0), Math.max(maxScroll, 0));
}
