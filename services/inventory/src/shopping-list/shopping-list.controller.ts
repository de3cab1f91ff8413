import { Controller, Delete, Get, HttpCode, Patch, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  INVENTORY_API,
  ShoppingListItemCreateInputSchema,
  ShoppingListQuerySchema,
  ShoppingListItemUpdateInputSchema,
  type ShoppingListItem,
  type ShoppingListItemCreateInput,
  type ShoppingListItemUpdateInput,
  type ShoppingListQuery,
  type ShoppingListResponse,
} from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, ZodBody, ZodQuery, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { Response } from 'express';
import { ShoppingListError } from './shopping-list.errors.js';
import { ShoppingListService } from './shopping-list.service.js';

const itemNotFound = () => new ShoppingListError('ITEM_NOT_FOUND');

@ApiTags('shopping-list')
@ApiBearerAuth()
@Controller()
export class ShoppingListController {
  constructor(private readonly shoppingList: ShoppingListService) {}

  @Get(INVENTORY_API.shoppingList)
  list(
    @CurrentUser() user: AuthUser,
    @ZodQuery(ShoppingListQuerySchema) query: ShoppingListQuery,
  ): Promise<ShoppingListResponse> {
    return this.shoppingList.list(user.id, query);
  }

  /** 201 with a new item; 200 with the open item when the yarn is already on the list. */
  @Post(INVENTORY_API.shoppingList)
  async create(
    @CurrentUser() user: AuthUser,
    @ZodBody(ShoppingListItemCreateInputSchema) body: ShoppingListItemCreateInput,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ShoppingListItem> {
    const { item, created } = await this.shoppingList.create(user.id, body);
    response.status(created ? 201 : 200);
    return item;
  }

  @Patch(INVENTORY_API.shoppingListItem.route)
  update(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', itemNotFound) id: string,
    @ZodBody(ShoppingListItemUpdateInputSchema) body: ShoppingListItemUpdateInput,
  ): Promise<ShoppingListItem> {
    return this.shoppingList.update(user.id, id, body);
  }

  @Delete(INVENTORY_API.shoppingListItem.route)
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @UuidParam('id', itemNotFound) id: string): Promise<void> {
    await this.shoppingList.delete(user.id, id);
  }
}
