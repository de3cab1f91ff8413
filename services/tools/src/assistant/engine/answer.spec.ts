import { describe, expect, it } from '@jest/globals';
import type { Deal, Pattern, StashSummary, StashSummaryGroup } from '@yarn-mgmt/contracts';
import { answerQuestion } from './answer.js';
import type { AssistantSources, SourceResult } from './engine.types.js';
import { buildBrandTable } from '../brands/brand-table.js';
import { line, row, TEST_BRAND_TABLE } from './engine.test-kit.js';
import { readQuestion } from './read-question.js';

const ok = <T>(value: T): SourceResult<T> => ({ ok: true, value });
const signedOut = { ok: false, reason: 'signed_out' } as const;
const down = { ok: false, reason: 'unavailable' } as const;

const YARN_A = '11111111-1111-4111-8111-111111111111';
const YARN_B = '22222222-2222-4222-8222-222222222222';
const PATTERN = '33333333-3333-4333-8333-333333333333';

const group = (over: Partial<StashSummaryGroup>): StashSummaryGroup => ({
  brand: 'Drops',
  line: 'Karisma',
  weight_category: 'DK',
  yardage_per_skein: 109,
  colorway: 'Navy',
  dye_lot: null,
  skeins: 10,
  yards: 1090,
  yarn_ids: [YARN_A],
  ...over,
});
const STASH: StashSummary = {
  groups: [
    group({}),
    group({
      brand: 'Cascade Yarns',
      line: '220',
      weight_category: 'Worsted',
      yardage_per_skein: 220,
      colorway: 'Red',
      skeins: 3,
      yards: 660,
      yarn_ids: [YARN_B],
    }),
  ],
};
const pattern = { id: PATTERN, title: 'Ribbed Hat' } as Pattern;
const deal = (over: Partial<Deal>): Deal => ({
  id: 1,
  product_name: 'Drops Karisma',
  brand: 'Drops',
  retailer_name: 'Wool Shop',
  current_price: 2.8,
  original_price: 3.5,
  currency: 'USD',
  discount_percentage: 20,
  yarn_weight: 'DK',
  fiber_content: 'Wool',
  image_url: null,
  product_url: 'https://shop.example/karisma',
  scraped_at: '2025-06-01T00:00:00.000Z',
  first_seen_at: '2025-06-01T00:00:00.000Z',
  is_active: true,
  ...over,
});

function sources(over: Partial<AssistantSources> = {}): AssistantSources & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    stash: () => Promise.resolve(ok(STASH)),
    makeablePatterns: () => Promise.resolve(ok([pattern])),
    brandDeals: (brand) => {
      asked.push(brand);
      return Promise.resolve(
        ok([
          deal({}),
          deal({
            id: 2,
            product_name: 'Drops Fabel',
            discount_percentage: 30,
            current_price: 2.1,
            original_price: 3,
            currency: 'EUR',
          }),
        ]),
      );
    },
    ...over,
  };
}

const names = (picks: readonly { brand_name: string; line: string | null }[]) =>
  picks.map((pick) => `${pick.brand_name} ${pick.line}`);

const ask = (message: string, given: AssistantSources = sources()) =>
  answerQuestion(readQuestion(message, [], TEST_BRAND_TABLE), given, TEST_BRAND_TABLE);

