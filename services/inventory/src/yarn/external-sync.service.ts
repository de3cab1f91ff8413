import { Injectable } from '@nestjs/common';
import {
  EXTERNAL_SOURCE_NAMES,
  type ExternalSource,
  type ExternalSyncInput,
  type ExternalSyncReport,
  type ExternalSyncResponse,
  type ExternalYarnEntry,
  type ExternalYarnFields,
} from '@yarn-mgmt/contracts';
import { ActivityRepository } from '@yarn-mgmt/nest-kit/activity';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { lineFor, localFields, providerFieldsHere, sameFields, stockMovedTo } from './external-fields.js';
import { YarnItemEntity } from './yarn-item.entity.js';
import { YarnLinesRepository } from './yarn-lines.repository.js';

const fieldsOf = ({
  external_id: _id,
  photo_key: _photo,
  ...fields
}: ExternalYarnEntry): ExternalYarnFields => fields;

/**
 * Stash entries imported from a provider (issue 22): created when new, updated when the provider changed them and
 * nobody edited them here since the last sync, left alone and reported as a conflict when both sides changed.
 * Entries the provider no longer lists are marked missing, never deleted. One user's rows only; one batch at a
 * time per user (a transaction-scoped advisory lock).
 */
@Injectable()
export class ExternalSyncService {
  constructor(
    private readonly lines: YarnLinesRepository,
    private readonly activity: ActivityRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  upsert(userId: string, input: ExternalSyncInput): Promise<ExternalSyncResponse> {
    return this.transactions.run(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`external-sync:${userId}`]);
      const items = manager.getRepository(YarnItemEntity);
      const ids = input.entries.map((entry) => entry.external_id);
      const existing = ids.length
        ? await items
            .createQueryBuilder('y')
            .innerJoinAndSelect('y.line', 'l')
            .innerJoinAndSelect('l.brand', 'b')
            .where('y.user_id = :userId AND y.external_source = :source AND y.external_id IN (:...ids)', {
              userId,
              source: input.source,
              ids,
            })
            .setLock('pessimistic_write', undefined, ['y'])
            .getMany()
        : [];
      const byId = new Map(existing.map((item) => [item.externalId, item]));
      const now = new Date();
      const results: ExternalSyncReport[] = [];
      for (const entry of input.entries) {
        const item = byId.get(entry.external_id);
        const report = item
          ? await this.sync(manager, userId, item, entry, now)
          : await this.create(manager, userId, input.source, entry, now);
        // The provider's photo, when it is not the one last copied here (a copy the user removed stays removed).
        const wanted = entry.photo_key !== null && entry.photo_key !== (item?.externalPhoto ?? null);
        results.push(wanted ? { ...report, photo_wanted: true } : report);
      }
      if (input.present_ids) results.push(...(await this.markMissing(manager, userId, input, now)));
      const changed = results.filter((r) => r.outcome === 'created' || r.outcome === 'updated').length;
      if (changed)
        await this.activity.record(
          manager,
          userId,
          `Synced ${changed} stash ${changed === 1 ? 'entry' : 'entries'} from ${EXTERNAL_SOURCE_NAMES[input.source]}`,
        );
      return { results };
    });
  }

  private async create(
    manager: EntityManager,
    userId: string,
    source: ExternalSource,
    entry: ExternalYarnEntry,
    now: Date,
  ): Promise<ExternalSyncReport> {
    const fields = fieldsOf(entry);
    const lineId = await lineFor(this.lines, manager, userId, fields);
    const result = await manager.getRepository(YarnItemEntity).insert({
      userId,
      lineId,
      colorway: entry.colorway,
      dyeLot: entry.dye_lot,
      tags: [],
      skeinsTotal: entry.skeins_total,
      skeinsRemaining: entry.skeins_total,
      totalYardage: entry.total_yardage,
      remainingYardage: entry.total_yardage,
      externalSource: source,
      externalId: entry.external_id,
      externalSnapshot: fields,
      externalSyncedAt: now,
      externalMissingAt: null,
    });
    const id = (result.identifiers[0] as { id: string }).id;
    return { external_id: entry.external_id, yarn_id: id, outcome: 'created' };
  }

  private async sync(
    manager: EntityManager,
    userId: string,
    item: YarnItemEntity,
    entry: ExternalYarnEntry,
    now: Date,
  ): Promise<ExternalSyncReport> {
    const provider = providerFieldsHere(fieldsOf(entry), item.externalSent, item.externalSnapshot);
    const snapshot = item.externalSnapshot as ExternalYarnFields;
    const local = localFields(item);
    const items = manager.getRepository(YarnItemEntity);
    const report = { external_id: entry.external_id, yarn_id: item.id };
    // The provider changed nothing, or changed it as it was edited here: only the sync time moves (and a
    // conflict left from an earlier sync is over).
    if (sameFields(provider, snapshot) || sameFields(provider, local)) {
      await items.update(
        { id: item.id, userId },
        { externalSyncedAt: now, externalMissingAt: null, externalSnapshot: provider, externalPending: null },
      );
      return { ...report, outcome: 'unchanged' };
    }
    if (!sameFields(local, snapshot)) {
      // Both sides changed: the provider's version (as it is now) waits for the user's choice.
      await items.update(
        { id: item.id, userId },
        { externalSyncedAt: now, externalMissingAt: null, externalPending: provider },
      );
      return { ...report, outcome: 'conflict', local, provider };
    }
    const lineId = await lineFor(this.lines, manager, userId, provider);
    await items.update(
      { id: item.id, userId },
      {
        lineId,
        colorway: entry.colorway,
        dyeLot: entry.dye_lot,
        ...stockMovedTo(item, provider),
        externalSnapshot: provider,
        externalPending: null,
        externalSyncedAt: now,
        externalMissingAt: null,
      },
    );
    return { ...report, outcome: 'updated' };
  }

  /** Entries of the source whose provider id is no longer listed: marked (once), reported every sync. */
  private async markMissing(
    manager: EntityManager,
    userId: string,
    input: ExternalSyncInput,
    now: Date,
  ): Promise<ExternalSyncReport[]> {
    const items = manager.getRepository(YarnItemEntity);
    const present = new Set(input.present_ids);
    const linked = await items.find({
      select: { id: true, externalId: true, externalMissingAt: true },
      where: { userId, externalSource: input.source, externalId: Not(IsNull()) },
    });
    const gone = linked.filter((item) => !present.has(item.externalId as string));
    const unmarked = gone.filter((item) => !item.externalMissingAt).map((item) => item.id);
    if (unmarked.length) await items.update({ id: In(unmarked), userId }, { externalMissingAt: now });
    return gone.map((item) => ({
      external_id: item.externalId as string,
      yarn_id: item.id,
      outcome: 'missing' as const,
    }));
  }
}
