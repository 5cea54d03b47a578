import { Picture } from '@/components/picture/picture';
import { RichText } from '@/components/rich-text/rich-text';
import type { Service } from '@/lib/upstream';
import styles from './service-detail.module.scss';

/** A service's page: its picture (or, without one, its icon) and its text. */
export function ServiceDetail({ service }: { service: Service }) {
  return (
    <article className={styles.service}>
      <Picture
        src={service.thumbnail ?? service.icon}
        alt=""
        width={service.thumbnail ? 600 : 128}
        height={service.thumbnail ? 400 : 128}
        sizes={service.thumbnail ? '(min-width: 992px) 600px, 100vw' : undefined}
        loading="eager"
        fetchPriority="high"
        className={service.thumbnail ? styles.thumbnail : styles.icon}
      />
      {service.descriptionHtml && <RichText html={service.descriptionHtml} />}
    </article>
  );
}
