import {
  USER_DATA_INTERNAL_API,
  UserDataDiscardInputSchema,
  UserDataImportInputSchema,
  UserDataRelinkInputSchema,
} from '@yarn-mgmt/contracts';
import { fuzzEndpoint } from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { inventorySuite } from './helpers.js';

// Hostile input to the account service's internal user-data calls (issue 10): a part the contract refuses is a
// 4xx that changes nothing; one it accepts never fails with a 5xx (a bad row is the database's 400, in one
// transaction). Ann has a stash entry the calls must not disturb.
const suite = inventorySuite('inventory_fuzz_user_data');
const svc = () => suite.harness;
const ann = () => suite.harness.user('ann');

beforeAll(async () => {
  await suite.create(ann().token);
});

describe('hostile requests to the internal user-data calls', () => {
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => USER_DATA_INTERNAL_API.import,
    schema: UserDataImportInputSchema,
    valid: {
      part: {
        service: 'inventory',
        version: 1,
        tables: { brands: [{ id: randomUUID(), name: 'Malabrigo', created_at: '2026-11-22T05:00:00Z' }] },
        files: [],
      },
      maps: {},
    },
    as: ann,
    maxAccepted: 30,
    runs: 300,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => USER_DATA_INTERNAL_API.relink,
    schema: UserDataRelinkInputSchema,
    valid: { maps: { projects: { [randomUUID()]: randomUUID() } } },
    as: ann,
    maxAccepted: 30,
    runs: 300,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => USER_DATA_INTERNAL_API.discard,
    schema: UserDataDiscardInputSchema,
    valid: { created: { yarn_items: [randomUUID()] } },
    as: ann,
    maxAccepted: 30,
    runs: 300,
  });
});
