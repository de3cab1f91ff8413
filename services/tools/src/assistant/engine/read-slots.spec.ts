import { describe, expect, it } from '@jest/globals';
import { findBrandMentions, wordsOf } from './brand-match.js';
import { TEST_BRAND_TABLE } from './engine.test-kit.js';
import { readPrice } from './money.js';
import { readYards } from './yards.js';

const brandsIn = (text: string) =>
  findBrandMentions(wordsOf(text), TEST_BRAND_TABLE).map((mention) =>
    mention.line ? `${mention.brand.brand} / ${mention.line.name}` : mention.brand.brand,
  );

describe('brand mentions', () => {
  it('forgives typos in a long enough name, in the order said', () => {
    expect(brandsIn('casacde or malabrgio')).toEqual(['Cascade Yarns', 'Malabrigo']);
    expect(brandsIn('rowen felted tweed')).toEqual(['Rowan / Felted Tweed']);
    expect(brandsIn('stylecraf special dk')).toEqual(['Stylecraft / Special DK']);
  });

  it('reads aliases and a distinctive line named alone', () => {
    expect(brandsIn('garnstudio karisma')).toEqual(['Drops / Karisma']);
    expect(brandsIn('is wool-ease soft')).toEqual(['Lion Brand / Wool-Ease']);
    expect(brandsIn('220 yards of rios')).toEqual(['Malabrigo / Rios']);
    expect(brandsIn('lion brand wool ease thick and quick')).toEqual([
      'Lion Brand / Wool-Ease Thick & Quick',
    ]);
  });

  it('does not read yarn words or short words as brands', () => {
    expect(brandsIn('worsted merino sock yarn for a sweater')).toEqual([]);
    expect(brandsIn('a drop stitch scarf in red')).toEqual([]);
    expect(brandsIn('220 yards of wool')).toEqual([]);
  });
});

describe('prices', () => {
  it.each([
    ['under $10', { amount: 10, currency: 'USD' }],
    ['less than £7.50', { amount: 7.5, currency: 'GBP' }],
    ['6€ max', { amount: 6, currency: 'EUR' }],
    ['under 5 quid', { amount: 5, currency: 'GBP' }],
    ['no more than 8 euros', { amount: 8, currency: 'EUR' }],
    ['under 12 dollars', { amount: 12, currency: 'USD' }],
    ['max 4,50 €', { amount: 4.5, currency: 'EUR' }],
  ])('%s', (text, price) => {
    expect(readPrice(text)).toEqual(price);
  });

  it('reads no price in a length or a weight', () => {
    expect(readPrice('skeins of 220 yds for 1 200 yds')).toBeUndefined();
  });
});

describe('lengths', () => {
  it.each<[string, ReturnType<typeof readYards>]>([
    ['skeins of 220 yd for 1 200 yds', { yardsPerSkein: 220, yardsNeeded: 1200 }],
    ['I need 1,100 yds and a skein has 210 yds', { yardsPerSkein: 210, yardsNeeded: 1100 }],
    ['each ball is 200 yards, the pattern needs 1500 yards', { yardsPerSkein: 200, yardsNeeded: 1500 }],
    ['220 yard skeins for a 1000 yard sweater', { yardsPerSkein: 220, yardsNeeded: 1000 }],
    [
      'balls of 100 m for 800 metres',
      { yardsPerSkein: 100 / 0.9144, yardsNeeded: 800 / 0.9144, inMetres: true },
    ],
    ['950 yards and 190 yards', { yardsPerSkein: 190, yardsNeeded: 950 }],
    ['a 1200 yard sweater', { yardsNeeded: 1200 }],
    ['no lengths here', {}],
  ])('%s', (text, expected) => {
    expect(readYards(text)).toEqual(expected);
  });
});
