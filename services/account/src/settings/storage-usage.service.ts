import { Inject, Injectable } from '@nestjs/common';
import type { ServiceName, UserStorageUsage } from '@yarn-mgmt/contracts';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { NeighboursClient } from '../neighbours/neighbours.client.js';
import { sumStorage } from './settings.mapper.js';

export interface StorageFigures extends UserStorageUsage {
  /** Services whose share is missing just now. */
  unavailable: ServiceName[];
}

const MAX_CACHED_USERS = 10_000;

/**
 * A user's stored bytes across the platform: each file-keeping service's own report (inventory: yarn photos,
 * patterns: pattern PDFs) plus the avatar. The services' complete reports are kept for STORAGE_CACHE_MS in this
 * process, so reopening Settings does not ask them again; Clear Cache drops them and the next read recounts.
 */
@Injectable()
export class StorageUsageService {
  private readonly cache = new Map<string, { until: number; reports: UserStorageUsage[] }>();

  constructor(
    private readonly neighbours: NeighboursClient,
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
  ) {}

  async figures(userId: string, bearer: string, avatarBytes: number): Promise<StorageFigures> {
    const cached = this.cache.get(userId);
    if (cached && cached.until > Date.now())
      return { ...sumStorage(cached.reports, avatarBytes), unavailable: [] };
    const answers = await Promise.all([
      this.neighbours.storage('inventory', bearer),
      this.neighbours.storage('patterns', bearer),
    ]);
    const reports = answers.flatMap((answer) => (answer.value ? [answer.value] : []));
    const unavailable = answers.filter((answer) => !answer.value).map((answer) => answer.service);
    if (!unavailable.length && this.config.STORAGE_CACHE_MS > 0) this.remember(userId, reports);
    return { ...sumStorage(reports, avatarBytes), unavailable };
  }

  /** Forgets the user's figures: the next read asks every service again. */
  clear(userId: string): void {
    this.cache.delete(userId);
  }

  private remember(userId: string, reports: UserStorageUsage[]): void {
    const now = Date.now();
    if (this.cache.size >= MAX_CACHED_USERS) {
      for (const [key, entry] of this.cache) if (entry.until <= now) this.cache.delete(key);
      if (this.cache.size >= MAX_CACHED_USERS) this.cache.clear();
    }
    this.cache.set(userId, { until: now + this.config.STORAGE_CACHE_MS, reports });
  }
}
