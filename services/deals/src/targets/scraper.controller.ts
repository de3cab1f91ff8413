import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ScraperLogsQuerySchema,
  ScraperTargetInputSchema,
  ScraperTriggerInputSchema,
  type ScraperTargetWrite,
} from '@yarn-mgmt/contracts';
import { IntIdParam, Roles, ZodBody, ZodQuery } from '@yarn-mgmt/nest-kit';
import { z } from 'zod';
import { TriggerService } from '../runs/trigger.service.js';
import { ScraperError } from './scraper.errors.js';
import { TargetsService } from './targets.service.js';

const notFound = () => ScraperError.notFound();

/** Run All may send no body at all. */
export const TriggerBodySchema = z.preprocess((body) => body ?? {}, ScraperTriggerInputSchema);

/** Spec part 2 section 7 "Scraper": admins only (DECISIONS 9). */
@ApiTags('scraper')
@ApiBearerAuth()
@Roles('admin')
@Controller('scraper')
export class ScraperController {
  constructor(
    private readonly targets: TargetsService,
    private readonly triggers: TriggerService,
  ) {}

  @Get('targets')
  async list() {
    return { targets: await this.targets.list() };
  }

  @Post('targets')
  async create(@ZodBody(ScraperTargetInputSchema) body: ScraperTargetWrite) {
    return { target: await this.targets.create(body) };
  }

  @Put('targets/:id')
  async update(
    @IntIdParam('id', notFound) id: number,
    @ZodBody(ScraperTargetInputSchema) body: ScraperTargetWrite,
  ) {
    return { target: await this.targets.update(id, body) };
  }

  @Delete('targets/:id')
  @HttpCode(204)
  async remove(@IntIdParam('id', notFound) id: number): Promise<void> {
    await this.targets.delete(id);
  }

  @Get('status')
  async status() {
    return { scrapers: await this.targets.status() };
  }

  @Get('logs')
  async logs(@ZodQuery(ScraperLogsQuerySchema) query: z.output<typeof ScraperLogsQuerySchema>) {
    return { logs: await this.targets.logs(query.limit, query.targetId) };
  }

  /** Waits up to TRIGGER_WAIT_MS; runs still going are `pending`. */
  @Post('trigger')
  @HttpCode(200)
  async trigger(@ZodBody(TriggerBodySchema) body: z.output<typeof ScraperTriggerInputSchema>) {
    return { result: await this.triggers.trigger(body.targetId) };
  }
}
