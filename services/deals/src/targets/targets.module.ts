import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { ScraperController } from './scraper.controller.js';
import { TargetsRepository } from './targets.repository.js';
import { TargetsService } from './targets.service.js';

/** The retailers' pages to scrape: saved with their URL checked, their schedules kept in the queue, their status. */
@Module({
  imports: [QueueModule],
  controllers: [ScraperController],
  providers: [TargetsRepository, TargetsService],
  exports: [TargetsRepository, TargetsService],
})
export class TargetsModule {}
