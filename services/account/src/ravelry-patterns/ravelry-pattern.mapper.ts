import {
  DIFFICULTY_LEVELS,
  gaugeInchesText,
  UNKNOWN_DIFFICULTY,
  ravelryDifficultyLevel,
  ravelryPatternWeight,
  type RavelryPattern,
} from '@yarn-mgmt/contracts';
import { z } from 'zod';

const named = z.object({ name: z.string() }).nullish();
const text = z.string().nullish();
const number = z.number().nullish();
/** Ravelry sends prices as numbers; an older answer may hold a numeric string. */
const price = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish();

const PhotoSchema = z
  .object({ medium_url: text, medium2_url: text, small2_url: text, small_url: text })
  .nullish();

/** What the detail page needs of Ravelry's `GET /patterns/{id}.json`; every other field is kept as it came. */
export const PatternAnswerSchema = z.object({
  pattern: z.looseObject({
    id: z.number().int().positive(),
    name: z.string().min(1),
    permalink: text,
    designer: named,
    pattern_author: named,
    craft: named,
    pattern_categories: z.array(z.object({ name: z.string() })).nullish(),
    pattern_type: named,
    pattern_attributes: z.array(z.object({ permalink: z.string() })).nullish(),
    difficulty_average: number,
    rating_average: number,
    rating_count: z.number().int().nullish(),
    gauge: number,
    gauge_divisor: number,
    row_gauge: number,
    yardage: number,
    yardage_max: number,
    yarn_weight: named,
    yarn_weight_description: text,
    sizes_available: text,
    free: z.boolean().nullish(),
    price,
    currency: text,
    notes_html: text,
    notes: text,
    pattern_needle_sizes: z.array(z.object({ name: text })).nullish(),
    photos: z.array(PhotoSchema).nullish(),
    first_photo: PhotoSchema,
  }),
});
export type PatternAnswer = z.infer<typeof PatternAnswerSchema>['pattern'];

/**
 * Ravelry's attributes that name a way of working (its other attributes say who a pattern is for, or where it
 * is worn): shown as the pattern's techniques.
 */
const TECHNIQUES: Readonly<Record<string, string>> = {
  cables: 'Cables',
  lace: 'Lace',
  colorwork: 'Colorwork',
  stranded: 'Stranded',
  'fair-isle': 'Fair Isle',
  intarsia: 'Intarsia',
  brioche: 'Brioche',
  mosaic: 'Mosaic',
  'double-knit': 'Double Knitting',
  entrelac: 'Entrelac',
  'short-rows': 'Short Rows',
  seamless: 'Seamless',
  'top-down': 'Top-down',
  'bottom-up': 'Bottom-up',
  'toe-up': 'Toe-up',
  'cuff-down': 'Cuff-down',
  'in-the-round': 'In the Round',
  'worked-flat': 'Worked Flat',
  'slipped-stitches': 'Slipped Stitches',
  textured: 'Textured',
  stripes: 'Stripes',
  'i-cord': 'I-cord',
  beads: 'Beads',
  felted: 'Felted',
  modular: 'Modular',
  reversible: 'Reversible',
  tapestry: 'Tapestry',
  amigurumi: 'Amigurumi',
  'granny-square': 'Granny Squares',
};

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
const NOTES_MAX = 10_000;

/**
 * The notes' HTML as plain text: block ends and `<br>` become line breaks, script and style lose their content,
 * every other tag goes (a `<` that starts no tag stays), entities are decoded once (after the tags, so `&lt;b&gt;` stays the text `<b>`). The page
 * shows it as text, never as HTML.
 */
export function notesText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote)\s*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<\/?[a-z!][^>]*(>|$)/gi, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff && (code >= 0x20 || code === 10)
          ? String.fromCodePoint(code)
          : '';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text.length > NOTES_MAX ? `${text.slice(0, NOTES_MAX - 1)}…` : text;
}

const httpUrl = (value: string | null | undefined): string | null =>
  value && /^https?:\/\//i.test(value) ? value : null;

const listOf = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * Ravelry's pattern in the library pattern's shape (RavelryPatternSchema). `webOrigin` is Ravelry's site (the
 * pattern's page is `<webOrigin>/patterns/library/<permalink>`); `readAt` is when it was read, its
 * `created_at` and `updated_at`.
 */
export function toRavelryPattern(answer: PatternAnswer, webOrigin: string, readAt: Date): RavelryPattern {
  const designer = answer.designer?.name ?? answer.pattern_author?.name ?? null;
  const category = answer.pattern_categories?.[0]?.name ?? answer.pattern_type?.name ?? null;
  const level = ravelryDifficultyLevel(answer.difficulty_average);
  const photo = answer.photos?.find(Boolean) ?? answer.first_photo;
  const notes = answer.notes_html ? notesText(answer.notes_html) : answer.notes?.trim() || null;
  const isFree = answer.free === true;
  const { personal_attributes: _personal, notes_html: _html, ...source } = answer;
  const at = readAt.toISOString();
  return {
    id: String(answer.id),
    title: answer.name,
    name: answer.name,
    designer,
    PatternDesigner: designer ? { name: designer } : null,
    category,
    PatternCategory: category ? { name: category } : null,
    craft_type: /crochet/i.test(answer.craft?.name ?? '') ? 'crochet' : 'knitting',
    difficulty: level === null ? UNKNOWN_DIFFICULTY.label : DIFFICULTY_LEVELS[level - 1].label,
    difficulty_level: level,
    yarn_weight: ravelryPatternWeight(answer.yarn_weight?.name ?? answer.yarn_weight_description),
    yardage_required: answer.yardage ?? null,
    yardage_max: answer.yardage_max ?? null,
    yardage_by_size: [],
    needle_sizes: (answer.pattern_needle_sizes ?? []).flatMap((size) => (size.name ? [size.name] : [])),
    gauge_stitches: answer.gauge ?? null,
    gauge_rows: answer.row_gauge ?? null,
    // Ravelry gives the gauge per `gauge_divisor` inches (4 or 1): written as the library writes it.
    gauge_measurement: answer.gauge ? gaugeInchesText(answer.gauge_divisor ?? 4) : null,
    sizes_available: listOf(answer.sizes_available),
    pattern_source: 'Ravelry',
    source: 'ravelry',
    source_details: {
      'Ravelry ID': String(answer.id),
      ...(answer.permalink
        ? { URL: `${webOrigin}/patterns/library/${encodeURIComponent(answer.permalink)}` }
        : {}),
    },
    purchase_date: null,
    price: isFree ? null : (answer.price ?? null),
    currency: isFree ? null : (answer.currency ?? null),
    is_free: isFree,
    is_favorite: false,
    google_drive_file_id: null,
    file: null,
    ravelry_rating: typeof answer.rating_average === 'number' ? round(answer.rating_average, 2) : null,
    ravelry_rating_count: answer.rating_count ?? null,
    techniques: [...new Set((answer.pattern_attributes ?? []).flatMap((a) => TECHNIQUES[a.permalink] ?? []))],
    pattern_notes: notes,
    personal_notes: null,
    notes,
    tags: [],
    image_url: httpUrl(photo?.medium_url ?? photo?.medium2_url ?? photo?.small2_url ?? photo?.small_url),
    cover_source: null,
    full_data: { ...source, notes },
    created_at: at,
    updated_at: at,
  };
}
