/** Hover opens a dropdown while the pointer stays; a click pins it open, or closes it once pinned. */
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
