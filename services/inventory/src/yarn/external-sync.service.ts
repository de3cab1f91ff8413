import { Injectable } from '@nestjs/common';
import type {
  ExternalSource,
  ExternalSyncInput,
  ExternalSyncReport,
  ExternalSyncResponse,
  ExternalYarnEntry,
  ExternalYarnFields,
} from '@yarn-mgmt/contracts';
import { ActivityRepository } from '@yarn-mgmt/nest-kit/activity';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { YarnItemEntity } from './yarn-item.entity.js';
import { YarnLinesRepository } from './yarn-lines.repository.js';

const SOURCE_NAMES: Record<ExternalSource, string> = { ravelry: 'Ravelry' };

/** The provider-owned fields of a stash entry as it is here now. */
export function localFields(item: YarnItemEntity): ExternalYarnFields {
  return {
    brand_name: item.line.brand.name,
    line_name: item.line.name,
    weight_category: item.line.weightCategory,
    fiber_content: item.line.fiberContent,
    colorway: item.colorway,
    dye_lot: item.dyeLot,
    skeins_total: Number(item.skeinsTotal),
    total_yardage: Number(item.totalYardage),
  };
}

/** Same fields? Brand and line names are matched regardless of case, as the inventory finds them. */
export function sameFields(a: ExternalYarnFields, b: ExternalYarnFields): boolean {
  const name = (value: string) => value.trim().toLowerCase();
  return (
    name(a.brand_name) === name(b.brand_name) &&
    name(a.line_name) === name(b.line_name) &&
    a.weight_category === b.weight_category &&
    (a.fiber_content ?? null) === (b.fiber_content ?? null) &&
    (a.colorway ?? null) === (b.colorway ?? null) &&
    (a.dye_lot ?? null) === (b.dye_lot ?? null) &&
    Number(a.skeins_total) === Number(b.skeins_total) &&
    Number(a.total_yardage) === Number(b.total_yardage)
  );
}

const fieldsOf = ({ external_id: _id, ...fields }: ExternalYarnEntry): ExternalYarnFields => fields;
const round2 = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number, max: number) => Math.min(Math.max(round2(value), 0), max);

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
        results.push(
          item
            ? await this.sync(manager, userId, item, entry, now)
            : await this.create(manager, userId, input.source, entry, now),
        );
      }
      if (input.present_ids) results.push(...(await this.markMissing(manager, userId, input, now)));
      const changed = results.filter((r) => r.outcome === 'created' || r.outcome === 'updated').length;
      if (changed)
        await this.activity.record(
          manager,
          userId,
          `Synced ${changed} stash ${changed === 1 ? 'entry' : 'entries'} from ${SOURCE_NAMES[input.source]}`,
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
    const lineId = await this.lineFor(manager, userId, entry);
    const fields = fieldsOf(entry);
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
    const provider = fieldsOf(entry);
    const snapshot = item.externalSnapshot as ExternalYarnFields;
    const local = localFields(item);
    const items = manager.getRepository(YarnItemEntity);
    const report = { external_id: entry.external_id, yarn_id: item.id };
    // The provider changed nothing, or changed it as it was edited here: only the sync time moves.
    if (sameFields(provider, snapshot) || sameFields(provider, local)) {
      await items.update(
        { id: item.id, userId },
        { externalSyncedAt: now, externalMissingAt: null, externalSnapshot: provider },
      );
      return { ...report, outcome: 'unchanged' };
    }
    if (!sameFields(local, snapshot)) {
      await items.update({ id: item.id, userId }, { externalSyncedAt: now, externalMissingAt: null });
      return { ...report, outcome: 'conflict', local, provider };
    }
    const lineId = await this.lineFor(manager, userId, entry);
    // Usage recorded here stays deducted: the remaining stock moves by what the provider's totals moved.
    const skeinsRemaining = clamp(
      Number(item.skeinsRemaining) + entry.skeins_total - Number(item.skeinsTotal),
      entry.skeins_total,
    );
    const remainingYardage = clamp(
      Number(item.remainingYardage) + entry.total_yardage - Number(item.totalYardage),
      entry.total_yardage,
    );
    await items.update(
      { id: item.id, userId },
      {
        lineId,
        colorway: entry.colorway,
        dyeLot: entry.dye_lot,
        skeinsTotal: entry.skeins_total,
        skeinsRemaining,
        totalYardage: entry.total_yardage,
        remainingYardage,
        externalSnapshot: provider,
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

  private async lineFor(manager: EntityManager, userId: string, entry: ExternalYarnEntry): Promise<string> {
    const brandId = await this.lines.upsertBrand(manager, userId, entry.brand_name);
    const perSkein =
      entry.skeins_total > 0 ? Math.round(entry.total_yardage / entry.skeins_total) || null : null;
    const line = await this.lines.upsertLine(manager, userId, brandId, {
      line_name: entry.line_name,
      weight_category: entry.weight_category,
      fiber_content: entry.fiber_content,
      yardage_per_skein: perSkein,
      weight_grams: null,
    });
    return line.id;
  }
}
