import { EXTERNAL_SYNC_MAX_BATCH, type ExternalSyncReport } from '@yarn-mgmt/contracts';
import { RavelryNotFoundError, type RavelryApiSession } from './ravelry-api-session.js';
import { everyPage, PaginatorSchema, pageCount } from './ravelry-lists.js';
import {
  copyStashPhotos,
  RavelryPhotoSchema,
  stashPhotoOf,
  type StashPhoto,
} from './ravelry-stash-photos.js';
import type { StashSeen } from '../integrations/integration-link.entity.js';
import type { SyncContext } from './sync-context.js';
import type { ExternalYarnEntry, YarnWeight } from '@yarn-mgmt/contracts';
import { z } from 'zod';

/**
 * Ravelry's yarn weights (its `yarn_weight.name`) on the inventory's six (spec part 1 section 9). Fingering (sock
 * yarn) is Sport, as the inventory's catalogue files sock lines; Light Fingering and finer are Lace; Aran is
 * Worsted; Bulky is Chunky; Super Bulky and Jumbo are Super Chunky. An unknown name is no weight.
 */
export const RAVELRY_WEIGHT_MAP: Readonly<Record<string, YarnWeight>> = {
  thread: 'Lace',
  cobweb: 'Lace',
  lace: 'Lace',
  'light fingering': 'Lace',
  fingering: 'Sport',
  sport: 'Sport',
  dk: 'DK',
  worsted: 'Worsted',
  aran: 'Worsted',
  bulky: 'Chunky',
  'super bulky': 'Super Chunky',
  jumbo: 'Super Chunky',
};

export const inventoryWeightOf = (name: string | null | undefined): YarnWeight | null =>
  name ? (RAVELRY_WEIGHT_MAP[name.trim().toLowerCase()] ?? null) : null;

const named = z.object({ name: z.string() }).nullish();
const YarnSchema = z
  .object({ id: z.number(), name: z.string(), yarn_company_name: z.string().nullish(), yarn_weight: named })
  .nullish();

/**
 * `/people/{u}/stash/list.json`: the ids and when each entry last changed (the list has no packs), and its
 * paginator, either field.
 */
export const StashListAnswerSchema = z.object({
  stash: z.array(z.object({ id: z.number(), updated_at: z.string().nullish() })),
  paginator: PaginatorSchema,
});
export const pageCountOf = (answer: z.infer<typeof StashListAnswerSchema>): number =>
  pageCount(answer.paginator);

/** `/people/{u}/stash/{id}.json`: the entry with its packs (skeins and yards live there). */
export const StashShowAnswerSchema = z.object({
  stash: z.object({
    id: z.number(),
    name: z.string().nullish(),
    colorway_name: z.string().nullish(),
    dye_lot: z.string().nullish(),
    handspun: z.boolean().nullish(),
    yarn: YarnSchema,
    first_photo: RavelryPhotoSchema.nullish(),
    photos: z.array(RavelryPhotoSchema).nullish(),
    packs: z
      .array(
        z.object({
          yarn_id: z.number().nullish(),
          personal_name: z.string().nullish(),
          colorway: z.string().nullish(),
          dye_lot: z.string().nullish(),
          skeins: z.number().nullish(),
          total_yards: z.number().nullish(),
          yards_per_skein: z.number().nullish(),
          yarn: YarnSchema,
          yarn_weight: named,
        }),
      )
      .default([]),
  }),
});
export type StashShow = z.infer<typeof StashShowAnswerSchema>['stash'];

/** `/yarns/{id}.json`: the fibres ("80% Merino, 20% Nylon"). */
export const YarnAnswerSchema = z.object({
  yarn: z.object({
    yarn_fibers: z
      .array(z.object({ percentage: z.number().nullish(), fiber_type: named }))
      .nullish()
      .transform((v) => v ?? []),
  }),
});

export function fibreText(answer: z.infer<typeof YarnAnswerSchema>): string | null {
  const parts = answer.yarn.yarn_fibers
    .filter((fibre) => fibre.fiber_type?.name)
    .map((fibre) =>
      fibre.percentage ? `${fibre.percentage}% ${fibre.fiber_type!.name}` : fibre.fiber_type!.name,
    );
  return parts.length ? parts.join(', ').slice(0, 200) : null;
}

const text = (value: string | null | undefined, max: number) => {
  const trimmed = value?.replace(/\p{Cc}/gu, ' ').trim();
  return trimmed ? trimmed.slice(0, max) : null;
};
const amount = (value: number, max: number) => Math.min(Math.max(Math.round(value * 100) / 100, 0), max);

/**
 * One stash entry as the inventory's upsert takes it: the yarn of its first pack (or the entry's) for brand, line
 * and weight; skeins and yards summed over its packs; colourway and dye lot from the entry, else its first pack.
 * A yarn not in Ravelry's database (handspun, unlabelled) is filed under "Handspun" or "Unlabelled" with the
 * entry's name as its line. Its first photo goes by Ravelry's photo id; the bytes are copied apart when the
 * inventory asks for them.
 */
