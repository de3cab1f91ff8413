import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { ShoppingListController } from './shopping-list.controller.js';
import { ShoppingListRepository } from './shopping-list.repository.js';
import { ShoppingListService } from './shopping-list.service.js';

@Module({
  imports: [ActivityModule],
  controllers: [ShoppingListController],
  providers: [ShoppingListRepository, ShoppingListService],
  exports: [ShoppingListService],
})
export class ShoppingListModule {}
