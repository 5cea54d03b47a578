import { describe, expect, it } from 'vitest';
import { htmlToPlainText, htmlToText } from './html-text';

const ARTICLE =
  '<h3>In brief</h3><p>The seminar gathers teachers<br>from every region</p>' +
  '<h3>Details</h3><p>Participants:</p><ul><li>pupils</li><li>teachers</li></ul>' +
  '<p>Read <a href="https://example.org/rules">the rules</a> or the <a href="/en/faq">questions</a>.</p>';

describe('htmlToText', () => {
  it('ends the sentence of every heading, paragraph and list item, and keeps a line break inside one', () => {
    expect(htmlToText(ARTICLE)).toBe(
      'In brief. The seminar gathers teachers from every region. Details. Participants: pupils. teachers. ' +
        'Read the rules or the questions.',
    );
  });

  it('leaves an ending a block already has, inside quotes or brackets too', () => {
    expect(htmlToText('<h2>Why?</h2><p>It works!</p><p>As they said: «yes.»</p><p>(See below.)</p>')).toBe(
      'Why? It works! As they said: «yes.» (See below.)',
    );
  });

  it('gives text, not HTML: entities are read once and never escaped again', () => {
    expect(htmlToText('<p>Q&amp;A: 5 &lt; 6 &gt; 4, &quot;quoted&quot;</p>')).toBe('Q&A: 5 < 6 > 4, "quoted".');
    expect(htmlToText('<p>the entity &amp;lt; written out</p>')).toBe('the entity &lt; written out.');
  });

  it('keeps words split by inline markup together, and drops scripts, styles and images', () => {
    expect(htmlToText('<p><b>Bold</b>face and <a href="/x">link</a>ed <img src="a.png" alt="a picture"></p>')).toBe(
      'Boldface and linked.',
    );
    expect(htmlToText('<p>One</p><script>alert(1)</script><style>p{}</style>')).toBe('One.');
  });

  it('reads numbered lists and tables as sentences, without numbers or glued cells', () => {
    expect(htmlToText('<ol><li>Apply</li><li>Sit the test</li></ol>')).toBe('Apply. Sit the test.');
    expect(htmlToText('<table><tr><th>Day</th><td>Monday</td></tr></table>')).toBe('Day. Monday.');
  });

  it('gives nothing for markup without words', () => {
    expect(htmlToText('<p> </p><br><img src="a.png">')).toBe('');
  });
});

describe('htmlToPlainText', () => {
  it('keeps paragraphs apart, marks list items and writes each address after its link, made absolute', () => {
    expect(htmlToPlainText(ARTICLE, 'https://site.example')).toBe(
      [
        'In brief',
        '',
        'The seminar gathers teachers',
        'from every region',
        '',
        'Details',
        '',
        'Participants:',
        '',
        ' * pupils',
        ' * teachers',
        '',
        'Read the rules (https://example.org/rules) or the questions (https://site.example/en/faq).',
      ].join('\n'),
    );
  });

  it('writes an address once when the words are the address', () => {
    expect(htmlToPlainText('<p><a href="https://example.org/">https://example.org/</a></p>', 'https://s.example')).toBe(
      'https://example.org/',
    );
  });

  it('lays a table out in columns rather than gluing its cells', () => {
    const text = htmlToPlainText(
      '<table><tr><th>Day</th><th>Time</th></tr><tr><td>Mon</td><td>10:00</td></tr></table>',
      'https://s.example',
    );
    expect(text.split('\n').map((line) => line.split(/\s{2,}/))).toEqual([
      ['Day', 'Time'],
      ['Mon', '10:00'],
    ]);
  });
});
