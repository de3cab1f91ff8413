import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { SCRAPER_API, ScraperLogsQuerySchema, ScraperTriggerInputSchema } from '@yarn-mgmt/contracts';
import { Roles, ZodBody, ZodQuery } from '@yarn-mgmt/nest-kit';
import { z } from 'zod';
import { RunLogsService } from '../runs/run-logs.service.js';
import { TriggerService } from './trigger.service.js';

/** Run All may send no body at all. */
export const TriggerBodySchema = z.preprocess((body) => body ?? {}, ScraperTriggerInputSchema);

/** Spec part 2 section 7 "Scraper": its runs (Run All, Run now, the Logs tab), admins only (DECISIONS 9). */
@ApiTags('scraper')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class ScraperRunsController {
  constructor(
    private readonly logsOfRuns: RunLogsService,
    private readonly triggers: TriggerService,
  ) {}

  @Get(SCRAPER_API.logs)
  async logs(@ZodQuery(ScraperLogsQuerySchema) query: z.output<typeof ScraperLogsQuerySchema>) {
    return { logs: await this.logsOfRuns.logs(query.limit, query.targetId) };
  }

  /** Waits up to TRIGGER_WAIT_MS; runs still going are `pending`. */
  @Post(SCRAPER_API.trigger)
  @HttpCode(200)
  async trigger(@ZodBody(TriggerBodySchema) body: z.output<typeof ScraperTriggerInputSchema>) {
    return { result: await this.triggers.trigger(body.targetId) };
  }
}
