import { PHOTO_MAX_BYTES, type ExternalSyncReport } from '@yarn-mgmt/contracts';
import { z } from 'zod';
import { DataSyncError } from './data-sync.client.js';
import type { SyncContext } from './sync-context.js';

/** Ravelry's Photo as a stash entry's page has it (`first_photo`, `photos`): its id and its sized copies. */
export const RavelryPhotoSchema = z.object({
  id: z.number(),
  sort_order: z.number().nullish(),
  medium2_url: z.string().nullish(),
  medium_url: z.string().nullish(),
  small2_url: z.string().nullish(),
  small_url: z.string().nullish(),
});
type RavelryPhoto = z.infer<typeof RavelryPhotoSchema>;

/** The entry's photo the inventory keeps a copy of: which one (Ravelry's photo id) and where its bytes are. */
export interface StashPhoto {
  key: string;
  url: string;
}

/**
 * The entry's first photo (Ravelry's order), at the largest size a card or the detail page shows (640 px wide,
 * else the next smaller), or null when it has none.
 */
export function stashPhotoOf(entry: {
  first_photo?: RavelryPhoto | null;
  photos?: RavelryPhoto[] | null;
}): StashPhoto | null {
  const sorted = [...(entry.photos ?? [])].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  const photo = sorted[0] ?? entry.first_photo ?? null;
  const url = photo && (photo.medium2_url ?? photo.medium_url ?? photo.small2_url ?? photo.small_url);
  return photo && url ? { key: String(photo.id), url } : null;
}

/**
 * Only Ravelry's own hosts over https (its photos are on `images4-*.ravelrycache.com`, its site on `ravelry.com`),
 * or the origin the app signs in at (the local fake serves its photos there): a URL in an answer never makes the
 * server fetch anything else.
 */
export function photoUrlAllowed(url: string, webOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (parsed.origin === webOrigin) return true;
  return parsed.protocol === 'https:' && /(^|\.)ravelry(cache)?\.com$/i.test(parsed.hostname);
}

/** Ravelry's image server did not give the photo (its answer, its size, its time, or a refused address). */
export class StashPhotoError extends Error {}

const PHOTO_TIMEOUT_MS = 20_000;

/** The photo's bytes and type, at most the inventory's photo limit. */
export async function fetchStashPhoto(
  url: string,
  webOrigin: string,
): Promise<{ data: Uint8Array; type: string }> {
  const signal = AbortSignal.timeout(PHOTO_TIMEOUT_MS);
  let response: Response | undefined;
  // A redirect is followed (a few times) only to an address the allowlist takes too.
  for (let at = url, hops = 0; !response; hops += 1) {
    if (!photoUrlAllowed(at, webOrigin)) throw new StashPhotoError(`photo address refused: ${at}`);
    let answer: Response;
    try {
      answer = await fetch(at, { redirect: 'manual', signal });
    } catch (error) {
      throw new StashPhotoError(`photo ${at}: ${(error as Error).message}`);
    }
    const location = answer.headers.get('location');
    if (answer.status < 300 || answer.status >= 400 || !location) response = answer;
    else {
      await answer.body?.cancel();
      if (hops >= 3) throw new StashPhotoError(`photo ${url}: too many redirects`);
      at = new URL(location, at).toString();
    }
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new StashPhotoError(`photo ${url}: ${response.status}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.length;
    if (size > PHOTO_MAX_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new StashPhotoError(`photo ${url}: larger than ${PHOTO_MAX_BYTES} bytes`);
    }
    chunks.push(part.value);
  }
  const type = response.headers.get('content-type')?.split(';')[0].trim() ?? '';
  return { data: Buffer.concat(chunks), type: type.startsWith('image/') ? type : 'application/octet-stream' };
}

/** What copyStashPhotos did: the entries whose photo is settled, and the photos copied or left for next time. */
export interface StashPhotoCopies {
  settled: Set<string>;
  copied: number;
  failed: number;
}

/** Photos copied at once: Ravelry's image servers are a CDN (not the paced API); a few at a time, not hundreds. */
const PHOTOS_AT_ONCE = 4;

/**
 * Copies the photos the inventory asked for (`photo_wanted`), PHOTOS_AT_ONCE at a time. Answers the ids whose
 * photo is settled: copied, or refused for good (not an image, too large, the user's storage full); a photo that
 * could not be read or sent now (Ravelry's image server or the inventory down) is not, so the entry is read again
 * next time. A photo never fails the sync. With them, how many photos the inventory stored (`copied`) and how many
 * could not be read or sent now (`failed`: tried again next sync), for the sync's summary.
 */
export async function copyStashPhotos(
  context: SyncContext,
  results: readonly ExternalSyncReport[],
  photos: ReadonlyMap<string, StashPhoto>,
): Promise<StashPhotoCopies> {
  const settled = new Set<string>();
  const counts = { copied: 0, failed: 0 };
  const wanted: Array<[string, StashPhoto]> = [];
  for (const result of results) {
    const photo = photos.get(result.external_id);
    if (result.photo_wanted && photo) wanted.push([result.external_id, photo]);
    else settled.add(result.external_id);
  }
  const copy = async (externalId: string, photo: StashPhoto) => {
    try {
      const file = await fetchStashPhoto(photo.url, context.webOrigin);
      const query = { source: 'ravelry' as const, external_id: externalId, photo_key: photo.key };
      const outcome = await context.data.stashPhoto(context.userId, query, file);
      if (outcome === 'refused')
        context.warn(`ravelry: the inventory refused the photo of stash entry ${externalId}`);
      if (outcome === 'stored') counts.copied += 1;
      settled.add(externalId);
    } catch (error) {
      if (!(error instanceof StashPhotoError || error instanceof DataSyncError)) throw error;
      counts.failed += 1;
      context.warn(`ravelry: photo of stash entry ${externalId}: ${error.message}`);
    }
  };
  let next = 0;
  const worker = async () => {
    try {
      while (next < wanted.length) await copy(...wanted[next++]);
    } catch (error) {
      // The sync stops (cancelled, link gone): the other workers take nothing more.
      next = wanted.length;
      throw error;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PHOTOS_AT_ONCE, wanted.length) }, worker));
  return { settled, ...counts };
}
