/** Facts about the institute the APIs do not hold; texts that depend on the language live in messages/. */
export const SITE_CONTACTS = {
  /** The second number shares all but its last two digits with the first; it is shown as "/ 26". */
  phones: ['+993 12 44-55-25', '+993 12 44-55-26', '+993 12 44-55-30'],
  /** How the second number is written after the first. */
  secondPhoneSuffix: '26',
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
