import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ActiveDealsQuerySchema } from '@yarn-mgmt/contracts';
import { ZodQuery } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { DealsService } from './deals.service.js';

/** Spec part 2 section 7 "Deals": every signed-in user (DECISIONS 9); deals are global. */
@ApiTags('deals')
@ApiBearerAuth()
@Controller('deals')
export class DealsController {
  constructor(private readonly deals: DealsService) {}

  /** Stats and the brands that have deals (DECISIONS 17). */
  @Get('stats')
  stats() {
    return this.deals.stats();
  }

  @Get('active')
  active(@ZodQuery(ActiveDealsQuerySchema) query: z.output<typeof ActiveDealsQuerySchema>) {
    return this.deals.active(query.limit);
  }

  @Get('timeline/:brand')
  timeline(@Param('brand') brand: string) {
    return this.deals.timeline(brand);
  }

  @Get('patterns/:brand')
  async patterns(@Param('brand') brand: string) {
    return { patterns: await this.deals.patterns(brand) };
  }

  @Get('predict/:brand')
  async predict(@Param('brand') brand: string) {
    return { prediction: await this.deals.predict(brand) };
  }
}
