import type { PatternExternalSyncReport } from '@yarn-mgmt/contracts';
import { everyPage } from './ravelry-lists.js';
import type { SyncContext } from './sync-context.js';
import {
  ExternalPatternEntrySchema,
  PATTERN_EXTERNAL_SYNC_MAX_BATCH,
  ravelryDifficultyLevel,
  ravelryPatternWeight,
  type ExternalPatternEntry,
  type PatternCategoryName,
} from '@yarn-mgmt/contracts';
import { z } from 'zod';
import { PaginatorSchema, httpAddress, line, round2 } from './ravelry-lists.js';

/** `/people/{u}/library/search.json`: the library's volumes; a book's volume names no single pattern. */
export const LibraryAnswerSchema = z.object({
  volumes: z.array(z.object({ pattern_id: z.number().int().positive().nullish() })),
  paginator: PaginatorSchema,
});

/** `/people/{u}/favorites/list.json?types=pattern`. */
export const FavoritesAnswerSchema = z.object({
  favorites: z.array(z.object({ type: z.string(), favorited_id: z.number().int().positive().nullish() })),
  paginator: PaginatorSchema,
});

const named = z.object({ name: z.string() }).nullish();
const number = z.number().nullish();
const photo = z.object({ medium_url: z.string().nullish(), small_url: z.string().nullish() }).nullish();

/** What the import reads of a pattern in `/patterns.json?ids=` (Ravelry's full pattern). */
const RavelryPatternSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  permalink: z.string().nullish(),
  designer: named,
  pattern_author: named,
  craft: named,
  pattern_categories: z.array(z.object({ name: z.string() })).nullish(),
  pattern_type: named,
  difficulty_average: number,
  rating_average: number,
  rating_count: number,
  gauge: number,
  gauge_divisor: number,
  row_gauge: number,
  yardage: number,
  yardage_max: number,
  yarn_weight: named,
  sizes_available: z.string().nullish(),
  free: z.boolean().nullish(),
  price: z.union([z.number(), z.string()]).nullish(),
  currency: z.string().nullish(),
  pattern_needle_sizes: z.array(z.object({ name: z.string().nullish() })).nullish(),
  first_photo: photo,
});
export type RavelryPatternJson = z.infer<typeof RavelryPatternSchema>;

/** `/patterns.json?ids=`: the patterns by id (an id Ravelry no longer has is left out). */
export const PatternsAnswerSchema = z.object({ patterns: z.record(z.string(), RavelryPatternSchema) });

/** Ids per `/patterns.json?ids=` call, and patterns per upsert batch. */
export const PATTERN_CHUNK = PATTERN_EXTERNAL_SYNC_MAX_BATCH;

/**
 * Ravelry's categories (its pattern type and category names) on the library's six; anything else (dishcloths,
 * toys, home) has no category rather than a wrong one.
 */
const CATEGORIES: ReadonlyArray<[RegExp, PatternCategoryName]> = [
  [/pullover|cardigan|sweater|vest|tee|top|jacket/i, 'Sweater'],
  [/hat|beanie|beret|tam|balaclava/i, 'Hat'],
  [/scarf|shawl|wrap|stole|cowl|neck/i, 'Scarf'],
  [/blanket|afghan|throw/i, 'Blanket'],
  [/sock|slipper/i, 'Socks'],
  [/mitten|glove|mitt|bag|purse|headband|accessor/i, 'Accessories'],
];

function categoryOf(pattern: RavelryPatternJson): PatternCategoryName | null {
  const names = [pattern.pattern_type?.name, ...(pattern.pattern_categories ?? []).map((c) => c.name)];
  for (const name of names)
    for (const [match, category] of CATEGORIES) if (name && match.test(name)) return category;
  return null;
}

const within = (value: number | null | undefined, max: number, scale = 2): number | null => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const rounded = scale === 0 ? Math.round(value) : round2(value);
  return rounded <= max ? rounded : null;
};

const distinct = (values: Array<string | null>, max: number) =>
  [...new Set(values.filter((value): value is string => value !== null))].slice(0, max);

export type FoundIn = 'Library' | 'Favourites';

/**
 * A Ravelry pattern as the patterns service's upsert takes it: its metadata, source details ("Ravelry ID",
 * "Found in", "URL" on `webOrigin`), rating and favourite flag. The pattern's text is not in Ravelry's API: none is
 * made up (no notes). Null when even the cleaned pattern is refused by the contract (logged by the caller).
 */