export function toExternalEntry(entry: StashShow, fibres: string | null): ExternalYarnEntry {
  const first = entry.packs[0];
  const yarn = first?.yarn ?? entry.yarn ?? null;
  const brand = text(yarn?.yarn_company_name, 120) ?? (entry.handspun ? 'Handspun' : 'Unlabelled');
  const line = text(yarn?.name, 120) ?? text(first?.personal_name, 120) ?? text(entry.name, 120) ?? 'Yarn';
  const skeins = entry.packs.reduce((sum, pack) => sum + (pack.skeins ?? 0), 0);
  const yards = entry.packs.reduce(
    (sum, pack) => sum + (pack.total_yards ?? (pack.skeins ?? 0) * (pack.yards_per_skein ?? 0)),
    0,
  );
  return {
    external_id: String(entry.id),
    brand_name: brand,
    line_name: line,
    weight_category: inventoryWeightOf(yarn?.yarn_weight?.name ?? first?.yarn_weight?.name),
    fiber_content: fibres,
    colorway: text(entry.colorway_name, 120) ?? text(first?.colorway, 120),
    dye_lot: text(entry.dye_lot, 60) ?? text(first?.dye_lot, 60),
    skeins_total: amount(skeins, 10_000),
    total_yardage: amount(yards, 10_000_000),
    photo_key: stashPhotoOf(entry)?.key ?? null,
  };
}

/** What one stash import did (the photos it copied too), and what it read for the next one (StashSeen). */
export interface StashImport {
  results: ExternalSyncReport[];
  seen: StashSeen;
  photos: { copied: number; failed: number };
}

/**
 * Outcomes after which the entry here is as Ravelry has it: not read again until it moves there. A conflict is
 * read (and reported) again at every sync until the user settles it.
 */
const SETTLED = new Set(['created', 'updated', 'unchanged']);

/**
 * The stash: pages through the list, reads the page (packs) of each entry whose `updated_at` moved since the last
 * sync (`before`) and each yarn once for its fibres, and sends those entries to the inventory in batches; the last
 * batch names every id still on Ravelry. An entry that did not move is reported unchanged without a call: a
 * re-sync of an unchanged stash costs the list's pages, not one call per entry at 2 a second.
 */
export async function importStash(
  context: SyncContext,
  person: string,
  before: StashSeen,
): Promise<StashImport> {
  const { userId, session, progress } = context;
  const listed = await everyPage(session, `${person}/stash/list.json`, {}, StashListAnswerSchema, (answer) =>
    answer.stash.map((entry) => [entry.id, entry.updated_at ?? null] as const),
  );
  const stamps = new Map(listed);
  const ids = [...stamps.keys()];
  await progress(0, ids.length, 'stash');
  const fibres = new Map<number, string | null>();
  const present: string[] = [];
  const results: ExternalSyncReport[] = [];
  const seen: StashSeen = {};
  let batch: ExternalYarnEntry[] = [];
  const photos = new Map<string, StashPhoto>();
  const copies = { copied: 0, failed: 0 };
  const send = async (last: boolean) => {
    const answer = await context.data.stash(userId, {
      source: 'ravelry',
      entries: batch,
      ...(last ? { present_ids: present } : {}),
    });
    results.push(...answer.results);
    const { settled, copied, failed } = await copyStashPhotos(context, answer.results, photos);
    copies.copied += copied;
    copies.failed += failed;
    // Remembered only once the inventory took it (and its photo): an entry that failed is read again next time.
    for (const result of answer.results) {
      const at = stamps.get(Number(result.external_id));
      const photo = photos.get(result.external_id)?.key ?? null;
      if (at && SETTLED.has(result.outcome) && settled.has(result.external_id))
        seen[result.external_id] = { at, yarn: result.yarn_id, photo };
    }
    batch = [];
    photos.clear();
  };
  for (const [index, id] of ids.entries()) {
    const key = String(id);
    const earlier = before[key];
    // An entry seen before photos were copied (no `photo`) is read once more for its photo.
    if (earlier && earlier.at === stamps.get(id) && earlier.photo !== undefined) {
      present.push(key);
      seen[key] = earlier;
      results.push({ external_id: key, yarn_id: earlier.yarn, outcome: 'unchanged' });
    } else {
      let entry;
      try {
        entry = StashShowAnswerSchema.parse(await session.get(`${person}/stash/${id}.json`)).stash;
      } catch (error) {
        // Deleted on Ravelry since the list was read: not present any more.
        if (!(error instanceof RavelryNotFoundError)) throw error;
      }
      if (entry) {
        const yarnId = entry.packs[0]?.yarn?.id ?? entry.packs[0]?.yarn_id ?? entry.yarn?.id ?? null;
        if (yarnId !== null && !fibres.has(yarnId))
          fibres.set(yarnId, await fibresOf(context.session, yarnId));
        batch.push(toExternalEntry(entry, yarnId === null ? null : (fibres.get(yarnId) ?? null)));
        const photo = stashPhotoOf(entry);
        if (photo) photos.set(String(entry.id), photo);
        present.push(String(entry.id));
      }
      if (batch.length >= EXTERNAL_SYNC_MAX_BATCH) await send(false);
    }
    await progress(index + 1, ids.length, 'stash');
  }
  await send(true);
  return { results, seen, photos: copies };
}

async function fibresOf(session: RavelryApiSession, yarnId: number): Promise<string | null> {
  try {
    return fibreText(YarnAnswerSchema.parse(await session.get(`/yarns/${yarnId}.json`)));
  } catch (error) {
    if (error instanceof RavelryNotFoundError) return null;
    throw error;
  }
}
