import { Controller, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ShoppingListItem } from '@yarn-mgmt/contracts';
import { INVENTORY_API } from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { Response } from 'express';
import { ShoppingListError } from './shopping-list.errors.js';
import { ShoppingListService } from './shopping-list.service.js';

/** The yarn detail's Add to Shopping List: the shopping list's route under the yarn it is asked from. */
@ApiTags('yarn')
@ApiBearerAuth()
@Controller()
export class YarnShoppingListController {
  constructor(private readonly shoppingList: ShoppingListService) {}

  /** 201 with a new item; 200 with the yarn's open item when it is already on the list. */
  @Post(INVENTORY_API.addToShoppingList.route)
  async addToShoppingList(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', () => new ShoppingListError('YARN_NOT_FOUND')) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ShoppingListItem> {
    const { item, created } = await this.shoppingList.addYarn(user.id, id);
    response.status(created ? 201 : 200);
    return item;
  }
}
