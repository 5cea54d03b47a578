'use client';

import { useEffect } from 'react';

/**
 * Opens and shows the question a link points into (`/faq#question-7`) when the site's router
 * followed the link from another page: browsers open the `<details>` holding a link's target
 * only when they follow the link themselves. Also when the reader goes back to a question.
 */
export function OpenLinkedQuestion() {
  useEffect(() => {
    const reveal = () => {
      // Questions' ids are plain ASCII, so the fragment is taken as it is (decoding could throw).
      const id = location.hash.slice(1);
      const anchor = id ? document.getElementById(id) : null;
      const question = anchor?.closest('details');
      if (!anchor || !question) return;
      question.open = true;
      anchor.scrollIntoView({ block: 'start' });
    };
    reveal();
    addEventListener('hashchange', reveal);
    return () => removeEventListener('hashchange', reveal);
  }, []);
  return null;
}