describe('answerQuestion: the table', () => {
  it('recommends only lines inside every filter, with the reason', async () => {
    const answer = await ask('machine washable DK for a baby blanket');
    expect(answer.recommendations.map((pick) => `${pick.brand_name} ${pick.line}`)).toEqual([
      'Debbie Bliss Rialto DK',
      'Drops Karisma',
      'Stylecraft Special DK',
    ]);
    expect(answer.recommendations.every((pick) => pick.weight_category === 'DK')).toBe(true);
    expect(answer.recommendations[1].reason).toContain('machine washable');
    expect(answer.text).toBe(
      'Here are 3 picks for a baby blanket (DK, machine washable), best quality first: Debbie Bliss Rialto DK, Drops Karisma and Stylecraft Special DK.',
    );
  });

  it('says plainly when nothing fits', async () => {
    const answer = await ask('cashmere under $2');
    expect(answer.recommendations).toEqual([]);
    expect(answer.text).toBe(
      "I couldn't find a yarn in my table that fits all of: cashmere, under $2. Try leaving one of those out.",
    );
  });

  it('says what a budget in pounds is in the dollars of the table, after the picks', async () => {
    const answer = await ask('DK under £3');
    expect(answer.text).toBe(
      "Here are 2 picks (DK, under £3), best quality first: Drops Karisma and Stylecraft Special DK. £3 is about $4.05 at a fixed rate of £1 = $1.35: my table's prices are in US dollars.",
    );
  });

  it('leaves out a fibre asked away, and takes any of fibres asked with "or"', async () => {
    const woolFree = await ask('sock yarn without wool');
    expect(woolFree.recommendations).toEqual([]);
    const socks = await ask('sock yarn');
    expect(socks.recommendations.length).toBeGreaterThan(0);
    expect(names((await ask('no acrylic for a blanket')).recommendations)).toEqual([
      'Cascade Yarns 220 Superwash',
    ]);
    expect(names((await ask('cotton or acrylic for amigurumi')).recommendations)).toEqual([
      'Scheepjes Catona',
      'Drops Paris',
      'Stylecraft Special DK',
      'Red Heart Super Saver',
    ]);
  });

  it("recommends for a beginner from the table's good_for", async () => {
    const answer = await ask("i'm learning to knit, which yarn?");
    expect(names(answer.recommendations)).toEqual(['Red Heart Super Saver']);
    expect(answer.recommendations[0].reason).toContain('Good for beginners.');
    // Beside a project, a use ranks: the beginners' line first, the project's other lines after it.
    const blanket = await ask('best yarn for a beginner blanket');
    expect(names(blanket.recommendations)[0]).toBe('Red Heart Super Saver');
    expect(blanket.recommendations.length).toBeGreaterThan(1);
    expect(blanket.text).toMatch(
      /^Here are \d picks for a blanket, those good for beginners first, then best quality: Red Heart Super Saver, /,
    );
  });

  it('gives a budget pick its price by weight, not a brand sentence about other lines', async () => {
    const answer = await ask('cheap yarn for a blanket');
    const special = answer.recommendations.find((pick) => pick.line === 'Special DK');
    expect(special?.reason).toBe('Good for blankets. About $3.50 per 100 g (322 yds).');
  });

  it("compares two brands with the table's scores and shows both as cards", async () => {
    const answer = await ask('Cascade vs Malabrigo');
    expect(answer.recommendations.map((card) => card.brand_name)).toEqual(['Cascade Yarns', 'Malabrigo']);
    expect(answer.text).toBe(
      'Cascade Yarns: quality 8/10, value 7.5/10, about $12.83 a skein. Malabrigo: quality 9/10, value 6/10, about $16.50 a skein. ' +
        "Malabrigo is ahead on quality: Malabrigo: a test row's quality reason. " +
        "Cascade Yarns is ahead on value: Cascade Yarns: a test row's value reason.",
    );
  });

  it('says when the table does not know a brand, and invents nothing', async () => {
    const answer = await ask('is Hobbii any good?');
    expect(answer.text).toBe("I don't have hobbii in my brand table, so I can't say anything about it.");
    expect(answer.recommendations).toEqual([]);
  });

  it('judges a known brand by its scores and reasons, and its card names its lines', async () => {
    const answer = await ask('is Red Heart good quality?');
    expect(answer.text).toBe(
      "Red Heart is a budget champion, about $5.50 a skein. Quality 5/10: Red Heart: a test row's quality reason. Value 8/10: Red Heart: a test row's value reason.",
    );
    expect(answer.recommendations).toHaveLength(1);
    expect(answer.recommendations[0].reason).toBe('Lines in my table: Super Saver.');
  });

  it('answers thanks and a goodbye as such', async () => {
    expect((await ask('thanks!')).text).toBe(
      "You're welcome! Ask me anything else about yarn whenever you like. Happy knitting!",
    );
    expect((await ask('bye')).text).toBe('Bye for now, and happy knitting!');
  });

  it('finds substitutes of the same weight, fibre and yardage, never discontinued', async () => {
    // 137 yds per 50 g: Rialto DK's 114 is within a fifth, Karisma's 109 and Felted Tweed's 191 are not.
    const answer = await ask('Rowan Pure Wool DK is discontinued, what can I use instead?');
    expect(answer.recommendations.map((pick) => `${pick.brand_name} ${pick.line}`)).toEqual([
      'Debbie Bliss Rialto DK',
    ]);
    expect(answer.text).toContain(
      'For Rowan Pure Wool DK (DK, 100% Superwash Wool, 137 yds per 50 g, discontinued)',
    );
  });

  it('finds cheaper stand-ins for a line asked "like X but cheaper", washable like it first', async () => {
    const answer = await ask('something like Malabrigo Rios but cheaper');
    expect(answer.intent).toBe('substitute');
    expect(answer.recommendations.map((pick) => `${pick.brand_name} ${pick.line}`)).toEqual([
      'Cascade Yarns 220 Superwash',
      'Malabrigo Worsted',
    ]);
    expect(answer.recommendations.every((pick) => pick.avg_price < 16.5)).toBe(true);
  });

  it('takes "cheaper" by the yard: a smaller skein that costs less is no saving', async () => {
    const wool = (name: string, yards: number, grams: number, price_usd: number) =>
      line({
        name,
        weight: 'Worsted',
        fiber_content: '100% Wool',
        fibres: ['wool'],
        yards,
        grams,
        price_usd,
        washable: false,
      });
    const table = (...standIns: ReturnType<typeof wool>[]) =>
      buildBrandTable(
        [
          row('Mill A', [], 'other', [8, 7], [wool('Original', 200, 100, 10)]),
          row('Mill B', [], 'other', [7, 7], standIns),
        ],
        'test',
      );
    const cheaper = (given: ReturnType<typeof table>) =>
      answerQuestion(readQuestion('something like Mill A Original but cheaper', [], given), sources(), given);
    // Small: $6 a 50 g skein of 110 yds is $5.45 per 100 yds against the original's $5.00.
    const both = await cheaper(table(wool('Small', 110, 50, 6), wool('Big', 200, 100, 9)));
    expect(names(both.recommendations)).toEqual(['Mill B Big']);
    expect(both.recommendations[0].reason).toContain('$9.00 per 100 g against $10.00');
    const smallOnly = await cheaper(table(wool('Small', 110, 50, 6)));
    expect(smallOnly.text).toBe(
      'None of the yarns in my table close to Mill A Original (Worsted, 100% Wool, 200 yds per 100 g) in weight, fibre and yardage costs less by the yard. The closest, whatever the price: Mill B Small.',
    );
    expect(names(smallOnly.recommendations)).toEqual(['Mill B Small']);
  });

  it('says which of two brands is cheaper when the comparison is about price', async () => {
    const answer = await ask("what's cheaper, Drops or Rowan?");
    expect(answer.text).toContain('Drops is cheaper: about $2.83 a skein against $12.33.');
  });

  it('asks for more when nothing narrows the recommendation', async () => {
    const answer = await ask('recommend something');
    expect(answer.recommendations).toHaveLength(5);
    expect(answer.text).toMatch(/Tell me the project, weight, fibre or budget and I'll narrow it down\.$/);
  });

  it("answers a follow-up with the earlier question's slots", async () => {
    const reading = readQuestion(
      'and in DK?',
      [{ role: 'user', content: 'cheap washable yarn for a baby' }],
      TEST_BRAND_TABLE,
    );
    const answer = await answerQuestion(reading, sources(), TEST_BRAND_TABLE);
    expect(answer.text).toBe(
      'Here are 3 picks for a baby (DK, machine washable), best value first: Drops Karisma, Stylecraft Special DK and Debbie Bliss Rialto DK.',
    );
  });

  it('counts skeins asked in metres in metres, with no rounding into an extra skein', async () => {
    const answer = await ask('how many balls of 100 m do I need for 800 metres?');
    expect(answer.text).toBe('For 800 m in skeins of 100 m you need 8.00 skeins: buy 8 skeins (800 m).');
  });

  it('counts skeins with the calculator', async () => {
    const answer = await ask('how many skeins of 220 yd for 1 200 yds?');
    expect(answer.text).toBe(
      'For 1 200 yds in skeins of 220 yds you need 5.45 skeins: buy 6 skeins (1 320 yds).',
    );
  });

  it("cannot read: no text, for the spec's fallback reply", async () => {
    expect(await ask('what is the capital of France')).toEqual({
      intent: 'unknown',
      text: null,
      recommendations: [],
      links: [],
      unavailable: [],
    });
  });
});

describe("answerQuestion: the user's stash and deals", () => {
  it('adds up the stash of a weight, with links to the yarn', async () => {
    const answer = await ask('how much DK do I have?');
    expect(answer.text).toBe('Your DK stash: 10 skeins · 1 090 yds.');
    expect(answer.links).toEqual([{ kind: 'yarn', id: YARN_A, label: 'Drops Karisma - Navy' }]);
  });

  it("checks a project against the stash with the calculator's estimate", async () => {
    const answer = await ask('do I have enough DK for a sweater?');
    expect(answer.text).toContain(
      'For a DK sweater (about 1 200 yds): Short by 110 yds: 1 090 of 1 200 yds.',
    );
  });

  it("counts sock yarn by the table's lines, whatever weight the inventory filed it under", async () => {
    const withSocks: StashSummary = {
      groups: [...STASH.groups, group({ line: 'Fabel', weight_category: 'Sport', skeins: 2, yards: 448 })],
    };
    const answer = await ask(
      'how much sock yarn do I have',
      sources({ stash: () => Promise.resolve(ok(withSocks)) }),
    );
    expect(answer.text).toBe('Your stash holds 2 skeins of sock yarn (448 yds): Drops Fabel - Navy.');
    expect(answer.links).toEqual([{ kind: 'yarn', id: YARN_A, label: 'Drops Fabel - Navy' }]);
    expect((await ask('how much sock yarn do I have')).text).toBe(
      'I found no sock yarn in your stash among the lines my brand table knows.',
    );
  });

  it('lists the patterns the stash can make, with links', async () => {
    const answer = await ask('what can I make with my stash?');
    expect(answer.text).toBe('From your stash you can make Ribbed Hat.');
    expect(answer.links).toEqual([{ kind: 'pattern', id: PATTERN, label: 'Ribbed Hat' }]);
  });

  it('asks a visitor to sign in', async () => {
    const visitor = sources({
      stash: () => Promise.resolve(signedOut),
      makeablePatterns: () => Promise.resolve(signedOut),
    });
    expect((await ask('how much DK do I have?', visitor)).text).toBe('Sign in to ask about your own stash.');
    expect((await ask('what can I make with my stash?', visitor)).text).toBe(
      'Sign in to ask about your own stash.',
    );
  });

  it('says what it could not see, and answers what it can', async () => {
    const inventoryDown = await ask(
      'how much DK do I have?',
      sources({ stash: () => Promise.resolve(down) }),
    );
    expect(inventoryDown.unavailable).toEqual(['inventory']);
    expect(inventoryDown.text).toContain("I couldn't see your stash just now");
    const patternsDown = await ask(
      'what can I make with my stash?',
      sources({ makeablePatterns: () => Promise.resolve(down) }),
    );
    expect(patternsDown.unavailable).toEqual(['patterns']);
    expect(patternsDown.text).toBe(
      "I couldn't see your pattern library just now (the patterns service did not answer). Your stash holds 13 skeins (1 750 yds): DK 10 skeins (1 090 yds), Worsted 3 skeins (660 yds).",
    );
  });

  it('names both sources when neither answers a stash question', async () => {
    const answer = await ask(
      'what can I make with my stash?',
      sources({ stash: () => Promise.resolve(down), makeablePatterns: () => Promise.resolve(down) }),
    );
    expect(answer.unavailable).toEqual(['patterns', 'inventory']);
    expect(answer.links).toEqual([]);
  });

  it('asks a visitor to sign in for deals, and asks which brand when none is named', async () => {
    const visitor = sources({ brandDeals: () => Promise.resolve(signedOut) });
    expect((await ask('any deals on Drops?', visitor)).text).toBe('Sign in to see the deals on a brand.');
    expect((await ask("what's on sale?")).text).toBe(
      'Which brand would you like deals on? For example: any deals on Drops?',
    );
  });

  it("lists a brand's deals, biggest discount first, each in its shop's currency, from the deals source", async () => {
    const given = sources();
    const answer = await ask('any deals on Drops?', given);
    expect(given.asked).toEqual(['Drops']);
    expect(answer.text).toBe(
      '2 deals on Drops right now, biggest discount first: Drops Fabel at Wool Shop, €2.10 (was €3.00, 30% off); Drops Karisma at Wool Shop, $2.80 (was $3.50, 20% off).',
    );
    const deals = await ask('any deals on Drops?', sources({ brandDeals: () => Promise.resolve(down) }));
    expect(deals.unavailable).toEqual(['deals']);
  });
});
