import { Module } from '@nestjs/common';
import { DealsController } from './deals.controller.js';
import { DealsRepository } from './deals.repository.js';
import { DealsService } from './deals.service.js';

/** The deals the worker found: stats, active deals, a brand's timeline, patterns and prediction. */
@Module({
  controllers: [DealsController],
  providers: [DealsRepository, DealsService],
})
export class DealsModule {}
