import { YarnSchema, type Yarn } from '@yarn-mgmt/contracts';
import {
  serviceSuite,
  startServiceHarness,
  withUserTokens,
  type TestEnv,
  type UserHarness,
} from '@yarn-mgmt/testing';
import { AppModule } from '../src/app.module.js';
import { loadInventoryConfig } from '../src/config/inventory.config.js';

export type Harness = UserHarness;

/** The inventory service on the shared service harness (fresh database, test keys, temporary photo store). */
export async function startInventory(name: string, env: TestEnv = {}): Promise<Harness> {
  const svc = await startServiceHarness((testEnv) => AppModule.forRoot(loadInventoryConfig(testEnv)), {
    name,
    env,
  });
  return withUserTokens(svc);
}

export const yarnBody = (overrides: Record<string, unknown> = {}) => ({
  brand_name: 'Malabrigo',
  line_name: 'Rios',
  weight_category: 'Worsted',
  fiber_content: '100% Merino Wool',
  yardage_per_skein: 210,
  weight_grams: 100,
  colorway: 'Azul Profundo',
  color_family: 'Blue',
  purchase_price: 14.5,
  purchase_date: '2025-03-01',
  vendor: 'LYS',
  storage_location: 'Bin A',
  notes: 'For a sweater',
  tags: ['sweater'],
  skeins_total: 5,
  skeins_remaining: 5,
  ...overrides,
});

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const photoForm = (data: Buffer, name = 'swatch.png', type = 'image/png') => {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(data)], { type }), name);
  return form;
};

/** One spec file's inventory service: started before its tests, stopped after them. */
export function inventorySuite(name: string, env: TestEnv | (() => TestEnv) = {}) {
  const suite = serviceSuite('inventory', () =>
    startInventory(name, typeof env === 'function' ? env() : env),
  );
  const { call } = suite;
  return Object.assign(suite, {
    /** A new stash entry (201 expected), from yarnBody() with the overrides. */
    create: async (token: string, overrides: Record<string, unknown> = {}): Promise<Yarn> => {
      const reply = await call('POST', '/yarn', { token, body: yarnBody(overrides) });
      expect(reply.status).toBe(201);
      return YarnSchema.parse(reply.body);
    },
  });
}
