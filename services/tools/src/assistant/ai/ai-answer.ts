import type { Recommendation } from '@yarn-mgmt/contracts';
import { z } from 'zod';
import { brandKey } from '../brands/brand-table.js';
import { MAX_RECOMMENDATIONS, type BrandTable } from '../engine/index.js';
import { OTHER_YARN_BRANDS } from './other-brands.js';

/** The longest answer shown: a chat reply, not an essay. */
export const AI_RESPONSE_MAX_LENGTH = 2_000;

/** What the model is asked to end with (the system prompt says so): its words and the lines it recommends. */
const AiFinalAnswerSchema = z.object({
  response: z.string().trim().min(1).max(AI_RESPONSE_MAX_LENGTH),
  recommendations: z
    .array(z.object({ brand_name: z.string().max(120), line: z.string().max(120).nullish() }))
    .max(20)
    .default([]),
});

export type AiAnswerCheck =
  | { ok: true; response: string; recommendations: Recommendation[] }
  | { ok: false; reason: 'malformed' | 'unknown_brand'; brand?: string };

/** The JSON object of an answer, a Markdown code fence around it forgiven. */
function parseJson(content: string): unknown {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/.exec(content.trim());
  try {
    return JSON.parse(fenced ? (fenced[1] ?? '') : content);
  } catch {
    return undefined;
  }
}

/**
 * The model's final answer, checked: well formed, no brand the table does not know named in its words, and every
 * recommendation rebuilt from the table (scores, price and tier are the table's, never the model's); one the
 * table does not know, brand or line, is dropped. Anything else is refused, and the built-in engine answers.
 */
export function checkAiAnswer(content: string, table: BrandTable): AiAnswerCheck {
  const parsed = AiFinalAnswerSchema.safeParse(parseJson(content));
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const { response, recommendations } = parsed.data;
  const stranger = strangerNamed(response, recommendations, table);
  if (stranger) return { ok: false, reason: 'unknown_brand', brand: stranger };
  const cards: Recommendation[] = [];
  const seen = new Set<string>();
  for (const pick of recommendations) {
    const card = cardFromTable(pick.brand_name, pick.line ?? null, table);
    const key = card && `${card.brand_name}\n${card.line ?? ''}`;
    if (!card || !key || seen.has(key)) continue;
    seen.add(key);
    cards.push(card);
    if (cards.length === MAX_RECOMMENDATIONS) break;
  }
  return { ok: true, response, recommendations: cards };
}

const wordsKey = (text: string) =>
  ` ${brandKey(text)
    .replace(/[^\p{L}\p{N}&+]+/gu, ' ')
    .trim()} `;

/**
 * A brand the answer's words name that the table does not hold: one the model put in its recommendations, or a
 * known yarn brand outside the table (OTHER_YARN_BRANDS).
 */
function strangerNamed(
  response: string,
  recommendations: readonly { brand_name: string }[],
  table: BrandTable,
): string | undefined {
  const said = wordsKey(response);
  const names = (name: string) => wordsKey(name).trim().length > 1 && said.includes(wordsKey(name));
  const unknownPick = recommendations.find((pick) => !table.find(pick.brand_name) && names(pick.brand_name));
  if (unknownPick) return unknownPick.brand_name;
  return OTHER_YARN_BRANDS.find((brand) => !table.find(brand) && names(brand));
}

/** A recommendation card from the table alone: the brand's scores and tier, the line's price and facts. */
export function cardFromTable(
  brandName: string,
  lineName: string | null,
  table: BrandTable,
): Recommendation | null {
  const row = table.find(brandName);
  if (!row) return null;
  if (!lineName) {
    return {
      brand_name: row.brand,
      quality_score: row.quality_score,
      value_score: row.value_score,
      avg_price: row.avg_price_usd,
      tier: row.tier,
      line: null,
      weight_category: null,
      fiber_content: null,
      reason: `${row.brand}: quality ${row.quality_score}/10 (${row.quality_reason}); value ${row.value_score}/10 (${row.value_reason}).`,
    };
  }
  const entry =
    table.findLine(row.brand, lineName) ?? table.findLine(row.brand, stripBrand(lineName, row.brand));
  if (!entry) return null;
  const { line } = entry;
  return {
    brand_name: row.brand,
    quality_score: row.quality_score,
    value_score: row.value_score,
    avg_price: line.price_usd,
    tier: row.tier,
    line: line.name,
    weight_category: line.band_weight ?? line.weight,
    fiber_content: line.fiber_content,
    reason: `${row.brand} ${line.name}: ${line.fiber_content}, ${line.yards} yds per ${line.grams} g, about $${line.price_usd.toFixed(2)} a skein; quality ${row.quality_score}/10: ${row.quality_reason}`,
  };
}

/** "Cascade 220" given as the line of Cascade Yarns: the line is "220". */
function stripBrand(lineName: string, brand: string): string {
  const key = brandKey(lineName);
  const prefix = brandKey(brand).split(' ')[0] ?? '';
  return prefix && key.startsWith(`${prefix} `) ? lineName.slice(prefix.length).trim() : lineName;
}