export function toExternalPattern(
  pattern: RavelryPatternJson,
  foundIn: ReadonlySet<FoundIn>,
  webOrigin: string,
): ExternalPatternEntry | null {
  const isFree = pattern.free === true;
  const price = isFree ? null : within(Number(pattern.price ?? Number.NaN), 100_000);
  const currency = price !== null && /^[A-Z]{3}$/.test(pattern.currency ?? '') ? pattern.currency! : null;
  const required = within(pattern.yardage, 1_000_000, 0);
  const most = within(pattern.yardage_max, 1_000_000, 0);
  const gauge = within(pattern.gauge, 1_000);
  const found = (['Library', 'Favourites'] as const).filter((place) => foundIn.has(place));
  const parsed = ExternalPatternEntrySchema.safeParse({
    external_id: String(pattern.id),
    title: line(pattern.name, 200) ?? `Ravelry pattern ${pattern.id}`,
    designer: line(pattern.pattern_author?.name ?? pattern.designer?.name, 120),
    category: categoryOf(pattern),
    craft_type: /crochet/i.test(pattern.craft?.name ?? '') ? 'crochet' : 'knitting',
    difficulty_level: ravelryDifficultyLevel(pattern.difficulty_average),
    yarn_weight: ravelryPatternWeight(pattern.yarn_weight?.name),
    yardage_required: required,
    yardage_max: most !== null && (required === null || most >= required) ? most : null,
    needle_sizes: distinct(
      (pattern.pattern_needle_sizes ?? []).map((size) => line(size.name, 60)),
      12,
    ),
    gauge_stitches: gauge,
    gauge_rows: within(pattern.row_gauge, 1_000),
    gauge_measurement: gauge === null ? null : within(pattern.gauge_divisor, 100) || 4,
    sizes_available: distinct(
      (pattern.sizes_available ?? '').split(',').map((size) => line(size, 40)),
      30,
    ),
    source_details: {
      'Ravelry ID': String(pattern.id),
      'Found in': found.join(', '),
      ...(pattern.permalink
        ? { URL: `${webOrigin}/patterns/library/${encodeURIComponent(pattern.permalink)}` }
        : {}),
    },
    price,
    currency,
    is_free: isFree,
    is_favorite: foundIn.has('Favourites'),
    ravelry_rating: within(pattern.rating_average, 5),
    ravelry_rating_count: within(pattern.rating_count, 2_147_483_647, 0),
    image_url: httpAddress(pattern.first_photo?.medium_url ?? pattern.first_photo?.small_url),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * Library and favourite patterns: both lists paged through, each pattern once (a favourite in the library is
 * one pattern, found in both), its details read 50 ids a call (`/patterns.json?ids=`) and sent to the patterns
 * service 50 at a time; the last batch names every id still listed. A library volume that is a book names no
 * single pattern and is left out.
 */
export async function importPatterns(
  context: SyncContext,
  person: string,
): Promise<PatternExternalSyncReport[]> {
  const { userId, session, progress } = context;
  const found = new Map<number, Set<FoundIn>>();
  const add = (place: FoundIn) => (id: number) => found.set(id, (found.get(id) ?? new Set()).add(place));
  (
    await everyPage(session, `${person}/library/search.json`, {}, LibraryAnswerSchema, (answer) =>
      answer.volumes.flatMap((volume) => (volume.pattern_id ? [volume.pattern_id] : [])),
    )
  ).forEach(add('Library'));
  (
    await everyPage(
      session,
      `${person}/favorites/list.json`,
      { types: 'pattern' },
      FavoritesAnswerSchema,
      (answer) =>
        answer.favorites.flatMap((item) =>
          item.type === 'pattern' && item.favorited_id ? [item.favorited_id] : [],
        ),
    )
  ).forEach(add('Favourites'));
  const ids = [...found.keys()];
  await progress(0, ids.length, 'patterns');
  const present: string[] = [];
  const results: PatternExternalSyncReport[] = [];
  for (let start = 0; start === 0 || start < ids.length; start += PATTERN_CHUNK) {
    const chunk = ids.slice(start, start + PATTERN_CHUNK);
    const answer = chunk.length
      ? PatternsAnswerSchema.parse(await session.get('/patterns.json', { ids: chunk.join(' ') })).patterns
      : {};
    const entries: ExternalPatternEntry[] = [];
    for (const id of chunk) {
      // Not in the answer: deleted on Ravelry since the lists were read.
      const pattern = answer[String(id)];
      if (!pattern) continue;
      present.push(String(id));
      const entry = toExternalPattern(pattern, found.get(id)!, context.webOrigin);
      if (entry) entries.push(entry);
      else context.warn(`ravelry pattern ${id} left out: its fields do not fit the library`);
    }
    const last = start + PATTERN_CHUNK >= ids.length;
    const batch = { source: 'ravelry' as const, entries, ...(last ? { present_ids: present } : {}) };
    if (entries.length || last) results.push(...(await context.data.patterns(userId, batch)).results);
    await progress(Math.min(start + PATTERN_CHUNK, ids.length), ids.length, 'patterns');
  }
  return results;
}
