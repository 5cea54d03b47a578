import Image from 'next/image';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { IMAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import type { Competition } from '@/lib/upstream';
import { CompetitionFacts } from './competition-facts';
import styles from './competition-card.module.scss';

export function CompetitionCard({ competition, locale }: { competition: Competition; locale: Locale }) {
  return (
    <article className={styles.card}>
      {competition.image && (
        <Image
          src={competition.image}
          alt=""
          // The spec gives competition cards no size of their own; they share the 3:2 box of the lesson cards.
          width={IMAGE_SIZE.lessonCard.width}
          height={IMAGE_SIZE.lessonCard.height}
          sizes="(min-width: 992px) 300px, (min-width: 640px) 50vw, 100vw"
          className={styles.image}
        />
      )}
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link href={routes.competitionDetails(competition.id)} className={styles.titleLink}>
            {competition.title}
          </Link>
        </h2>
        <CompetitionFacts competition={competition} locale={locale} />
      </div>
    </article>
  );
}
