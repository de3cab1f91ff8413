import { NestFactory } from '@nestjs/core';
import {
  ApiErrorSchema,
  ScraperTargetResponseSchema,
  type ScraperTarget,
  type RawScraperTargetCreateInput,
} from '@yarn-mgmt/contracts';
import {
  serviceSuite,
  startServiceHarness,
  withUserTokens,
  type ServiceHarnessOptions,
  type TestEnv,
  type UserHarness,
} from '@yarn-mgmt/testing';
import { startFakeShop, type FakeShop } from '@yarn-mgmt/testing/shops';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AppModule } from '../src/app.module.js';
import { loadDealsConfig } from '../src/config/deals.config.js';
import { ScrapeWorker } from '../src/worker/scrape-worker.js';
import { WorkerModule } from '../src/worker.module.js';

/** Redis database 12 and a random key prefix per suite: never another suite's (or helper's) keys. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/12';

export type Harness = UserHarness & { env: TestEnv };

/** What every deals suite runs with: its own queue prefix, short waits, quiet logs. */
export function dealsEnv(env: TestEnv = {}): TestEnv {
  return {
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: `test-deals-${randomBytes(4).toString('hex')}`,
    SCRAPER_ALLOW_PRIVATE: 'false',
    SCRAPER_HOST_DELAY_MS: '0',
    SCRAPER_BACKOFF_MS: '50',
    SCRAPER_LOCK_DURATION_MS: '2000',
    SCRAPER_STALLED_INTERVAL_MS: '1000',
    TRIGGER_WAIT_MS: '8000',
    LOG_LEVEL: 'silent',
    DEMO_SHOP_URL: undefined,
    ...env,
  };
}

/** The deals API on the shared harness; `env` also holds what its worker needs (database, files, queue). */
export async function startDeals(
  name: string,
  env: TestEnv = {},
  { fileStorage }: Pick<ServiceHarnessOptions, 'fileStorage'> = {},
): Promise<Harness> {
  const testEnv = dealsEnv(env);
  const svc = await startServiceHarness((e) => AppModule.forRoot(loadDealsConfig(e)), {
    name,
    env: testEnv,
    fileStorage,
  });
  const harness = withUserTokens(svc);
  const close = harness.close.bind(harness);
  return Object.assign(harness, {
    env: { ...testEnv, DATABASE_URL: svc.db.url, FILE_STORAGE_DIR: svc.filesDir, ...svc.s3?.env },
    close: async () => {
      await close();
      if (testEnv.REDIS_URL && testEnv.QUEUE_PREFIX)
        await dropQueueKeys(testEnv.REDIS_URL, testEnv.QUEUE_PREFIX);
    },
  });
}

/** Removes every Redis key of a suite's queue prefix. */
export async function dropQueueKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

export interface InProcessWorker {
  stop(): Promise<void>;
}

/** The worker module in this process (same code as dist/worker.js), on the suite's database and queue. */
export async function startWorker(env: TestEnv): Promise<InProcessWorker> {
  const config = loadDealsConfig({ ...process.env, ...env });
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: ['error'] });
  await app.init();
  return {
    stop: async () => {
      await app.get(ScrapeWorker).stop();
      await app.close();
    },
  };
}

export const SHOP_SELECTORS = {
  item: '.product-card',
  product_name: '.product-title',
  current_price: '.price-now',
  product_url: 'a.product-link',
};

export const targetBody = (
  overrides: Partial<RawScraperTargetCreateInput> = {},
): RawScraperTargetCreateInput => ({
  name: 'Wool Warehouse',
  url: 'https://93.184.215.14/yarn/sale',
  category: 'deals',
  scraperType: 'static',
  scrapeFrequency: 'daily',
  selectors: JSON.stringify(SHOP_SELECTORS),
  ...overrides,
});

/** One spec file's deals service with an admin, a user and a target builder. */
export function dealsSuite(
  name: string,
  env: TestEnv | (() => TestEnv) = {},
  storage: Pick<ServiceHarnessOptions, 'fileStorage'> = {},
) {
  const suite = serviceSuite('deals', () =>
    startDeals(name, typeof env === 'function' ? env() : env, storage),
  );
  const admin = () => suite.harness.user('admin', { role: 'admin' });
  const user = () => suite.harness.user('knitter');
  return Object.assign(suite, {
    admin,
    user,
    env: () => suite.harness.env,
    /** A new target (201 expected). */
    createTarget: async (overrides: Partial<RawScraperTargetCreateInput> = {}): Promise<ScraperTarget> => {
      const reply = await suite.call('POST', '/scraper/targets', {
        token: admin().token,
        body: targetBody(overrides),
      });
      if (reply.status !== 201)
        throw new Error(`POST /scraper/targets: ${reply.status} ${JSON.stringify(reply.body)}`);
      return ScraperTargetResponseSchema.parse(reply.body).target;
    },
  });
}

/** The error body of a reply (the platform's shape), with its field errors. */
export const errorOf = (reply: { body: unknown }) => ApiErrorSchema.parse(reply.body);
export const fieldErrorsOf = (reply: { body: unknown }) => errorOf(reply).fieldErrors ?? {};

/** /health's checks and their status. */
export const healthOf = (reply: { body: unknown }) =>
  z.object({ info: z.record(z.string(), z.object({ status: z.string() })) }).parse(reply.body).info;

/**
 * The fake retailer and a worker (in this process) for a spec file: started before its tests (after the suite's
 * service, whose env they use), stopped after them. Returns the shop.
 */
export function shopWithWorker(env: () => TestEnv): () => FakeShop {
  const state: { shop?: FakeShop; worker?: InProcessWorker } = {};
  beforeAll(async () => {
    state.shop = await startFakeShop();
    state.worker = await startWorker(env());
  }, 60_000);
  afterAll(async () => {
    await state.worker?.stop();
    await state.shop?.close();
  });
  return () => {
    if (!state.shop) throw new Error('the fake shop has not started');
    return state.shop;
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
