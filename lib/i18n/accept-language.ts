import { languageTag } from './language';

const TURKMEN = languageTag('tm');

/**
 * Browsers send Turkmen by its language tag (`tk`); our URL code is `tm`. Renaming the
 * language ranges of an Accept-Language header lets the locale negotiation match them
 * (`tk-TM;q=0.8` → `tm;q=0.8`).
 */
export function turkmenRangesAsTm(header: string): string {
  const turkmenRange = new RegExp(`^${TURKMEN}(-[a-z0-9]+)*(?=;|$)`, 'i');
  return header
    .split(',')
    .map((range) => range.trim().replace(turkmenRange, 'tm'))
    .join(', ');
}
