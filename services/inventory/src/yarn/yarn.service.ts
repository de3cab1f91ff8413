import { Injectable } from '@nestjs/common';
import type {
  Brand,
  LowStockCount,
  LowStockItem,
  RecordUsageInput,
  StashSummary,
  Yarn,
  YarnLine,
  YarnListQuery,
  YarnListResponse,
  YarnCreateInput,
  YarnUpdateInput,
} from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import type { EntityManager } from 'typeorm';
import { ActivityRepository } from '@yarn-mgmt/nest-kit/activity';
import { applyUsage, usageDescription } from './usage.js';
import { YarnError } from './yarn.errors.js';
import { labelOfItem, toBrand, toLowStockItem, toYarnItem, toYarnLine, yarnLabel } from './yarn.mapper.js';
import { UsageKeysRepository } from './usage-keys.repository.js';
import { YarnRepository, type StockTotals } from './yarn.repository.js';
import { YarnLinesRepository } from './yarn-lines.repository.js';
import { YarnPhotosRepository } from './yarn-photos.repository.js';
import { YarnPhotosService } from './yarn-photos.service.js';

/** Yardage from skeins and the line's yardage per skein (0 when the line does not say). */
export function stockTotals(
  input: Pick<YarnCreateInput, 'skeins_total' | 'skeins_remaining'>,
  perSkein: number | null,
): StockTotals {
  const yards = (skeins: number) => Math.round(skeins * (perSkein ?? 0) * 100) / 100;
  return { total_yardage: yards(input.skeins_total), remaining_yardage: yards(input.skeins_remaining) };
}

/** The stash entries: their rules, in one transaction per change with its activity row. */
@Injectable()
export class YarnService {
  constructor(
    private readonly yarn: YarnRepository,
    private readonly lines: YarnLinesRepository,
    private readonly photos: YarnPhotosRepository,
    private readonly photoFiles: YarnPhotosService,
    private readonly activity: ActivityRepository,
    private readonly transactions: TransactionRunner,
    private readonly usageKeys: UsageKeysRepository,
  ) {}

  async list(userId: string, query: YarnListQuery): Promise<YarnListResponse> {
    const { items, total } = await this.yarn.list(userId, query);
    const photos = await this.photos.photosOf(
      this.transactions.manager,
      items.map((item) => item.id),
    );
    return {
      yarn: items.map((item) =>
        toYarnItem(
          item,
          photos.filter((photo) => photo.yarnItemId === item.id),
        ),
      ),
      total,
    };
  }

  async brands(userId: string): Promise<Brand[]> {
    return (await this.lines.findBrands(userId)).map(toBrand);
  }

  async linesOf(userId: string, brandName: string | undefined): Promise<YarnLine[]> {
    if (!brandName) return [];
    return (await this.lines.findLinesOfBrand(userId, brandName)).map(toYarnLine);
  }

  async lowStock(userId: string, limit: number): Promise<LowStockItem[]> {
    return (await this.yarn.lowStock(userId, limit)).map(toLowStockItem);
  }

  async lowStockCount(userId: string): Promise<LowStockCount> {
    return { total: await this.yarn.lowStockCount(userId) };
  }

  /** What the patterns service compares a pattern's yardage with ("what can I make from my stash"). */
  async stashSummary(userId: string): Promise<StashSummary> {
    return { groups: await this.yarn.stashSummary(userId) };
  }

  /**
   * The detail. Its Projects tab and "Reserved for projects" are the projects service's `GET /projects/by-yarn`,
   * which the page asks itself: the inventory calls no service (DECISIONS 28).
   */
  get(userId: string, id: string): Promise<Yarn> {
    return this.load(this.transactions.manager, userId, id);
  }

  create(userId: string, input: YarnCreateInput): Promise<Yarn> {
    return this.transactions.run(async (manager) => {
      const line = await this.resolveLine(manager, userId, input);
      const totals = stockTotals(input, line.yardagePerSkein);
      const id = await this.yarn.insertItem(manager, userId, line.id, input, totals);
      const item = await this.load(manager, userId, id);
      await this.activity.record(manager, userId, `Added ${labelOf(item)}`);
      return item;
    });
  }

