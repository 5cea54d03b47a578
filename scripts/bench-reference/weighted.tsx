import { notFound } from 'next/navigation';

const SYLLABLES = ['ba', 'de', 'ki', 'lo', 'mu', 'na', 'pe', 'ri', 'so', 'ta', 've', 'yo', 'gar', 'len', 'mir', 'tos'];
/** What a card's elements weigh beyond its words, in the markup and the payload together (measured). */
const CARD_FRAME_BYTES = 755;
/** The bare page without cards (the reference's `/en`). */
const BARE_PAGE_BYTES = 5_700;

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

/** 2,000 made-up words, the common ones asked more often (Zipf), as words are in a text. */
const WORDS = (() => {
  const random = randomNumbers(1);
  return Array.from({ length: 2000 }, () =>
    Array.from({ length: 1 + Math.floor(random() * 4) }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(
      '',
    ),
  );
})();
const CUMULATIVE = (() => {
  const total = WORDS.reduce((sum, _, rank) => sum + 1 / (rank + 1), 0);
  let running = 0;
  return WORDS.map((_, rank) => (running += 1 / (rank + 1) / total));
})();

function word(random: () => number): string {
  const target = random();
  let low = 0;
  let high = CUMULATIVE.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (CUMULATIVE[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return WORDS[low]!;
}

function card(index: number) {
  const random = randomNumbers(index + 2);
  const words = (count: number) => Array.from({ length: count }, () => word(random)).join(' ');
  return { id: index + 1, title: words(8), teaser: words(14), day: 1 + (index % 28) };
}

/**
 * The bare page made as heavy as a page of the site, and of its kind: `kb` kilobytes of HTML in
 * cards of made-up words, each a picture, a date, a linked title and a teaser, so that it
 * compresses about as a list of the site does. (A sentence repeated to the same weight gzips 20×
 * better than a page of the site, and in a fifth of the time.) What a page costs beyond its
 * bytes, before and after compression, is then told apart.
 */
export async function WeightedPage({ params }: { params: Promise<{ kb: string }> }) {
  const kb = Number((await params).kb);
  if (!Number.isInteger(kb) || kb < 1 || kb > 1024) notFound();
  const cards = [];
  // React writes each word twice, in the markup and in its payload.
  for (let bytes = BARE_PAGE_BYTES; bytes < kb * 1024;) {
    const next = card(cards.length);
    cards.push(next);
    bytes += CARD_FRAME_BYTES + 2 * (next.title.length + next.teaser.length);
  }
  return (
    <main>
      <ul>
        {cards.map(({ id, title, teaser, day }) => {
          const date = `2026-11-${String(day).padStart(2, '0')}`;
          return (
            <li key={id}>
              <article className="card">
                {/* eslint-disable-next-line @next/next/no-img-element -- the bare page's own */}
                <img src={`/picture.png?card=${id}`} alt="" width={300} height={200} loading="lazy" />
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
