import { singlePage } from '@/components/page/single-page';
import { Paragraphs } from '@/components/static-page/paragraphs';
import styles from '@/components/static-page/static-page.module.scss';
import { routes } from '@/lib/routes';

const { generateMetadata, Page } = singlePage({
  namespace: 'About',
  href: routes.about(),
  description: 'About.description',
  containerClass: styles.twoColumns,
  body: (t) => (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a vector picture needs no optimisation */}
      <img src="/about/classroom.svg" alt={t('imageAlt')} width={600} height={400} className={styles.picture} />
      <div className={styles.prose}>
        <h2 className={styles.heading}>{t('heading')}</h2>
        <Paragraphs text={t('description')} />
      </div>
    </>
  ),
});

export { generateMetadata };
export default Page;
