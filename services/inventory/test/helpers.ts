import { startServiceHarness, type CallOptions, type Reply, type ServiceHarness } from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../src/app.module.js';
import { loadInventoryConfig } from '../src/config/inventory.config.js';

export interface Harness extends ServiceHarness {
  /** A bearer token of a new user. */
  token(): string;
}

/** The inventory service on the shared service harness (fresh database, test keys, temporary photo store). */
export async function startInventory(name: string): Promise<Harness> {
  const svc = await startServiceHarness((env) => AppModule.forRoot(loadInventoryConfig(env)), { name });
  return Object.assign(svc, { token: () => svc.user(randomUUID()).token });
}

/** `call(method, url, { token, body })` with any user's token. */
export function caller(harness: () => Harness) {
  return (
    method: string,
    url: string,
    { token, ...options }: CallOptions & { token?: string } = {},
  ): Promise<Reply> =>
    harness().anonymous.call(method, url, {
      ...options,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
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
