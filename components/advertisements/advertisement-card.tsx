import { ADVERTISEMENTS } from '@/lib/kinds';
import { routes } from '@/lib/routes';
import type { Advertisement } from '@/lib/upstream';
import { Card } from '@/components/card/card';
import { cardGrid, type CardProps } from '@/components/card/card-grid';
import { ClampedText } from '@/components/card/clamped-text';
import { AdvertisementMeta } from './advertisement-meta';

export function AdvertisementCard({ item: advertisement, locale, priority, headingLevel }: CardProps<Advertisement>) {
  return (
    <Card
      picture={{ src: advertisement.thumbnail, priority }}
      title={advertisement.title}
      href={routes.advertisementDetails(advertisement.id)}
      headingLevel={headingLevel}
    >
      <AdvertisementMeta advertisement={advertisement} locale={locale} />
      <ClampedText html={advertisement.descriptionHtml} lines={ADVERTISEMENTS.cardDescriptionLines} />
    </Card>
  );
}

export const AdvertisementGrid = cardGrid(AdvertisementCard, 'roomy');
