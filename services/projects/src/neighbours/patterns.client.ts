import { Inject, Injectable, Logger } from '@nestjs/common';
import { PATTERNS_API, PatternSchema } from '@yarn-mgmt/contracts';
import { InternalHttpClient } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { PROJECTS_CONFIG, type ProjectsConfig } from '../config/projects.config.js';
import { answerOf, type NeighbourAnswer } from './neighbour-answer.js';

/** What a project copies of its pattern. */
export const PatternNeedsSchema = PatternSchema.pick({
  id: true,
  title: true,
  craft_type: true,
  yarn_weight: true,
  yardage_required: true,
  yardage_by_size: true,
  sizes_available: true,
});
export type PatternNeeds = z.infer<typeof PatternNeedsSchema>;

/**
 * The user's pattern, read from the patterns service with the user's own bearer token (so another user's pattern
 * is a 404 there too), within PATTERNS_TIMEOUT_MS.
 */
@Injectable()
export class PatternsClient {
  private readonly logger = new Logger(PatternsClient.name);
  private readonly http: InternalHttpClient;

  constructor(@Inject(PROJECTS_CONFIG) private readonly config: ProjectsConfig) {
    this.http = new InternalHttpClient({ timeoutMs: config.PATTERNS_TIMEOUT_MS });
  }

  async pattern(bearer: string, id: string): Promise<NeighbourAnswer<PatternNeeds>> {
    const url = new URL(PATTERNS_API.pattern(id), this.config.PATTERNS_URL).toString();
    const answer = answerOf(
      await this.http.request<unknown>(url, { headers: { authorization: bearer } }),
      (data) => PatternNeedsSchema.safeParse(data).data,
    );
    if (answer.kind === 'unavailable')
      this.logger.warn(`pattern ${id} unavailable from the patterns service`);
    return answer;
  }
}
