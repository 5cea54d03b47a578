'use client';

import { useEffect } from 'react';
import { anchorNumber } from '@/lib/anchors';
import { currentAnchor, replaceAnchor } from '@/lib/hooks/address-anchor';

/**
 * Keeps the FAQ's address and its open question together. Opening a question puts its address in
 * the address bar (`#question-7`, replacing the last one: Back leaves the page); closing the one
 * named there takes it out. And an address opens and shows its question when the site's router
 * followed a link to it from another page (browsers open the `<details>` holding a link's target
 * only when they follow the link themselves), or when the reader goes back to a question.
 */
export function QuestionAddress() {
  useEffect(() => {
    const reveal = () => {
      // Questions' ids are plain ASCII, so the fragment is taken as it is (decoding could throw).
      const id = currentAnchor();
      const anchor = id ? document.getElementById(id) : null;
      const question = anchor?.closest('details');
      if (!anchor || !question) return;
      question.open = true;
      anchor.scrollIntoView({ block: 'start' });
    };
    // A click on a question (or Enter and Space on it) before it toggles: `open` is still the old state.
    const follow = (event: MouseEvent) => {
      const summary = (event.target as Element | null)?.closest('summary');
      const question = summary?.parentElement;
      if (!(question instanceof HTMLDetailsElement) || question.firstElementChild !== summary) return;
      const id = question.querySelector('[id^="question-"]')?.id;
      if (!id || anchorNumber(id, 'question') === null) return;
      if (!question.open) replaceAnchor(id);
      else if (currentAnchor() === id) replaceAnchor(null);
    };
    reveal();
    addEventListener('hashchange', reveal);
    document.addEventListener('click', follow);
    return () => {
      removeEventListener('hashchange', reveal);
      document.removeEventListener('click', follow);
    };
  }, []);
  return null;
}
