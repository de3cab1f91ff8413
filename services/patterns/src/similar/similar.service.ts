import { Injectable } from '@nestjs/common';
import type { Pattern } from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import { PatternsService } from '../patterns/patterns.service.js';
import { SimilarRepository } from './similar.repository.js';

@Injectable()
export class SimilarService {
  constructor(
    private readonly similar: SimilarRepository,
    private readonly library: PatternsService,
    private readonly transactions: TransactionRunner,
  ) {}

  /** At most 4 of the user's other patterns, most similar first; another user's pattern is a 404. */
  async similarTo(userId: string, id: string): Promise<Pattern[]> {
    await this.library.load(this.transactions.manager, userId, id);
    return this.library.loadMany(await this.similar.similarIds(userId, id));
  }
}
