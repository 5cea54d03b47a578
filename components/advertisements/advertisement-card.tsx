import type { Locale } from '@/lib/i18n/routing';
import { ADVERTISEMENT_DESCRIPTION_LINES } from '@/lib/limits';
import { routes } from '@/lib/routes';
import type { Advertisement } from '@/lib/upstream';
import { Card } from '../card/card';
import { CARD_IMAGE_SIZES } from '../card/card-grid';
import { ClampedText } from '../card/clamped-text';
import { AdvertisementMeta } from './advertisement-meta';

export function AdvertisementCard({
  advertisement,
  locale,
  priority,
}: {
  advertisement: Advertisement;
  locale: Locale;
  priority?: boolean;
}) {
  return (
    <Card
      picture={{ src: advertisement.thumbnail, sizes: CARD_IMAGE_SIZES.roomy, priority }}
      title={advertisement.title}
      href={routes.advertisementDetails(advertisement.id)}
      headingLevel={2}
    >
      <AdvertisementMeta advertisement={advertisement} locale={locale} />
      <ClampedText html={advertisement.descriptionHtml} lines={ADVERTISEMENT_DESCRIPTION_LINES} />
    </Card>
  );
}
