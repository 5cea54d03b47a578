import { getTranslations } from 'next-intl/server';
import { formatDetailDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import type { Competition } from '@/lib/upstream';
import styles from './competition-facts.module.scss';

/** Shared by card and page so both agree: only an 'active' competition reads as active (SPEC.md section 4). */
export async function CompetitionFacts({ competition, locale }: { competition: Competition; locale: Locale }) {
  const t = await getTranslations('Competitions');
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('startsOn')}</dt>
        <dd>
          <time dateTime={competition.startsAt}>{formatDetailDate(competition.startsAt, locale)}</time>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('status')}</dt>
        <dd>
          <span className={competition.isActive ? styles.active : styles.inactive}>
            {t(competition.isActive ? 'active' : 'inactive')}
          </span>
        </dd>
      </div>
    </dl>
  );
}
