import { Injectable } from '@nestjs/common';
import type {
  Pattern,
  PatternCategory,
  PatternDesigner,
  PatternDesignersQuery,
  PatternListQuery,
  PatternListResponse,
  PatternStats,
  PatternCreateInput,
  PatternUpdateInput,
} from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import type { EntityManager } from 'typeorm';
import { ActivityRepository } from '@yarn-mgmt/nest-kit/activity';
import { InventoryStashClient } from '../neighbours/inventory-stash.client.js';
import type { MakeableYards } from './pattern-list.query.js';
import { PatternFilesStore } from './pattern-files.store.js';
import { distinctNames, patternValues, toCategory, toDesigner, toPattern } from './pattern.mapper.js';
import { PatternPartsRepository } from './pattern-parts.repository.js';
import { PatternError } from './patterns.errors.js';
import { PatternsRepository } from './patterns.repository.js';
import { makeableYardsByWeight } from './yarn-fit.js';

/** The pattern library: its rules, one transaction per change with its activity row. */
@Injectable()
export class PatternsService {
  constructor(
    private readonly patterns: PatternsRepository,
    private readonly parts: PatternPartsRepository,
    private readonly activity: ActivityRepository,
    private readonly transactions: TransactionRunner,
    private readonly files: PatternFilesStore,
    private readonly stash: InventoryStashClient,
  ) {}

  /** `bearer` is the caller's own token, forwarded to the inventory service for the "makeable" filter. */
  /** `source` keeps the patterns imported from that provider (Ravelry sync), or the user's own (`local`). */
  async list(userId: string, query: PatternListQuery, bearer?: string): Promise<PatternListResponse> {
    const makeable = query.makeable ? await this.makeableYards(bearer) : undefined;
    const { ids, total } = await this.patterns.list(userId, query, makeable);
    return { patterns: await this.loadMany(ids), total };
  }

  /**
   * A pattern of the library, imported or not: `?source=ravelry` with Ravelry's own (numeric) id is the live read,
   * which the gateway sends to the account service; with a library id it is this pattern.
   */
  get(userId: string, id: string): Promise<Pattern> {
    return this.load(this.transactions.manager, userId, id);
  }

  create(userId: string, input: PatternCreateInput): Promise<Pattern> {
    return this.transactions.run(async (manager) =>
      this.load(manager, userId, await this.insertWithin(manager, userId, input, 'Added')),
    );
  }

  /** The pattern's rows and its activity, within the caller's transaction; answers its id. */
  async insertWithin(
    manager: EntityManager,
    userId: string,
    input: PatternCreateInput,
    verb: 'Added' | 'Imported',
  ): Promise<string> {
    const id = await this.patterns.insert(manager, userId, await this.values(manager, userId, input));
    await this.parts.replace(manager, userId, id, partsOf(input));
    await this.activity.record(manager, userId, `${verb} pattern "${input.title}"`);
    return id;
  }

  update(userId: string, id: string, input: PatternUpdateInput): Promise<Pattern> {
    return this.transactions.run(async (manager) => {
      if (!(await this.patterns.findPattern(manager, userId, id, true))) throw PatternError.notFound();
      await this.patterns.update(manager, userId, id, await this.values(manager, userId, input));
      await this.parts.replace(manager, userId, id, partsOf(input));
      const pattern = await this.load(manager, userId, id);
      await this.activity.record(manager, userId, `Edited pattern "${pattern.title}"`);
      return pattern;
    });
  }

  /** Deletes the pattern and its rows, then its file and its cover from storage. */
  async delete(userId: string, id: string): Promise<void> {
    const keys = await this.transactions.run(async (manager) => {
      const pattern = await this.patterns.findPattern(manager, userId, id, true);
      if (!pattern) throw PatternError.notFound();
      const keys = await this.patterns.delete(manager, userId, id);
      await this.activity.record(manager, userId, `Deleted pattern "${pattern.title}"`);
      return keys;
    });
    if (keys.length) await this.files.remove(keys);
  }

  toggleFavorite(userId: string, id: string): Promise<{ id: string; is_favorite: boolean }> {
    return this.transactions.run(async (manager) => {
      const flipped = await this.patterns.toggleFavorite(manager, userId, id);
      if (!flipped) throw PatternError.notFound();
      await this.activity.record(
        manager,
        userId,
        flipped.isFavorite
          ? `Added "${flipped.title}" to favorites`
          : `Removed "${flipped.title}" from favorites`,
      );
      return { id, is_favorite: flipped.isFavorite };
    });
  }

  stats(userId: string): Promise<PatternStats> {
    return this.patterns.stats(userId);
  }

  async categories(): Promise<PatternCategory[]> {
    return (await this.patterns.categories()).map(toCategory);
  }

  async designers(userId: string, query: PatternDesignersQuery): Promise<PatternDesigner[]> {
    return (await this.patterns.designers(userId, query)).map(toDesigner);
  }

  /** Patterns by id in the order given (ids the caller selected within one user's rows). */
  async loadMany(ids: string[]): Promise<Pattern[]> {
    const [rows, parts] = await Promise.all([
      this.patterns.inOrder(ids),
      this.parts.partsOf(this.transactions.manager, ids),
    ]);
    return rows.map((row) => toPattern(row, parts));
  }

  async load(manager: EntityManager, userId: string, id: string): Promise<Pattern> {
    const row = await this.patterns.findPattern(manager, userId, id);
    if (!row) throw PatternError.notFound();
    return toPattern(row, await this.parts.partsOf(manager, [id]));
  }

  /** What the stash offers per weight, asked once per list; the filter cannot answer without it (503). */
  private async makeableYards(bearer: string | undefined): Promise<MakeableYards> {
    const groups = await this.stash.summary(bearer);
    if (!groups) throw new PatternError('STASH_UNAVAILABLE');
    return makeableYardsByWeight(groups);
  }

  private async values(manager: EntityManager, userId: string, input: PatternCreateInput) {
    const designerId = await this.patterns.upsertDesigner(manager, userId, input.designer);
    const categoryId = await this.patterns.categoryId(manager, input.category);
    return patternValues({ ...input, tags: distinctNames(input.tags) }, designerId, categoryId);
  }
}

const partsOf = (input: PatternCreateInput) => ({
  tags: distinctNames(input.tags),
  techniques: distinctNames(input.techniques),
  sizes: input.yardage_by_size,
});
