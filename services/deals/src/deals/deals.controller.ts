import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ActiveDealsQuerySchema, DEALS_API } from '@yarn-mgmt/contracts';
import { ZodQuery } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { DealsService } from './deals.service.js';

/** Spec part 2 section 7 "Deals": every signed-in user (DECISIONS 9); deals are global. */
@ApiTags('deals')
@ApiBearerAuth()
@Controller()
export class DealsController {
  constructor(private readonly deals: DealsService) {}

  /** Stats and the brands that have deals (DECISIONS 17). */
  @Get(DEALS_API.stats)
  stats() {
    return this.deals.stats();
  }

  @Get(DEALS_API.active)
  active(@ZodQuery(ActiveDealsQuerySchema) query: z.output<typeof ActiveDealsQuerySchema>) {
    return this.deals.active(query.limit);
  }

  @Get(DEALS_API.timeline.route)
  timeline(@Param('brand') brand: string) {
    return this.deals.timeline(brand);
  }

  @Get(DEALS_API.patterns.route)
  async patterns(@Param('brand') brand: string) {
    return { patterns: await this.deals.patterns(brand) };
  }

  @Get(DEALS_API.predict.route)
  async predict(@Param('brand') brand: string) {
    return { prediction: await this.deals.predict(brand) };
  }
}
