import type { ReactNode } from 'react';
import styles from './failure-message.module.scss';

/** The texts of a page that could not be loaded (messages: `Errors`, and the way home). */
export interface FailureTexts {
  title: string;
  text: string;
  home: string;
}

/**
 * What a page whose data failed says, drawn alike by the server (with a link that asks for the
 * page again) and by error.tsx in the browser (with its retry button), so that one replaces the
 * other without a jump.
 */
export function FailureMessage({
  texts,
  retry,
  homeHref,
  announce = false,
}: {
  texts: FailureTexts;
  retry: ReactNode;
  homeHref: string;
  /** Shown in place of a page already on screen: said at once by a screen reader. */
  announce?: boolean;
}) {
  return (
    <div className={styles.failure} role={announce ? 'alert' : undefined}>
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <div className={styles.actions}>
        {retry}
        <a href={homeHref} className={styles.home}>
          {texts.home}
        </a>
      </div>
    </div>
  );
}

/** The class of the retry control, a link on the server and a button in the browser. */
export const retryClass = styles.retry;
