import { describe, expect, it } from '@jest/globals';
import { normalisePatternLines } from './normalise-text.js';

describe('normalisePatternLines', () => {
  it('folds ligatures, typographic quotes, dashes and bullets', () => {
    expect(normalisePatternLines('•  \uFB01ngering \u2013 16\u201D circular')).toEqual([
      'fingering - 16" circular',
    ]);
  });

  it('rejoins words hyphenated across lines but keeps the hyphen of top-down', () => {
    expect(normalisePatternLines('Yarn: yard-\nage 800 yds\nworked top-\ndown')).toEqual([
      'Yarn: yardage 800 yds',
      'worked top-down',
    ]);
    expect(normalisePatternLines('Cobble-\nstone Socks')).toEqual(['Cobblestone Socks']);
  });

  it('reads a two-column layout column by column', () => {
    const text = [
      'SIZES          NEEDLES',
      'S (M, L)       US 7 (4.5 mm)',
      '               US 8 (5 mm)',
    ].join('\n');
    expect(normalisePatternLines(text)).toEqual([
      'SIZES',
      'S (M, L)',
      'NEEDLES',
      'US 7 (4.5 mm)',
      'US 8 (5 mm)',
    ]);
  });

  it('drops page numbers and keeps blank lines as paragraph ends', () => {
    expect(normalisePatternLines('Intro\nPage 2 of 7\n- 3 -\n\nNext')).toEqual(['Intro', '', 'Next']);
  });
});
