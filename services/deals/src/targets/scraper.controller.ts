import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  SCRAPER_API,
  ScraperTargetCreateInputSchema,
  ScraperTargetUpdateInputSchema,
  type ScraperTargetCreateInput,
  type ScraperTargetUpdateInput,
} from '@yarn-mgmt/contracts';
import { IntIdParam, Roles, ZodBody } from '@yarn-mgmt/nest-kit';
import { ScraperError } from './scraper.errors.js';
import { TargetsService } from './targets.service.js';

const notFound = () => ScraperError.notFound();

/** Spec part 2 section 7 "Scraper": its targets and their status, admins only (DECISIONS 9). */
@ApiTags('scraper')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class ScraperController {
  constructor(private readonly targets: TargetsService) {}

  @Get(SCRAPER_API.targets)
  async list() {
    return { targets: await this.targets.list() };
  }

  @Post(SCRAPER_API.targets)
  async create(@ZodBody(ScraperTargetCreateInputSchema) body: ScraperTargetCreateInput) {
    return { target: await this.targets.create(body) };
  }

  @Put(SCRAPER_API.target.route)
  async update(
    @IntIdParam('id', notFound) id: number,
    @ZodBody(ScraperTargetUpdateInputSchema) body: ScraperTargetUpdateInput,
  ) {
    return { target: await this.targets.update(id, body) };
  }

  @Delete(SCRAPER_API.target.route)
  @HttpCode(204)
  async remove(@IntIdParam('id', notFound) id: number): Promise<void> {
    await this.targets.delete(id);
  }

  @Get(SCRAPER_API.status)
  async status() {
    return { scrapers: await this.targets.status() };
  }
}
