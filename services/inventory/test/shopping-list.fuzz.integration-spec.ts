import { ShoppingListItemCreateInputSchema, ShoppingListItemUpdateInputSchema } from '@yarn-mgmt/contracts';
import { fuzzEndpoint } from '@yarn-mgmt/testing';
import { inventorySuite } from './helpers.js';

// Hostile input (issue 7): every write endpoint under /shopping-list refuses malformed requests with a 4xx and
// changes nothing.
const suite = inventorySuite('inventory_fuzz_shopping');
const svc = () => suite.harness;
const ann = () => suite.harness.user('ann');
let itemId: string;
let bobsItemId: string;

beforeAll(async () => {
  const mine = await ann().call('POST', '/shopping-list', { body: { name: 'Rios, Azul', quantity: 2 } });
  const bobs = await suite.harness.user('bob').call('POST', '/shopping-list', { body: { name: 'Mechita' } });
  expect([mine.status, bobs.status]).toEqual([201, 201]);
  itemId = (mine.body as { id: string }).id;
  bobsItemId = (bobs.body as { id: string }).id;
});

describe('hostile requests to /shopping-list', () => {
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => '/shopping-list',
    schema: ShoppingListItemCreateInputSchema,
    valid: { name: 'Rios', quantity: 1.5, unit: 'skeins', notes: 'blue', need_by: '2026-12-24' },
    as: ann,
  });
  fuzzEndpoint(svc, {
    method: 'PATCH',
    name: 'PATCH /shopping-list/:id',
    path: () => `/shopping-list/${itemId}`,
    schema: ShoppingListItemUpdateInputSchema,
    valid: { name: 'Rios', quantity: 3, unit: 'skeins', notes: null, need_by: null, checked: false },
    as: ann,
  });
  fuzzEndpoint(svc, {
    method: 'PATCH',
    path: (id) => `/shopping-list/${id}`,
    as: ann,
    otherIds: () => [bobsItemId],
  });
  fuzzEndpoint(svc, {
    method: 'DELETE',
    path: (id) => `/shopping-list/${id}`,
    as: ann,
    otherIds: () => [bobsItemId],
  });
});
