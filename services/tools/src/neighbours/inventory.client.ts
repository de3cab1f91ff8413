import { Inject, Injectable, Optional } from '@nestjs/common';
import { INVENTORY_API, StashSummarySchema, type StashSummary } from '@yarn-mgmt/contracts';
import { NeighbourClient, RequestLog, type NeighbourAnswer } from '@yarn-mgmt/nest-kit';
import { TOOLS_CONFIG, type ToolsConfig } from '../config/tools.config.js';

/**
 * The inventory service, called with the user's own bearer token (it answers for that user only), within
 * INVENTORY_TIMEOUT_MS: the assistant's stash questions.
 */
@Injectable()
export class InventoryClient {
  private readonly inventory: NeighbourClient;

  constructor(@Inject(TOOLS_CONFIG) config: ToolsConfig, @Optional() requestLog?: RequestLog) {
    this.inventory = new NeighbourClient({
      service: 'inventory',
      baseUrl: config.INVENTORY_URL,
      timeoutMs: config.INVENTORY_TIMEOUT_MS,
      requestLog,
    });
  }

  /** `GET /yarn/stash-summary`: the user's yarn with something left, grouped by line, colourway and dye lot. */
  stashSummary(bearer: string): Promise<NeighbourAnswer<StashSummary>> {
    return this.inventory.json(
      { path: INVENTORY_API.stashSummary, auth: { authorization: bearer } },
      StashSummarySchema,
    );
  }
}
