import { describe, expect, it } from '@jest/globals';
import type { ChatContextMessage, Reading } from './engine.types.js';
import { TEST_BRAND_TABLE } from './engine.test-kit.js';
import { readQuestion } from './read-question.js';
import { loadBrandTable } from './table.js';

const read = (message: string, previous: ChatContextMessage[] = []): Reading =>
  readQuestion(message, previous, TEST_BRAND_TABLE);
const user = (content: string): ChatContextMessage => ({ role: 'user', content });
const bot = (content: string): ChatContextMessage => ({ role: 'assistant', content });

describe('readQuestion: recommendations', () => {
  it.each<[string, Reading]>([
    [
      'soft yarn under $10',
      { intent: 'recommend', slots: { soft: true, maxPrice: { amount: 10, currency: 'USD' } } },
    ],
    [
      'machine washable DK for a baby blanket',
      { intent: 'recommend', slots: { washable: true, weight: 'DK', project: 'baby blanket' } },
    ],
    [
      'cheap aran for a jumper',
      { intent: 'recommend', slots: { budget: true, weight: 'Aran', project: 'sweater' } },
    ],
    ['4 ply sock yarn', { intent: 'recommend', slots: { weight: 'Fingering', project: 'socks' } }],
    ['anything nice under £8?', { intent: 'recommend', slots: { maxPrice: { amount: 8, currency: 'GBP' } } }],
    [
      'double knitting merino wool, 6€ max',
      {
        intent: 'recommend',
        slots: { weight: 'DK', fibres: ['merino'], maxPrice: { amount: 6, currency: 'EUR' } },
      },
    ],
    ['best yarn for baby blankets', { intent: 'recommend', slots: { project: 'baby blanket' } }],
    [
      'budget-friendly yarn for a sweater',
      { intent: 'recommend', slots: { budget: true, project: 'sweater' } },
    ],
    [
      'baby alpaca for a chunky hat',
      { intent: 'recommend', slots: { fibres: ['alpaca'], weight: 'Chunky', project: 'hat' } },
    ],
    [
      'super chunky yarn for a throw',
      { intent: 'recommend', slots: { weight: 'Super Chunky', project: 'blanket' } },
    ],
    // Found by trying the engine as a knitter would (the review of issue 21).
    [
      "yarn for socks that isn't wool",
      { intent: 'recommend', slots: { project: 'socks', excludedFibres: ['wool'] } },
    ],
    [
      "I'm allergic to wool, what can I use for a baby blanket",
      { intent: 'recommend', slots: { project: 'baby blanket', excludedFibres: ['wool'] } },
    ],
    ['wool-free sock yarn', { intent: 'recommend', slots: { project: 'socks', excludedFibres: ['wool'] } }],
    [
      'vegan yarn for a sweater',
      {
        intent: 'recommend',
        slots: {
          project: 'sweater',
          excludedFibres: [
            'wool',
            'merino',
            'superwash wool',
            'alpaca',
            'mohair',
            'cashmere',
            'silk',
            'yak',
            'camel',
            'angora',
          ],
        },
      },
    ],
    [
      'wool or acrylic for a hat',
      { intent: 'recommend', slots: { project: 'hat', fibres: ['wool', 'acrylic'], anyFibre: true } },
    ],
    ["what's good for a beginner", { intent: 'recommend', slots: { uses: ['beginners'] } }],
    ['yarn for fair isle', { intent: 'recommend', slots: { uses: ['colourwork'] } }],
    [
      'i need sumthing soft for a scarf, not too pricey',
      { intent: 'recommend', slots: { project: 'scarf', soft: true, budget: true } },
    ],
  ])('%s', (message, expected) => {
    expect(read(message)).toEqual(expected);
  });

  // The real table's lines "Extra", "Snow", "With Love", "Smart" and its brand Premier Yarns.
  it.each<[string, Reading]>([
    ['extra soft yarn for a baby', { intent: 'recommend', slots: { project: 'baby', soft: true } }],
    ['snow white yarn for a jumper', { intent: 'recommend', slots: { project: 'sweater' } }],
    ['a hat made with love', { intent: 'recommend', slots: { project: 'hat' } }],
    ['yarn for a smart cardigan', { intent: 'recommend', slots: { project: 'cardigan' } }],
    ['recommend a premium brand', { intent: 'recommend', slots: {} }],
  ])('takes no everyday word for a line or brand: %s', (message, expected) => {
    expect(readQuestion(message, [], loadBrandTable())).toEqual(expected);
  });
});

