import { Inject, Injectable, Logger } from '@nestjs/common';
import { INVENTORY_API, StashSummarySchema, type StashSummaryGroup } from '@yarn-mgmt/contracts';
import { InternalHttpClient } from '@yarn-mgmt/nest-kit';
import { PATTERNS_CONFIG, type PatternsConfig } from '../config/patterns.config.js';

/**
 * The user's stash, asked of the inventory service with the user's own bearer token (the inventory answers for
 * that user only), within INVENTORY_TIMEOUT_MS. Down, slow, an error or an answer of the wrong shape: null, and
 * the caller degrades.
 */
@Injectable()
export class InventoryStashClient {
  private readonly logger = new Logger(InventoryStashClient.name);
  private readonly http: InternalHttpClient;

  constructor(@Inject(PATTERNS_CONFIG) private readonly config: PatternsConfig) {
    this.http = new InternalHttpClient({ timeoutMs: config.INVENTORY_TIMEOUT_MS });
  }

  async summary(bearer: string | undefined): Promise<StashSummaryGroup[] | null> {
    if (!bearer) return null;
    const url = new URL(INVENTORY_API.stashSummary, this.config.INVENTORY_URL).toString();
    const result = await this.http.request<unknown>(url, { headers: { authorization: bearer } });
    if (!result.ok) {
      this.logger.warn(`stash summary unavailable: ${result.status ?? ''} ${result.error}`.trim());
      return null;
    }
    const parsed = StashSummarySchema.safeParse(result.data);
    if (!parsed.success) {
      this.logger.warn('stash summary unavailable: the inventory answered an unexpected shape');
      return null;
    }
    return parsed.data.groups;
  }
}
