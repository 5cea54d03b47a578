import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import type { Competition } from '@/lib/upstream';
import { Card } from '../card/card';
import { CARD_IMAGE_SIZES } from '../card/card-grid';
import { CompetitionFacts } from './competition-facts';

export function CompetitionCard({
  competition,
  locale,
  priority,
}: {
  competition: Competition;
  locale: Locale;
  priority?: boolean;
}) {
  return (
    <Card
      picture={competition.image ? { src: competition.image, sizes: CARD_IMAGE_SIZES.normal, priority } : undefined}
      title={competition.title}
      href={routes.competitionDetails(competition.id)}
      headingLevel={2}
    >
      <CompetitionFacts competition={competition} locale={locale} />
    </Card>
  );
}
