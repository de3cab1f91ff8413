import { DomainError } from '@yarn-mgmt/nest-kit';

const SHOPPING_LIST_ERROR_STATUSES = {
  ITEM_NOT_FOUND: 404,
  YARN_NOT_FOUND: 404,
  ALREADY_LISTED: 409,
} as const;

export type ShoppingListErrorCode = keyof typeof SHOPPING_LIST_ERROR_STATUSES;

const MESSAGES = {
  ITEM_NOT_FOUND: 'Shopping list item not found',
  YARN_NOT_FOUND: 'Yarn not found',
  ALREADY_LISTED: 'This yarn is already on your shopping list',
} as const satisfies Record<ShoppingListErrorCode, string>;

export class ShoppingListError extends DomainError<ShoppingListErrorCode> {
  protected readonly statuses = SHOPPING_LIST_ERROR_STATUSES;

  constructor(code: ShoppingListErrorCode) {
    super(code, MESSAGES[code]);
  }
}
