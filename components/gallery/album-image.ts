import { IMAGE_SIZE } from '@/lib/limits';

/** Neither the API nor the spec sizes album pictures: thumbnails use the cards' 3:2 box, as the cover does. */
export const ALBUM_IMAGE_BOX = IMAGE_SIZE.card;
