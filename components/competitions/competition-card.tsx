import { routes } from '@/lib/routes';
import type { Competition } from '@/lib/upstream';
import { Card } from '@/components/card/card';
import { cardGrid, type CardProps } from '@/components/card/card-grid';
import { CompetitionFacts } from './competition-facts';

/** A competition: its picture, title (leading to its page), dates with times and styled status. */
export function CompetitionCard({ item: competition, locale, priority, headingLevel }: CardProps<Competition>) {
  return (
    <Card
      picture={competition.image ? { src: competition.image, priority } : undefined}
      title={competition.title}
      href={routes.competitionDetails(competition.id)}
      headingLevel={headingLevel}
    >
      <CompetitionFacts competition={competition} locale={locale} />
    </Card>
  );
}

export const CompetitionGrid = cardGrid(CompetitionCard);
