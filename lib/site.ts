/** Facts about the institute the APIs do not hold; texts that depend on the language live in messages/. */
export const SITE_CONTACTS = {
  /** The others share all but their last two digits with the first: written after it as "/ 26". */
  phones: ['+993 12 44-55-25', '+993 12 44-55-26', '+993 12 44-55-30'],
  email: 'info@edu-centre.gov.tm',
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=58.34%2C37.90%2C58.42%2C37.95&layer=mapnik',
  neutralitySiteUrl: 'https://www.neutrality.gov.tm/',
  /** The centre's accounts; the footer shows an icon for each. */
  social: [
    { network: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/bilim_merkezi_tm/' },
    { network: 'telegram', name: 'Telegram', url: 'https://t.me/bilim_merkezi_tm' },
    { network: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@bilim_merkezi_tm' },
  ],
} as const;

/** A `tel:` link for a phone number as it is written for people. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * How `phone` is written after `first`: its last group (`26`) when it differs from `first` only
 * there, as people write a second line of one switchboard, else the whole number.
 */
export function phoneAfter(first: string, phone: string): string {
  const lastGroup = phone.lastIndexOf('-') + 1;
  return lastGroup > 0 && first.slice(0, lastGroup) === phone.slice(0, lastGroup) ? phone.slice(lastGroup) : phone;
}
