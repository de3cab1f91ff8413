import { Inject, Injectable, Optional } from '@nestjs/common';
import { INVENTORY_API, StashSummarySchema, type StashSummaryGroup } from '@yarn-mgmt/contracts';
import { NeighbourClient, RequestLog } from '@yarn-mgmt/nest-kit';
import { PATTERNS_CONFIG, type PatternsConfig } from '../config/patterns.config.js';

/**
 * The user's stash, asked of the inventory service with the user's own bearer token (the inventory answers for
 * that user only), within INVENTORY_TIMEOUT_MS. Down, slow, an error or an answer of the wrong shape: null, and
 * the caller degrades.
 */
@Injectable()
export class InventoryStashClient {
  private readonly inventory: NeighbourClient;

  constructor(@Inject(PATTERNS_CONFIG) config: PatternsConfig, @Optional() requestLog?: RequestLog) {
    this.inventory = new NeighbourClient({
      service: 'inventory',
      baseUrl: config.INVENTORY_URL,
      timeoutMs: config.INVENTORY_TIMEOUT_MS,
      requestLog,
    });
  }

  async summary(bearer: string | undefined): Promise<StashSummaryGroup[] | null> {
    if (!bearer) return null;
    const answer = await this.inventory.json(
      { path: INVENTORY_API.stashSummary, auth: { authorization: bearer } },
      StashSummarySchema,
    );
    return answer.ok ? answer.value.groups : null;
  }
}