describe('readQuestion: brands, typos and lines', () => {
  it('compares two brands, typos forgiven, in the order asked', () => {
    expect(read('Cascade vs Malabrigo')).toEqual({
      intent: 'compare',
      slots: { brands: ['Cascade Yarns', 'Malabrigo'] },
    });
    expect(read('casacde or malabrgio, which is better?').slots.brands).toEqual([
      'Cascade Yarns',
      'Malabrigo',
    ]);
  });

  it('asks which brands when none is named', () => {
    expect(read('compare two brands')).toEqual({ intent: 'compare', slots: {} });
  });

  it('reads "is X good quality", and a line named with its brand', () => {
    expect(read('is a brand good quality')).toEqual({ intent: 'quality', slots: {} });
    expect(read('Is Red Heart good quality?')).toEqual({
      intent: 'quality',
      slots: { brands: ['Red Heart'] },
    });
    expect(read('is lion brand wool-ease any good')).toEqual({
      intent: 'quality',
      slots: { brands: ['Lion Brand'], line: { brand: 'Lion Brand', line: 'Wool-Ease' } },
    });
  });

  it('keeps a name the table does not know, so the answer can say so', () => {
    expect(read('is Hobbii any good?')).toEqual({ intent: 'quality', slots: { unknownBrands: ['hobbii'] } });
  });

  it('reads a substitute for a named or discontinued line; its numbers are not yards', () => {
    expect(read('Rowan Pure Wool DK is discontinued, what can I use instead?')).toEqual({
      intent: 'substitute',
      slots: { brands: ['Rowan'], line: { brand: 'Rowan', line: 'Pure Wool DK' } },
    });
    expect(read('a substitute for Cascade 220')).toEqual({
      intent: 'substitute',
      slots: { brands: ['Cascade Yarns'], line: { brand: 'Cascade Yarns', line: '220' } },
    });
  });

  it('reads deals on a brand', () => {
    expect(read('any deals on Drops?')).toEqual({ intent: 'deals', slots: { brands: ['Drops'] } });
  });

  it('does not take a common word for a brand', () => {
    expect(read('which patterns work with worsted yarn?').slots.brands).toBeUndefined();
    expect(read('I dropped a stitch').slots.brands).toBeUndefined();
  });
});

describe('readQuestion: stash, skeins, greetings', () => {
  it.each<[string, Reading]>([
    ['how much DK do I have?', { intent: 'stash_amount', slots: { weight: 'DK' } }],
    ['what can I make with my stash?', { intent: 'stash_ideas', slots: {} }],
    [
      'how many skeins of 220 yd for 1 200 yds?',
      { intent: 'skeins', slots: { yardsPerSkein: 220, yardsNeeded: 1200 } },
    ],
    [
      'how many balls of 200 m for 1500 yards?',
      { intent: 'skeins', slots: { yardsPerSkein: 200 / 0.9144, yardsNeeded: 1500, inMetres: true } },
    ],
    ['hello', { intent: 'greeting', slots: {}, greeting: 'hello' }],
    ['Thanks so much!', { intent: 'greeting', slots: {}, greeting: 'thanks' }],
    ['ok bye', { intent: 'greeting', slots: {}, greeting: 'bye' }],
    ['what is the capital of France', { intent: 'unknown', slots: {} }],
    ['', { intent: 'unknown', slots: {} }],
  ])('%s', (message, expected) => {
    expect(read(message)).toEqual(expected);
  });
});

describe('readQuestion: follow-ups', () => {
  it('keeps the earlier slots and adds what the follow-up names', () => {
    const previous = [user('soft DK for a baby'), bot('Here are 3 picks.')];
    expect(read('what about cheaper ones?', previous)).toEqual({
      intent: 'recommend',
      slots: { soft: true, weight: 'DK', project: 'baby', budget: true },
    });
    expect(read('and in DK?', [user('cheap aran for a jumper'), bot('Here are 5 picks.')])).toEqual({
      intent: 'recommend',
      slots: { budget: true, weight: 'DK', project: 'sweater' },
    });
  });

  it('answers "which two brands?" with the brands named next', () => {
    const previous = [user('compare two brands'), bot('Which two brands would you like to compare?')];
    expect(read('Cascade and Malabrigo', previous)).toEqual({
      intent: 'compare',
      slots: { brands: ['Cascade Yarns', 'Malabrigo'] },
    });
  });

  it('reads "anything cheaper?" after a brand\'s quality as a cheaper stand-in for it', () => {
    const previous = [user('is Malabrigo worth the money?'), bot('Malabrigo is a premium brand.')];
    expect(read('and something cheaper?', previous)).toEqual({
      intent: 'substitute',
      slots: { brands: ['Malabrigo'], budget: true },
    });
  });

  it('does not carry slots into a new question', () => {
    expect(read('how much DK do I have?', [user('cheap aran for a jumper')])).toEqual({
      intent: 'stash_amount',
      slots: { weight: 'DK' },
    });
  });
});
