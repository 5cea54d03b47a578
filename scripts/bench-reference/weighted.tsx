import { notFound } from 'next/navigation';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** What a card's elements weigh beyond its words, in the markup and the payload together (measured). */
const CARD_FRAME_BYTES = 737;
/** The bare page without cards (the reference's `/en`) and with the names of the languages. */
const BARE_PAGE_BYTES = 8_400;
/** The made-up words a page draws on: about the working vocabulary of a language. */
const VOCABULARY_SIZE = 20_000;
/** The words of a teaser unless told otherwise (the search results' reference). */
const DEFAULT_TEASER_WORDS = 14;

const LANGUAGES = [
  { tag: 'tk', name: 'Türkmençe' },
  { tag: 'ru', name: 'Русский' },
  { tag: 'en', name: 'English' },
];

/** The same numbers on every run, so that a page is the same page each time it is asked. */
function randomNumbers(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Vocabulary {
  words: string[];
  /** The chance of each word and those more common than it (Zipf: the n-th word 1/n as often as the first). */
  cumulative: number[];
}

/** Made-up words of 2 to 9 letters, the common ones drawn more often, as words are in a text. */
const VOCABULARY: Vocabulary = (() => {
  const random = randomNumbers(1);
  const words = Array.from({ length: VOCABULARY_SIZE }, () =>
    Array.from({ length: 2 + Math.floor(random() * 8) }, () => LETTERS[Math.floor(random() * LETTERS.length)]).join(''),
  );
  const total = words.reduce((sum, _, rank) => sum + 1 / (rank + 1), 0);
  let running = 0;
  return { words, cumulative: words.map((_, rank) => (running += 1 / (rank + 1) / total)) };
})();

function word({ words, cumulative }: Vocabulary, random: () => number): string {
  const target = random();
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return words[low]!;
}

function card(index: number, teaserWords: number) {
  const random = randomNumbers(index + 2);
  const text = (count: number) => Array.from({ length: count }, () => word(VOCABULARY, random)).join(' ');
  return { id: index + 1, title: text(8), teaser: text(teaserWords), day: 1 + (index % 28) };
}

/** A whole number in [min, max] written plainly, or undefined. */
function wholeNumber(text: string | undefined, min: number, max: number): number | undefined {
  const value = Number(text);
  return /^\d+$/.test(text ?? '') && value >= min && value <= max ? value : undefined;
}

/**
 * The bare page made as heavy as a page of the site, and of its kind: `kb` kilobytes of HTML in
 * cards of made-up words, each a picture, a date, a linked title and a teaser of `teaser` words.
 * The longer the teasers, the more of the page is words and the less gzip finds to repeat: the
 * bench picks the length with which the page compresses to what the site's page does, so that
 * both weigh the same before and after compression. (A sentence repeated to the same weight
 * gzips 20× better than a page of the site, and in a fifth of the time.) What a page costs
 * beyond its bytes is then told apart.
 *
 * Like every page of a site in Turkmen, Russian and English, it names the languages in their
 * own letters. A page with any letter beyond Latin-1 is a string of two bytes a letter to Node,
 * which costs Next more to measure and encode on every answer (6% of requests/s at 59 KB).
 */
export async function WeightedPage({ params }: { params: Promise<{ kb: string; teaser?: string }> }) {
  const { kb: kbText, teaser: teaserText } = await params;
  const kb = wholeNumber(kbText, 1, 1024);
  const teaserWords = teaserText === undefined ? DEFAULT_TEASER_WORDS : wholeNumber(teaserText, 1, 1000);
  if (kb === undefined || teaserWords === undefined) notFound();
  const cards = [];
  // React writes each word twice, in the markup and in its payload.
  for (let bytes = BARE_PAGE_BYTES; bytes < kb * 1024;) {
    const next = card(cards.length, teaserWords);
    cards.push(next);
    bytes += CARD_FRAME_BYTES + 2 * (next.title.length + next.teaser.length);
  }
  return (
    <main>
      <nav aria-label="Languages">
        {LANGUAGES.map(({ tag, name }) => (
          <a key={tag} href={`/${tag}`} hrefLang={tag} lang={tag}>
            {name}
          </a>
        ))}
      </nav>
      <ul>
        {cards.map(({ id, title, teaser, day }, index) => {
          const date = `2026-11-${String(day).padStart(2, '0')}`;
          return (
            <li key={id}>
              <article className="card">
                {/* The first picture is fetched first, as the site's lists do theirs; the rest when near the screen. */}
                {/* eslint-disable-next-line @next/next/no-img-element -- the bare page's own */}
                <img
                  src={`/picture.png?card=${id}`}
                  alt=""
                  width={300}
                  height={200}
                  {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
                />
                <div className="body">
                  <time dateTime={date}>{date}</time>
                  <h2>
                    <a href={`/en/items/${id}`}>{title}</a>
                  </h2>
                  <p>{teaser}</p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
