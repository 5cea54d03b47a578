import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import type { Competition } from '@/lib/upstream';
import { Card } from '../card/card';
import { CARD_IMAGE_SIZES } from '../card/card-grid';
import { CompetitionFacts } from './competition-facts';

/** A competition: its picture, title (leading to its page), dates with times and styled status. */
export function CompetitionCard({
  competition,
  locale,
  priority,
  headingLevel = 2,
}: {
  competition: Competition;
  locale: Locale;
  priority?: boolean;
  /** 2 on the list, 3 in a section of the home page. */
  headingLevel?: 2 | 3;
}) {
  return (
    <Card
      picture={competition.image ? { src: competition.image, sizes: CARD_IMAGE_SIZES.normal, priority } : undefined}
      title={competition.title}
      href={routes.competitionDetails(competition.id)}
      headingLevel={headingLevel}
    >
      <CompetitionFacts competition={competition} locale={locale} />
    </Card>
  );
}
