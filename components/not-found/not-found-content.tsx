import styles from './not-found-content.module.scss';

/** The body of every 404: what happened and the way home, in the texts given. */
export function NotFoundContent({
  texts,
  homeHref,
}: {
  texts: { title: string; text: string; backHome: string };
  homeHref: string;
}) {
  return (
    <div className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <a href={homeHref} className={styles.button}>
        {texts.backHome}
      </a>
    </div>
  );
}
