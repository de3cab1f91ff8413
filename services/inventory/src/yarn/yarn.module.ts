import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { ShoppingListModule } from '../shopping-list/shopping-list.module.js';
import { YarnController } from './yarn.controller.js';
import { YarnRepository } from './yarn.repository.js';
import { YarnService } from './yarn.service.js';

@Module({
  imports: [ActivityModule, ShoppingListModule],
  controllers: [YarnController],
  providers: [YarnRepository, YarnService],
})
export class YarnModule {}
