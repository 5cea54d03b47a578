/**
 * A dropdown of the main menu. Hovering opens it for as long as the pointer stays; a
 * click or Enter/Space pins it open (so a click on a dropdown opened by hover does not
 * close it again), and closes it when pinned.
 */
export type DisclosureState = 'closed' | 'hovered' | 'pinned';

export type DisclosureEvent = 'pointerEnter' | 'pointerLeave' | 'toggle' | 'dismiss';

export function nextDisclosureState(state: DisclosureState, event: DisclosureEvent): DisclosureState {
  switch (event) {
    case 'pointerEnter':
      return state === 'closed' ? 'hovered' : state;
    case 'pointerLeave':
      return state === 'hovered' ? 'closed' : state;
    case 'toggle':
      return state === 'pinned' ? 'closed' : 'pinned';
    case 'dismiss':
      return 'closed';
  }
}
