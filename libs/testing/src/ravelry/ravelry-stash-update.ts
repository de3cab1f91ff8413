import type { IncomingMessage } from 'node:http';
import { readBody } from '../oauth-provider/loopback-server.js';
import type { ApiAnswer } from './ravelry-api.js';
import { stashFull } from './ravelry-json.js';
import type { RavelryAccount, RavelryStashEntry } from './ravelry.types.js';

/** Ravelry's stash update: `POST /people/{username}/stash/{id}.json`. */
export const STASH_UPDATE_PATH = /^\/people\/([^/]+)\/stash\/(\d+)\.json$/;
/** The fake's own route to change a stash entry as if on ravelry.com (local test data only, never Ravelry's API). */
export const LOCAL_STASH_EDIT_PATH = /^\/_local\/people\/([^/]+)\/stash\/(\d+)$/;

/** The fields of Ravelry's Stash (POST) the fake takes; others are ignored, as Ravelry ignores unknown ones. */
export interface StashChange {
  skeins?: number;
  notes?: string;
  colorway_name?: string;
  dye_lot?: string;
}

/**
 * A request's `data` (Ravelry's POST methods take the record as `data`): a JSON body `{"data": {...}}`, or a form
 * whose `data` field is that JSON. Null when there is none or it is not an object.
 */
export async function stashData(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const body = (await readBody(request, 256 * 1024))?.toString('utf8') ?? '';
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  try {
    const parsed: unknown =
      type === 'application/x-www-form-urlencoded'
        ? { data: JSON.parse(new URLSearchParams(body).get('data') ?? 'null') as unknown }
        : (JSON.parse(body) as unknown);
    const data = (parsed as { data?: unknown } | null)?.data;
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** What is wrong with a change, in Ravelry's `errors` list; empty when it can be applied. */
export function changeProblems(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const skeins = data.skeins;
  if (skeins !== undefined && (typeof skeins !== 'number' || !Number.isFinite(skeins) || skeins < 0))
    problems.push('skeins must be a number, 0 or more');
  for (const name of ['notes', 'colorway_name', 'dye_lot'] as const)
    if (data[name] !== undefined && data[name] !== null && typeof data[name] !== 'string')
      problems.push(`${name} must be text`);
  return problems;
}

/** Applies a change: the skeins go to the first pack (the others kept while they fit), each pack's yards follow. */
export function applyStashChange(
  entry: RavelryStashEntry,
  data: StashChange & Record<string, unknown>,
): RavelryStashEntry {
  if (typeof data.skeins === 'number') {
    const others = entry.packs.slice(1).reduce((sum, item) => sum + item.skeins, 0);
    const [first, ...rest] = entry.packs;
    if (first) {
      const fits = data.skeins >= others;
      first.skeins = fits ? data.skeins - others : data.skeins;
      if (!fits) for (const item of rest) item.skeins = 0;
    }
  }
  if (typeof data.notes === 'string' || data.notes === null) entry.notes = data.notes ?? '';
  if (typeof data.colorway_name === 'string') entry.colourway = data.colorway_name;
  if (typeof data.dye_lot === 'string') entry.dyeLot = data.dye_lot || null;
  entry.updatedAt = new Date().toISOString();
  return entry;
}

/**
 * `POST /people/{username}/stash/{id}.json` by `viewer` (the token's account): only one's own stash is writable
 * (another person's is a 403, as Ravelry answers a write without the permission), an unknown person or entry a
 * 404, a body without `data` or with wrong fields a 400; else the entry as updated.
 */
export function updateStash(
  owner: RavelryAccount | undefined,
  id: number,
  viewer: RavelryAccount,
  data: Record<string, unknown> | null,
  base: string,
): ApiAnswer {
  const entry = owner?.stash.find((item) => item.id === id);
  if (!owner || !entry) return { status: 404, body: { errors: ['Not found'] } };
  if (owner !== viewer)
    return { status: 403, body: { errors: ['You do not have permission to edit this stash'] } };
  if (!data) return { status: 400, body: { errors: ['data is required'] } };
  const problems = changeProblems(data);
  if (problems.length) return { status: 400, body: { errors: problems } };
  applyStashChange(entry, data);
  return { status: 200, body: { stash: stashFull(entry, owner.user.id, base) } };
}
