import { IMAGE_SIZE } from '@/lib/limits';

/**
 * The content API gives no picture sizes and the spec none for albums: covers and
 * thumbnails use the 3:2 box of the cards.
 */
export const ALBUM_IMAGE_BOX = IMAGE_SIZE.card;
