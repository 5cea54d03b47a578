/** The only hosts that may be framed (video and map embeds); the sanitiser and the CSP both read it. */
export const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com', 'www.openstreetmap.org'];
