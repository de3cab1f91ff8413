import type { ExternalSyncOutcome } from '@yarn-mgmt/contracts';
import {
  In,
  type EntityManager,
  type EntityTarget,
  type FindOptionsWhere,
  type ObjectLiteral,
} from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

/** The columns of a row imported from a provider (each service's migration adds them to its table). */
export interface ExternalLinkedRow<Fields> extends ObjectLiteral {
  id: string;
  userId: string;
  externalSource: string | null;
  externalId: string | null;
  /** The provider's fields as last imported: what tells a local edit from a provider change. */
  externalSnapshot: Fields | null;
  /** On a conflict: the provider's version, kept until the user chooses (never applied by a sync). */
  externalPending: Fields | null;
  externalSyncedAt: Date | null;
  /** When a sync first found the provider no longer lists it (marked, never deleted). */
  externalMissingAt: Date | null;
}

/** The link columns a sync writes with a row's fields. */
export interface ExternalLinkValues<Fields> {
  externalSource: string;
  externalId: string;
  externalSnapshot: Fields;
  externalPending: null;
  externalSyncedAt: Date;
  externalMissingAt: null;
}

/** One kind of imported row (patterns, projects): how its table is read and written. */
export interface ExternalSyncKind<
  Row extends ExternalLinkedRow<Fields>,
  Fields,
  Entry extends { external_id: string },
> {
  entity: EntityTarget<Row>;
  /** The user's rows of the source with these provider ids, locked until the transaction ends. */
  linked(manager: EntityManager, userId: string, source: string, ids: string[]): Promise<Row[]>;
  fieldsOf(entry: Entry): Fields;
  /** The provider-owned fields of the row as it is here now. */
  local(row: Row): Fields;
  /** A new row from the provider's entry; answers its id. */
  create(
    manager: EntityManager,
    userId: string,
    entry: Entry,
    link: ExternalLinkValues<Fields>,
  ): Promise<string>;
  /** The provider's version written over a row nobody edited here since the last sync. */
  apply(manager: EntityManager, row: Row, entry: Entry, link: ExternalLinkValues<Fields>): Promise<void>;
  /** Same fields? Default: sameExternalFields. */
  same?: (a: Fields, b: Fields | null) => boolean;
}

export interface ExternalSyncBatch<Entry> {
  source: string;
  entries: Entry[];
  /** With the last batch: every id the provider lists now; the source's other rows are reported missing. */
  present_ids?: string[];
}

export interface ExternalSyncResult<Fields> {
  external_id: string;
  id: string;
  outcome: ExternalSyncOutcome;
  local?: Fields;
  provider?: Fields;
}

/** A value for comparing: keys sorted (jsonb does not keep their order), undefined as null. */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** Field by field, whatever the key order, a missing value equal to null. */
export const sameExternalFields = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * One batch of a provider import (issue 22), the rules every kind shares (the stash's were first: inventory's
 * external-sync.service.ts): a new provider id is created; a row whose provider fields changed is updated when
 * nobody edited it here since the last sync, and left alone as a conflict (the provider's version kept in
 * external_pending) when both sides changed; a provider change equal to the local edit, or no change, is
 * unchanged. With `present_ids`, rows of the source the provider no longer lists are reported missing and marked
 * (once), never deleted; one that comes back is unmarked. One user's rows only, one batch at a time per user (a
 * transaction-scoped advisory lock). Runs within the caller's transaction.
 */
export async function syncExternalBatch<
  Row extends ExternalLinkedRow<Fields>,
  Fields,
  Entry extends { external_id: string },
