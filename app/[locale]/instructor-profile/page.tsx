import { singlePage } from '@/components/page/single-page';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import styles from './page.module.scss';

/** The lesson cards link here; instructor profiles are not published, so the page says so. */
const { generateMetadata, Page } = singlePage({
  namespace: 'InstructorProfile',
  href: routes.instructorProfile(),
  description: 'InstructorProfile.text',
  body: (t) => (
    <>
      <p>{t('text')}</p>
      <Link href={routes.lessons()} className={styles.back}>
        {t('backToLessons')}
      </Link>
    </>
  ),
});

export { generateMetadata };
export default Page;
