import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { ShareButtons } from './share-buttons';
import styles from './share-links.module.scss';

/** Telegram and e-mail as plain links (no third-party script); ShareButtons adds what needs script. */
export async function ShareLinks({ url, title, locale }: { url: string; title: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Share' });
  const telegram = `https://t.me/share/url?${new URLSearchParams({ url, text: title })}`;
  const email = `mailto:?${new URLSearchParams({ subject: title, body: url }).toString().replace(/\+/g, '%20')}`;
  return (
    <section className={`${styles.share} screen-only`} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      <ul className={styles.list}>
        <li>
          <a href={telegram} className={styles.link} rel="noopener noreferrer" target="_blank">
            {t('telegram')}
          </a>
        </li>
        <li>
          <a href={email} className={styles.link}>
            {t('email')}
          </a>
        </li>
        <ShareButtons
          url={url}
          title={title}
          labels={{ copy: t('copy'), copied: t('copied'), share: t('share') }}
          className={styles.link}
        />
      </ul>
    </section>
  );
}