>(
  manager: EntityManager,
  kind: ExternalSyncKind<Row, Fields, Entry>,
  userId: string,
  batch: ExternalSyncBatch<Entry>,
  now = new Date(),
): Promise<Array<ExternalSyncResult<Fields>>> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`external-sync:${userId}`]);
  const same = kind.same ?? sameExternalFields;
  const rows = manager.getRepository(kind.entity);
  // Bookkeeping only: updated_at keeps the last real change (lists sort by it).
  const update = (row: Row, values: Partial<ExternalLinkedRow<Fields>>) =>
    rows.update(
      { id: row.id, userId } as FindOptionsWhere<Row>,
      {
        ...values,
        updatedAt: () => '"updated_at"',
      } as unknown as QueryDeepPartialEntity<Row>,
    );
  const ids = batch.entries.map((entry) => entry.external_id);
  const existing = ids.length ? await kind.linked(manager, userId, batch.source, ids) : [];
  const byId = new Map(existing.map((row) => [row.externalId, row]));
  const results: Array<ExternalSyncResult<Fields>> = [];
  for (const entry of batch.entries) {
    const provider = kind.fieldsOf(entry);
    const link: ExternalLinkValues<Fields> = {
      externalSource: batch.source,
      externalId: entry.external_id,
      externalSnapshot: provider,
      externalPending: null,
      externalSyncedAt: now,
      externalMissingAt: null,
    };
    const row = byId.get(entry.external_id);
    if (!row) {
      const id = await kind.create(manager, userId, entry, link);
      results.push({ external_id: entry.external_id, id, outcome: 'created' });
      continue;
    }
    const report = { external_id: entry.external_id, id: row.id };
    const local = kind.local(row);
    if (same(provider, row.externalSnapshot) || same(provider, local)) {
      await update(row, {
        externalSyncedAt: now,
        externalMissingAt: null,
        externalSnapshot: provider,
        externalPending: null,
      });
      results.push({ ...report, outcome: 'unchanged' });
    } else if (!same(local, row.externalSnapshot)) {
      await update(row, { externalSyncedAt: now, externalMissingAt: null, externalPending: provider });
      results.push({ ...report, outcome: 'conflict', local, provider });
    } else {
      await kind.apply(manager, row, entry, link);
      results.push({ ...report, outcome: 'updated' });
    }
  }
  if (batch.present_ids)
    results.push(...(await markMissing<Row, Fields>(manager, kind.entity, userId, batch, now)));
  return results;
}

async function markMissing<Row extends ObjectLiteral, Fields>(
  manager: EntityManager,
  entity: EntityTarget<Row>,
  userId: string,
  batch: ExternalSyncBatch<unknown>,
  now: Date,
): Promise<Array<ExternalSyncResult<Fields>>> {
  const present = new Set(batch.present_ids);
  const linked = await manager
    .createQueryBuilder(entity, 'r')
    .select(['r.id', 'r.externalId', 'r.externalMissingAt'])
    .where('r.userId = :userId AND r.externalSource = :source AND r.externalId IS NOT NULL', {
      userId,
      source: batch.source,
    })
    .getMany();
  const gone = (
    linked as unknown as Array<Pick<ExternalLinkedRow<Fields>, 'id' | 'externalId' | 'externalMissingAt'>>
  ).filter((row) => !present.has(row.externalId as string));
  const unmarked = gone.filter((row) => !row.externalMissingAt).map((row) => row.id);
  if (unmarked.length)
    await manager
      .getRepository(entity)
      .update(
        { id: In(unmarked), userId } as unknown as FindOptionsWhere<Row>,
        { externalMissingAt: now, updatedAt: () => '"updated_at"' } as unknown as QueryDeepPartialEntity<Row>,
      );
  return gone.map((row) => ({
    external_id: row.externalId as string,
    id: row.id,
    outcome: 'missing' as const,
  }));
}

/** The activity line of a batch that created or updated rows ("Synced 3 patterns from Ravelry"); null otherwise. */
export function syncedActivity(
  results: ReadonlyArray<{ outcome: ExternalSyncOutcome }>,
  [one, many]: readonly [string, string],
  sourceName: string,
): string | null {
  const changed = results.filter((r) => r.outcome === 'created' || r.outcome === 'updated').length;
  return changed ? `Synced ${changed} ${changed === 1 ? one : many} from ${sourceName}` : null;
}
