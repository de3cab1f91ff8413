import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { YarnModule } from '../yarn/yarn.module.js';
import { ShoppingListController } from './shopping-list.controller.js';
import { ShoppingListRepository } from './shopping-list.repository.js';
import { ShoppingListService } from './shopping-list.service.js';
import { YarnShoppingListController } from './yarn-shopping-list.controller.js';

/** The shopping list, its items hand-written or added from a yarn: builds on yarn/, which never imports it. */
@Module({
  imports: [ActivityModule, YarnModule],
  controllers: [ShoppingListController, YarnShoppingListController],
  providers: [ShoppingListRepository, ShoppingListService],
})
export class ShoppingListModule {}
