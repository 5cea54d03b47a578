import { IMAGE_SIZE } from '@/lib/limits';

/**
 * The content API gives no picture sizes and the spec none for albums: an album's thumbnails
 * use the cards' 3:2 box, as its cover on the album card does.
 */
export const ALBUM_IMAGE_BOX = IMAGE_SIZE.card;
