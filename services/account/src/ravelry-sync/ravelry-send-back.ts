import { EXTERNAL_SYNC_MAX_BATCH, type ExternalLocalEdit } from '@yarn-mgmt/contracts';
import {
  RavelryInvalidError,
  RavelryNotFoundError,
  RavelryRefusedError,
  RavelryUnavailableError,
} from './ravelry-api-session.js';
import type { SyncContext } from './sync-context.js';

export interface SendBackCounts {
  /** Entries Ravelry took. */
  written: number;
  /** Entries it refused or could not be reached for: unchanged here, sent again at the next sync. */
  failed: number;
}

/**
 * Write-back (issue 22), after the import: each linked stash entry whose skeins remaining or notes changed here
 * since Ravelry last took them is sent with Ravelry's stash update (`POST /people/{u}/stash/{id}.json`, the
 * record as `data`: `skeins`, what is left, and `notes`) through the sync's paced session. Notes go when there are
 * some here, or as "" when notes sent before were emptied here (Ravelry's own, never imported, are not wiped by a
 * skein used here). What Ravelry took is told to the inventory in batches (so the next sync reads Ravelry's count
 * against it and reports no conflict); an entry refused (403, 404, bad data) is counted and left as it is here;
 * once Ravelry cannot be reached, the rest wait for the next sync. A 401 past the token's refresh stops the sync.
 */
export async function sendBack(context: SyncContext, person: string): Promise<SendBackCounts> {
  const { userId, session, data } = context;
  const { entries } = await data.localEdits(userId);
  const accepted: ExternalLocalEdit[] = [];
  const counts: SendBackCounts = { written: 0, failed: 0 };
  const record = async () => {
    if (accepted.length) await data.sent(userId, { source: 'ravelry', entries: accepted.splice(0) });
  };
  for (const [index, { yarn_id: _id, clear_notes: clear, ...edit }] of entries.entries()) {
    try {
      const notes = edit.notes ?? (clear ? '' : undefined);
      await session.post(`${person}/stash/${encodeURIComponent(edit.external_id)}.json`, {
        skeins: edit.skeins_remaining,
        ...(notes === undefined ? {} : { notes }),
      });
      accepted.push(edit);
      counts.written += 1;
    } catch (error) {
      const refused =
        (error instanceof RavelryRefusedError && error.status === 403) ||
        error instanceof RavelryNotFoundError ||
        error instanceof RavelryInvalidError;
      if (!refused && !(error instanceof RavelryUnavailableError)) throw error;
      context.warn(`write-back of stash entry ${edit.external_id}: ${error.message}`);
      if (!refused) {
        counts.failed += entries.length - index;
        break;
      }
      counts.failed += 1;
    }
    if (accepted.length >= EXTERNAL_SYNC_MAX_BATCH) await record();
  }
  await record();
  return counts;
}
