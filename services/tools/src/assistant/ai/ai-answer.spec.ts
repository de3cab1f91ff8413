import { loadBrandTable } from '../brands/brand-table.js';
import { checkAiAnswer, cardFromTable } from './ai-answer.js';

const table = loadBrandTable();
const answer = (response: string, recommendations: unknown[] = []) =>
  JSON.stringify({ response, recommendations });

describe('checkAiAnswer', () => {
  it('refuses what is not the JSON object asked for', () => {
    for (const content of ['Cascade is great.', '{}', '{"response": ""}', '{"response": 3}', '[]', '']) {
      expect(checkAiAnswer(content, table)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('takes the object inside a Markdown code fence', () => {
    const fenced = '```json\n{"response": "Try Malabrigo Rios.", "recommendations": []}\n```';
    expect(checkAiAnswer(fenced, table)).toEqual({
      ok: true,
      response: 'Try Malabrigo Rios.',
      recommendations: [],
    });
  });

  it('rebuilds every pick from the table, whatever the model said of it', () => {
    const checked = checkAiAnswer(
      answer('Try Cascade 220 Superwash.', [
        {
          brand_name: 'cascade',
          line: 'Cascade 220 Superwash',
          quality_score: 10,
          avg_price: 1,
          tier: 'premium',
        },
      ]),
      table,
    );
    const entry = table.findLine('Cascade Yarns', '220 Superwash');
    expect(checked).toEqual({
      ok: true,
      response: 'Try Cascade 220 Superwash.',
      recommendations: [cardFromTable('Cascade Yarns', '220 Superwash', table)],
    });
    expect(checked.ok && checked.recommendations[0]).toMatchObject({
      brand_name: 'Cascade Yarns',
      line: '220 Superwash',
      quality_score: entry?.brand.quality_score,
      avg_price: entry?.line.price_usd,
      tier: entry?.brand.tier,
    });
  });

  it('drops a pick the table does not know (brand or line), once each, five at most', () => {
    const picks = [
      { brand_name: 'Fluffmaker', line: 'Cloud' },
      { brand_name: 'Malabrigo', line: 'Moonbeam' },
      { brand_name: 'Malabrigo', line: 'Rios' },
      { brand_name: 'Malabrigo', line: 'rios' },
      ...['Rowan', 'DROPS', 'Lion Brand', 'Scheepjes', 'Knit Picks', 'Sirdar'].map((brand_name) => ({
        brand_name,
      })),
    ];
    const checked = checkAiAnswer(answer('Here are some.', picks), table);
    expect(
      checked.ok && checked.recommendations.map((card) => `${card.brand_name} ${card.line ?? ''}`.trim()),
    ).toEqual(['Malabrigo Rios', 'Rowan', 'DROPS', 'Lion Brand', 'Scheepjes']);
  });

  it('refuses words that name a brand the table does not know', () => {
    expect(checkAiAnswer(answer('Loops & Threads Impeccable is cheap.'), table)).toEqual({
      ok: false,
      reason: 'unknown_brand',
      brand: 'Loops & Threads',
    });
    expect(
      checkAiAnswer(
        answer('Fluffmaker Cloud is the softest.', [{ brand_name: 'Fluffmaker', line: 'Cloud' }]),
        table,
      ),
    ).toEqual({ ok: false, reason: 'unknown_brand', brand: 'Fluffmaker' });
    expect(checkAiAnswer(answer('Merino is soft; Malabrigo and Drops have it.'), table).ok).toBe(true);
  });
});
