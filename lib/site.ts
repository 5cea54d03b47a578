/**
 * Facts about the institute that are not content of the APIs: how to reach it and where
 * it links to. Texts that depend on the language live in messages/.
 */
export const SITE_CONTACTS = {
  /** The second number shares all but its last two digits with the first; it is shown as "/ 26". */
  phones: ['+993 12 44-55-25', '+993 12 44-55-26', '+993 12 44-55-30'],
  email: 'info@edu-centre.gov.tm',
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=58.34%2C37.90%2C58.42%2C37.95&layer=mapnik',
  neutralitySiteUrl: 'https://www.neutrality.gov.tm/',
} as const;
