import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

// Issue 23: the forty-fifth's and forty-sixth's misses, in other words: a toy's name broken after "the", a name in
// its own language before the English one, stitches and "Aprox." read as sizes, a count said twice, a size's use.
const read = (lines: string[]) => readPatternText(lines.join('\n'));

describe('names broken on the cover', () => {
  it('joins a name broken after a small word to the line under it', () => {
    expect(
      read(['Nell the', 'Narwhal', 'a little crocheted whale', 'Pattern by Ana Ruiz']).title?.value,
    ).toBe('Nell the Narwhal');
  });

  it('takes the English half of a name said in two languages before the thing it names', () => {
    const lines = [
      'KOSKI YARNS OY · Free pattern KY-118 · English edition',
      'Revontuli / Northern Lights Cardigan',
      'A child’s cardigan with a stranded yoke',
      'Design: Liisa Koski',
    ];
    expect(read(lines).title?.value).toBe('Northern Lights Cardigan');
  });
});

describe('no sizes from stitches or a word alone', () => {
  it('reads no sizes from a shell stitch written out, nor from "Aprox." alone', () => {
    expect(read(['Shell (sh): (3 dc, ch 2, 3 dc) in the same st.']).sizes).toBeUndefined();
    expect(read(['MEDIDAS / SIZE', 'Aprox. / Approx. 80 x 90 cm']).sizes).toBeUndefined();
  });
});

describe("counts said twice and a size's use", () => {
  it('counts one skein said again as "enough for all sizes" once, and leaves out what one size used', () => {
    const socks = read([
      'YARN',
      'Fingering weight sock yarn',
      'Sample: Brookside Sock (100 g / 400 yds / 366 m) in Fern, 1 skein.',
      '1 skein is enough for all sizes up to a 10" foot.',
    ]);
    expect(socks.yardage?.value).toEqual([{ size: null, yards: 400 }]);
    const mitts = read([
      'YARN',
      'Sock yarn, fingering / 4 ply, 100 g = approx. 400 m',
      'Quantity',
      '1 skein for all sizes (size M used approx. 45 g)',
    ]);
    expect(mitts.yardage?.value).toEqual([{ size: null, yards: Math.round(400 / 0.9144) }]);
  });

  it("finds a blog's gnomes named below its how-to headline", () => {
    const reading = read([
      'How to Crochet Gnomes: Easy Holiday Decor (Free Pattern!) | Hook Nook     11/2/25, 8:10 PM',
      'https://hooknook.com/crochet-gnomes-free-pattern/',
      '',
      'Hook Nook',
      'Home · Free Patterns · Home Decor · Shop · About',
      '',
      'How to Crochet Gnomes: Easy Holiday Decor (Free Pattern!)',
      'Posted by Kim Lee · November 1, 2025 · 12 comments',
      '',
      'These little gnomes are the quickest gift I know, and they sit happily on any shelf.',
      '',
      'WOOLLY WINTER GNOMES',
      '',
      'Skill level: Easy',
      'Materials',
      '* 1 skein of chunky yarn',
    ]);
    expect(reading.title?.value).toBe('Woolly Winter Gnomes');
  });
});
