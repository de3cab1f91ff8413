import { describe, expect, it } from '@jest/globals';
import { isAdvert, readPatternDocument } from './pattern-document.js';
import { readYardage } from './yardage.js';

describe('readPatternDocument', () => {
  it('starts a section at each heading, with or without a colon, and ends it at a blank line', () => {
    const document = readPatternDocument(
      'Hat\nSIZES\nS (M, L)\nYarn: DK, 200 yds\nMC: 150 yds\nTension 22 sts = 10 cm\n\nCast on.',
    );
    expect(document.sections.map((s) => [s.kind, s.text])).toEqual([
      ['text', 'Hat'],
      ['sizes', 'S (M, L)'],
      ['yarn', 'DK, 200 yds MC: 150 yds'],
      ['gauge', '22 sts = 10 cm'],
      ['text', 'Cast on.'],
    ]);
  });

  it('does not take prose that begins with a heading word for a heading', () => {
    const document = readPatternDocument('Gauge is not critical for this project.');
    expect(document.sections.map((s) => s.kind)).toEqual(['text']);
  });

  it('keeps a heading open across blank lines until its content comes', () => {
    const document = readPatternDocument('GAUGE\n\n\n24 sts = 4 in\n\nNext');
    expect(document.sections.map((s) => [s.kind, s.text])).toEqual([
      ['gauge', '24 sts = 4 in'],
      ['text', 'Next'],
    ]);
  });

  it('reads "Sizes available:" as a heading and ends a section at any other label, but not at an amount', () => {
    const document = readPatternDocument(
      'Yardage: 400 yds\nMC: 300 yds\nSizes available: S (M)\nDesigner: Ann Lee',
    );
    expect(document.sections.map((s) => [s.kind, s.text])).toEqual([
      ['yarn', '400 yds MC: 300 yds'],
      ['sizes', 'S (M)'],
      ['other', 'Designer: Ann Lee'],
    ]);
  });

  it('leaves a paragraph about other patterns out of the whole text, from its first line to the blank line', () => {
    const document = readPatternDocument(
      [
        'YARN',
        'Cottage Aran, each 100 g ball is approx. 180 m.',
        '',
        'NOTE: buy all your balls from one dye lot.',
        'Coming in Book 4: the Orchard Cushion (2 balls), the Hedgerow Throw (9 balls).',
        'Worked in the round with bobbles.',
        '',
        'You may also like: Fern Cowl, 1 skein.',
        '',
        'Thank you!',
      ].join('\n'),
    );
    expect(document.text).toBe(
      'YARN Cottage Aran, each 100 g ball is approx. 180 m. NOTE: buy all your balls from one dye lot. Thank you!',
    );
    expect(readYardage(document, undefined).yardage?.value).toEqual([{ size: null, yards: 197 }]);
  });
});

describe("a web page's comments, reviews and questions", () => {
  it('are left out of the whole text to the end of the page', () => {
    const page = [
      'Yarn: 2 skeins Tarn 4ply (100 g / 350 yds)',
      '',
      'QUESTIONS & ANSWERS',
      "Q: Enough yarn? A: There's about 60g left.",
      '',
      '47 COMMENTS',
      'I used about 1,400 yds of DK with a 4.5 mm hook.',
      '',
      'So glad you love it!',
    ].join('\n');
    expect(readPatternDocument(page).text).toBe('Yarn: 2 skeins Tarn 4ply (100 g / 350 yds)');
  });

  it('are left out from a line saying how many there are, or that they are closed', () => {
    const closed =
      'Yarn: 2 skeins (350 yds each)\n\n[Comments are closed. 3 comments: "I used 600 yds of DK."]';
    expect(readPatternDocument(closed).text).toBe('Yarn: 2 skeins (350 yds each)');
    const counted = 'Yarn: 2 skeins (350 yds each)\n\n12 comments: "Mine took 900 yds" - Tess';
    expect(readPatternDocument(counted).text).toBe('Yarn: 2 skeins (350 yds each)');
  });

  it('joins a list of amounts broken inside its brackets', () => {
    const text = 'Yarn: approximately 780 (860, 950) [1230, 1330,\n1540] yards.';
    expect(readPatternDocument(text).lines).toEqual([
      'Yarn: approximately 780 (860, 950, 1230, 1330, 1540) yards.',
    ]);
  });
});

describe('the sections of a page with comments', () => {
  it('puts every comment in a section no field is read from', () => {
    const document = readPatternDocument('Hook: 5 mm\nCOMMENTS\nI used a 4 mm hook.');
    expect(document.sections.map((section) => [section.kind, section.text, isAdvert(section)])).toEqual([
      ['needles', '5 mm', false],
      ['other', 'COMMENTS I used a 4 mm hook.', true],
    ]);
  });
});

describe("a yarn's weight set as a label inside the yarn section", () => {
  it('keeps "Aran weight: <yarn>" in the yarn section, as another label ends it', () => {
    const document = readPatternDocument(
      'YARN\nAran weight: Cnoc Aran (100 g / 167 m)\n2 (3) skeins\nDesigner: Ana Ruiz',
    );
    expect(document.sections.map((section) => [section.kind, section.text])).toEqual([
      ['yarn', 'Aran weight: Cnoc Aran (100 g / 167 m) 2 (3) skeins'],
      ['other', 'Designer: Ana Ruiz'],
    ]);
  });
});
