import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  INVENTORY_API,
  YarnItemSchema,
  type RecordUsage,
} from '@yarn-mgmt/contracts';
import { InternalHttpClient } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { PROJECTS_CONFIG, type ProjectsConfig } from '../config/projects.config.js';
import { answerOf, type NeighbourAnswer } from './neighbour-answer.js';

/** What a reservation reads of a stash entry: its name and what it has left. */
export const StashEntrySchema = YarnItemSchema.pick({
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
  private readonly logger = new Logger(InventoryClient.name);
  private readonly http: InternalHttpClient;

  constructor(@Inject(PROJECTS_CONFIG) private readonly config: ProjectsConfig) {
    this.http = new InternalHttpClient({ timeoutMs: config.INVENTORY_TIMEOUT_MS });
  }

  async entry(bearer: string, yarnId: string): Promise<NeighbourAnswer<StashEntry>> {
    const result = await this.http.request<unknown>(this.url(INVENTORY_API.yarnItem(yarnId)), {
      headers: { authorization: bearer },
    });
    return this.logged(
      answerOf(result, (data) => StashEntrySchema.safeParse(data).data),
      `stash entry ${yarnId}`,
    );
  }

  /**
   * Record Usage on the stash entry. The key makes the inventory record it once however often this is retried
   * (a retry is answered 200 with `Idempotent-Replayed`, which is success here too).
   */
  async recordUsage(
    bearer: string,
    yarnId: string,
    usage: RecordUsage,
    idempotencyKey: string,
  ): Promise<NeighbourAnswer<StashEntry>> {
    const result = await this.http.request<unknown>(this.url(INVENTORY_API.usage(yarnId)), {
      method: 'POST',
      headers: { authorization: bearer, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      body: usage,
    });
    return this.logged(
      answerOf(result, (data) => StashEntrySchema.safeParse(data).data),
      `usage of stash entry ${yarnId}`,
    );
  }

  private url(path: string): string {
    return new URL(path, this.config.INVENTORY_URL).toString();
  }

  private logged<T>(answer: NeighbourAnswer<T>, what: string): NeighbourAnswer<T> {
    if (answer.kind === 'unavailable') this.logger.warn(`${what}: the inventory service is unavailable`);
    return answer;
  }
}
