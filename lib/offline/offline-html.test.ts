import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { offlinePageHtml, offlineWords, withSavedNote } from './offline-html';

const words = (messages: typeof en) => offlineWords(messages.Site, messages.Offline);
const SAVED = '2026-11-25T10:05:00Z';

describe('offlinePageHtml', () => {
  it('lists each saved page by its title, escaped, with when it was saved, in the language asked', () => {
    const html = offlinePageHtml('ru', words(ru), [
      { url: 'https://edu.example.tm/ru/news?page=2&x=<b>', title: 'Новости <script>', savedAt: SAVED },
    ]);
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain(`<h1>${ru.Offline.title}</h1>`);
    expect(html).toContain(
      '<a href="https://edu.example.tm/ru/news?page=2&amp;x=&lt;b&gt;">Новости &lt;script&gt;</a>',
    );
    // Ashgabat's clock, UTC+5, and said to be.
    expect(html).toContain('25 ноября 2026, 15:05 (по ашхабадскому времени, UTC+5)');
    expect(html).not.toContain('<script');
  });

  it('says that nothing is saved yet, and links home', () => {
    const html = offlinePageHtml('en', words(en), []);
    expect(html).toContain(en.Offline.noSavedPages);
    expect(html).toContain(`<a href="/en">${en.Offline.home}</a>`);
  });
});

describe('withSavedNote', () => {
  it('puts the note first in the body, with the time the copy was saved', () => {
    const html = withSavedNote('<html><body class="x"><main>Page</main></body></html>', SAVED, 'en', words(en));
    expect(html).toMatch(
      /^<html><body class="x"><aside aria-label="Saved copy"[^>]*>The network did not answer in time: this is the copy saved on this device on [^<]*2026, 15:05 \(Ashgabat time, UTC\+5\)\.<\/aside><main>/,
    );
  });
});
