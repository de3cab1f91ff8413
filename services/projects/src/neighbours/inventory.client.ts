import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  INVENTORY_API,
  YarnSchema,
  type RecordUsageInput,
} from '@yarn-mgmt/contracts';
import { NeighbourClient, RequestLog, type NeighbourAnswer } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { PROJECTS_CONFIG, type ProjectsConfig } from '../config/projects.config.js';

/** What a reservation reads of a stash entry: its name and what it has left. */
export const StashEntrySchema = YarnSchema.pick({
  id: true,
  colorway: true,
  skeins_remaining: true,
  remaining_yardage: true,
  yarn_line: true,
});
export type StashEntry = z.infer<typeof StashEntrySchema>;

/**
 * The inventory service, with the user's own bearer token (it answers for that user only), within
 * INVENTORY_TIMEOUT_MS: a stash entry's remaining amounts, and Record Usage.
 */
@Injectable()
export class InventoryClient {
  private readonly inventory: NeighbourClient;

  constructor(@Inject(PROJECTS_CONFIG) config: ProjectsConfig, @Optional() requestLog?: RequestLog) {
    this.inventory = new NeighbourClient({
      service: 'inventory',
      baseUrl: config.INVENTORY_URL,
      timeoutMs: config.INVENTORY_TIMEOUT_MS,
      requestLog,
    });
  }

  entry(bearer: string, yarnId: string): Promise<NeighbourAnswer<StashEntry>> {
    return this.inventory.json(
      { path: INVENTORY_API.yarnItem(yarnId), auth: { authorization: bearer } },
      StashEntrySchema,
    );
  }

  /**
   * Record Usage on the stash entry. The key makes the inventory record it once however often this is retried
   * (a retry is answered 200 with `Idempotent-Replayed`, which is success here too).
   */
  recordUsage(
    bearer: string,
    yarnId: string,
    usage: RecordUsageInput,
    idempotencyKey: string,
  ): Promise<NeighbourAnswer<StashEntry>> {
    return this.inventory.json(
      {
        method: 'POST',
        path: INVENTORY_API.usage(yarnId),
        auth: { authorization: bearer },
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        json: usage,
      },
      StashEntrySchema,
    );
  }
}
