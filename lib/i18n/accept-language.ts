/**
 * Browsers send Turkmen as `tk`; our URL code is `tm`. Renaming the language ranges of an
 * Accept-Language header lets the locale negotiation match them (`tk-TM;q=0.8` → `tm;q=0.8`).
 */
export function turkmenRangesAsTm(header: string): string {
  return header
    .split(',')
    .map((range) => range.trim().replace(/^tk(-[a-z0-9]+)*(?=;|$)/i, 'tm'))
    .join(', ');
}
