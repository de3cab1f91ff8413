import { domainErrorClass } from '@yarn-mgmt/nest-kit';

export class ShoppingListError extends domainErrorClass({
  ITEM_NOT_FOUND: [404, 'Shopping list item not found'],
  YARN_NOT_FOUND: [404, 'Yarn not found'],
  ALREADY_LISTED: [409, 'This yarn is already on your shopping list'],
}) {}
