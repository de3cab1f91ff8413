import { Inject, Injectable, Optional } from '@nestjs/common';
import { DEALS_API, DealsResponseSchema, type Deal } from '@yarn-mgmt/contracts';
import { NeighbourClient, RequestLog, type NeighbourAnswer } from '@yarn-mgmt/nest-kit';
import { TOOLS_CONFIG, type ToolsConfig } from '../config/tools.config.js';

/** The most active deals one read takes (the deals service's own cap), biggest discount first. */
export const ACTIVE_DEALS_READ = 1_000;

/**
 * The deals service, called with the user's own bearer token within DEALS_TIMEOUT_MS: the assistant's "any deals
 * on Drops?". `GET /deals/active` rather than a brand's timeline: the timeline matches one spelling of the brand
 * exactly and adds its price history, while the scraped shops spell brands their own way ("Cascade", "Cascade
 * Yarns"), which the caller matches against the brand table's names and aliases.
 */
@Injectable()
export class DealsClient {
  private readonly deals: NeighbourClient;

  constructor(@Inject(TOOLS_CONFIG) config: ToolsConfig, @Optional() requestLog?: RequestLog) {
    this.deals = new NeighbourClient({
      service: 'deals',
      baseUrl: config.DEALS_URL,
      timeoutMs: config.DEALS_TIMEOUT_MS,
      requestLog,
    });
  }

  /** `GET /deals/active`: what is on sale now, biggest discount first. */
  async activeDeals(bearer: string): Promise<NeighbourAnswer<Deal[]>> {
    const answer = await this.deals.json(
      { path: `${DEALS_API.active}?limit=${ACTIVE_DEALS_READ}`, auth: { authorization: bearer } },
      DealsResponseSchema,
    );
    return answer.ok ? { ok: true, value: answer.value.deals } : answer;
  }
}
