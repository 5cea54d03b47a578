/**
 * The only hosts whose pages may be framed: in upstream HTML (video and map embeds) and
 * on the contact page. The sanitiser and the Content-Security-Policy both read this list.
 */
export const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com', 'www.openstreetmap.org'];
