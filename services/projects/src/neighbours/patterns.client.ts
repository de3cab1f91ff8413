import { Inject, Injectable, Optional } from '@nestjs/common';
import { PATTERNS_API, PatternSchema } from '@yarn-mgmt/contracts';
import { NeighbourClient, RequestLog, type NeighbourAnswer } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { PROJECTS_CONFIG, type ProjectsConfig } from '../config/projects.config.js';

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
  private readonly patterns: NeighbourClient;

  constructor(@Inject(PROJECTS_CONFIG) config: ProjectsConfig, @Optional() requestLog?: RequestLog) {
    this.patterns = new NeighbourClient({
      service: 'patterns',
      baseUrl: config.PATTERNS_URL,
      timeoutMs: config.PATTERNS_TIMEOUT_MS,
      requestLog,
    });
  }

  pattern(bearer: string, id: string): Promise<NeighbourAnswer<PatternNeeds>> {
    return this.patterns.json(
      { path: PATTERNS_API.pattern(id), auth: { authorization: bearer } },
      PatternNeedsSchema,
    );
  }
}
