import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';
import { ServiceReader } from './service-reader.js';

/** What the gateway answers from several services at once: the dashboard's stats and Recent Activity. */
@Module({
  controllers: [DashboardController],
  providers: [ServiceReader, DashboardService],
})
export class ComposeModule {}
