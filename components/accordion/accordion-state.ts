export type ItemId = string | number;

/** The items open when the accordion first renders. */
export function initiallyOpen(defaultOpenId: ItemId | undefined): ItemId[] {
  return defaultOpenId === undefined ? [] : [defaultOpenId];
}

/** Opens a closed item (closing the others unless several may be open) or closes an open one. */
export function toggleItem(open: readonly ItemId[], id: ItemId, allowMultiple: boolean): ItemId[] {
  if (open.includes(id)) return open.filter((openId) => openId !== id);
  return allowMultiple ? [...open, id] : [id];
}
