import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { readPatternText } from './read-pattern-text.js';
import { translatedPair } from './translated-lines.js';

// Issue 23: pages printed in two languages, each line said again in the other under it.
describe('a line and its translation under it', () => {
  it('tells a translated pair by the same numbers in other words, and keeps the English one', () => {
    const german = 'Wolle Mond (80 % Wolle): 150 g in Farbe Moos (3 Knäuel zu 50 g = 125 m)';
    const english = '150 g in shade Moss (3 balls of 50 g = 125 m each)';
    expect(translatedPair(german, english)).toBe('previous');
    expect(translatedPair(english, german)).toBe('line');
    expect(translatedPair('12 Maschen x 16 Reihen = 10 cm', '12 stitches x 16 rows = 10 cm')).toBe(
      'previous',
    );
    // Same numbers, same words: two colours, two rows of a chart; other numbers: a new fact.
    expect(
      translatedPair('Colour A: 100 g (2 balls of 50 g)', 'Colour B: 100 g (2 balls of 50 g)'),
    ).toBeNull();
    expect(translatedPair('Next row: k2, p2 to end.', 'Following row: k2, p2 to end.')).toBeNull();
    expect(translatedPair('Bust: 86 (96, 106) cm', 'Length: 56 (58, 60) cm')).toBeNull();
  });

  it('reads the yarn of a page in two languages once, its headings alone on a line in both', () => {
    const text = [
      'Cesta Pequeña / Little Basket',
      '',
      'MATERIALES / MATERIALS',
      'Algodón Río (100 % algodón): 150 g en color Mar (3 ovillos de 50 g = 80 m cada uno)',
      '150 g in colour Sea (3 balls of 50 g = 80 m each)',
      'Aguja de ganchillo / Crochet hook: 5 mm',
    ].join('\n');
    const document = readPatternDocument(text);
    expect(document.sections.find((section) => section.kind === 'yarn')?.lines).toEqual([
      '150 g in colour Sea (3 balls of 50 g = 80 m each)',
      'Aguja de ganchillo / Crochet hook: 5 mm',
    ]);
    // Three balls of 80 m, not six, nor the weight of those three again.
    expect(readPatternText(text).yardage?.value).toEqual([{ size: null, yards: 262 }]);
  });

  it('counts spools named first in another language, under a heading in both', () => {
    const text = [
      'Alfombra Estrella / Star Rug',
      '',
      'Materiales / Materials',
      '- Trapillo (recycled cotton), approx. 600 g / 100 m por bobina / per spool',
      '  2 bobinas / spools Gris (Grey)',
      '  2 bobinas / spools Blanco (White)',
      '- Hook 12 mm',
    ].join('\n');
    const reading = readPatternText(text);
    expect(reading.title?.value).toBe('Star Rug');
    expect(reading.yardage?.value).toEqual([{ size: null, yards: 437 }]);
  });
});

describe("a flat thing's width across", () => {
  it('is no size of a rug or a mat', () => {
    for (const measure of ['Ø 80 cm', '80 cm across', '31" diameter'])
      expect(readPatternText(`Round Bath Mat\n\nSize: ${measure}\n\nYarn: 3 spools`).sizes).toBeUndefined();
    expect(readPatternText('Beanie\n\nSize: 50 (54) cm around').sizes?.value).toEqual(['50', '54']);
  });
});
