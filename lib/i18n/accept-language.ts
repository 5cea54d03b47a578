import { languageTag } from './language';

const TURKMEN = languageTag('tm');

/** Browsers send Turkmen as `tk`, our URL code is `tm`: `tk-TM;q=0.8` → `tm;q=0.8` for negotiation. */
export function turkmenRangesAsTm(header: string): string {
  const turkmenRange = new RegExp(`^${TURKMEN}(-[a-z0-9]+)*(?=;|$)`, 'i');
  return header
    .split(',')
    .map((range) => range.trim().replace(turkmenRange, 'tm'))
    .join(', ');
}
