/** Up to `count` items other than the one with `currentId`, in their order. */
export function otherItems<T extends { id: number }>(items: readonly T[], currentId: number, count: number): T[] {
  return items.filter((item) => item.id !== currentId).slice(0, count);
}
