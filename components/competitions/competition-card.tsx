import type { Locale } from '@/lib/i18n/routing';
import { IMAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import type { Competition } from '@/lib/upstream';
import { Card } from '../card/card';
import { CompetitionFacts } from './competition-facts';

export function CompetitionCard({ competition, locale }: { competition: Competition; locale: Locale }) {
  return (
    <Card
      picture={
        competition.image
          ? {
              src: competition.image,
              size: IMAGE_SIZE.card,
              sizes: '(min-width: 992px) 300px, (min-width: 640px) 50vw, 100vw',
            }
          : undefined
      }
      title={competition.title}
      href={routes.competitionDetails(competition.id)}
      headingLevel={2}
    >
      <CompetitionFacts competition={competition} locale={locale} />
    </Card>
  );
}
