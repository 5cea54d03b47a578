'use client';

import { useEffect } from 'react';

/**
 * Opens and shows the question a link points into (`/faq#question-7`). Browsers open a
 * `<details>` that holds a link's target themselves, but with the page's scripts running
 * Chromium leaves a page opened at a question far down at its top.
 */
export function OpenLinkedQuestion() {
  useEffect(() => {
    const reveal = () => {
      // Questions' ids are plain ASCII, so the fragment is taken as it is (decoding could throw).
      const id = location.hash.slice(1);
      const question = id ? document.getElementById(id)?.closest('details') : null;
      if (!question) return;
      question.open = true;
      question.scrollIntoView({ block: 'start' });
    };
    reveal();
    addEventListener('hashchange', reveal);
    return () => removeEventListener('hashchange', reveal);
  }, []);
  return null;
}
