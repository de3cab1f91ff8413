import { Injectable } from '@nestjs/common';
import type { StashMatch } from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import { InventoryStashClient } from '../neighbours/inventory-stash.client.js';
import { PatternError } from '../patterns/patterns.errors.js';
import { PatternsService } from '../patterns/patterns.service.js';
import { matchStash } from './stash-match.js';

/** The pattern page's "From your stash" card. */
@Injectable()
export class StashMatchService {
  constructor(
    private readonly library: PatternsService,
    private readonly stash: InventoryStashClient,
    private readonly transactions: TransactionRunner,
  ) {}

  /** The pattern is checked first (another user's is a 404 without asking the inventory anything). */
  async match(
    userId: string,
    patternId: string,
    bearer: string | undefined,
    size?: string,
  ): Promise<StashMatch> {
    const pattern = await this.library.load(this.transactions.manager, userId, patternId);
    const groups = await this.stash.summary(bearer);
    const match = matchStash(pattern, groups, size);
    if (!match) throw new PatternError('UNKNOWN_SIZE');
    return match;
  }
}
