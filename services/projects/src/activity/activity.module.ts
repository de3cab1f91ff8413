import { Module } from '@nestjs/common';
import { ActivityController } from './activity.controller.js';
import { ActivityRepository } from './activity.repository.js';

@Module({
  controllers: [ActivityController],
  providers: [ActivityRepository],
  exports: [ActivityRepository],
})
export class ActivityModule {}