  update(userId: string, id: string, input: YarnUpdateInput): Promise<Yarn> {
    return this.transactions.run(async (manager) => {
      if (!(await this.yarn.findItem(manager, userId, id, true))) throw YarnError.notFound();
      const line = await this.resolveLine(manager, userId, input);
      const totals = stockTotals(input, line.yardagePerSkein);
      await this.yarn.updateItem(manager, userId, id, line.id, input, totals);
      const item = await this.load(manager, userId, id);
      await this.activity.record(manager, userId, `Edited ${labelOf(item)}`);
      return item;
    });
  }

  async delete(userId: string, id: string): Promise<void> {
    const keys = await this.transactions.run(async (manager) => {
      const item = await this.yarn.findItem(manager, userId, id, true);
      if (!item) throw YarnError.notFound();
      const removed = await this.yarn.deleteItem(manager, userId, id);
      await this.activity.record(manager, userId, `Deleted ${labelOfItem(item)}`);
      return removed;
    });
    await this.photoFiles.removeFiles(keys);
  }

  async toggleFavorite(userId: string, id: string): Promise<{ id: string; is_favorite: boolean }> {
    const isFavorite = await this.yarn.toggleFavorite(userId, id);
    if (isFavorite === null) throw YarnError.notFound();
    return { id, is_favorite: isFavorite };
  }

  /** Record Usage: one transaction holding the row lock, so concurrent uses never take more than remains. */
  /**
   * Deducts the usage. With an idempotency key, a retry (same user, entry and key) records nothing and answers
   * the entry as it is; the key is claimed after the entry's row lock, so concurrent retries queue behind it.
   */
  recordUsage(
    userId: string,
    id: string,
    usage: RecordUsageInput,
    key?: string,
  ): Promise<{ item: Yarn; replayed: boolean }> {
    return this.transactions.run(async (manager) => {
      const item = await this.yarn.findItem(manager, userId, id, true);
      if (!item) throw YarnError.notFound();
      if (key !== undefined) {
        const earlier = await this.usageKeys.claim(manager, { userId, yarnItemId: id, key, request: usage });
        if (earlier) {
          if (earlier.request.skeins !== usage.skeins || earlier.request.yardage !== usage.yardage)
            throw new YarnError('USAGE_KEY_REUSED');
          return { item: await this.load(manager, userId, id), replayed: true };
        }
      }
      const outcome = applyUsage(
        {
          skeins_remaining: item.skeinsRemaining,
          remaining_yardage: item.remainingYardage,
          yardage_per_skein: item.line.yardagePerSkein,
        },
        usage,
      );
      await this.yarn.setStock(manager, id, outcome.skeins_remaining, outcome.remaining_yardage);
      await this.yarn.insertUsage(manager, {
        userId,
        yarnItemId: id,
        skeins: outcome.skeins,
        yardage: outcome.yardage,
        projectId: usage.project_id ?? null,
        projectName: usage.project_name ?? null,
      });
      await this.activity.record(manager, userId, usageDescription(usage, labelOfItem(item)));
      return { item: await this.load(manager, userId, id), replayed: false };
    });
  }

  private async resolveLine(manager: EntityManager, userId: string, input: YarnCreateInput) {
    const brandId = await this.lines.upsertBrand(manager, userId, input.brand_name);
    return this.lines.upsertLine(manager, userId, brandId, input);
  }

  private async load(manager: EntityManager, userId: string, id: string): Promise<Yarn> {
    const item = await this.yarn.findItem(manager, userId, id);
    if (!item) throw YarnError.notFound();
    return toYarnItem(item, await this.photos.photosOf(manager, [item.id]));
  }
}

const labelOf = (item: Yarn) =>
  yarnLabel({ brand: item.yarn_line.brand.name, line: item.yarn_line.name, colorway: item.colorway });
