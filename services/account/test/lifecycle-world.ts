import {
  createTestDatabase,
  createTestKeyPair,
  queryTestDatabase,
  startServiceHarness,
  startRelay,
  startServiceProcess,
  type Relay,
  type ServiceHarness,
  type ServiceHarnessOptions,
  type ServiceProcess,
  type TestDatabase,
} from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppModule } from '../src/app.module.js';
import { loadAccountConfig } from '../src/config/account.config.js';

export const DATA_SERVICES = ['inventory', 'patterns', 'projects', 'tools'] as const;
export type DataService = (typeof DATA_SERVICES)[number];

const build = (service: string) => fileURLToPath(new URL(`../../${service}/dist/main.js`, import.meta.url));

export interface LifecycleWorld {
  account: ServiceHarness;
  gatewayUrl: string;
  relays: Record<DataService, Relay>;
  dbs: Record<DataService, TestDatabase>;
  filesDir: string;
  /** Stops a data service (its relay answers 503 meanwhile). */
  stop(service: DataService): Promise<void>;
  /** Starts it again (a new process on a new port, same database and files). */
  start(service: DataService): Promise<void>;
  query(
    service: DataService | 'account',
    sql: string,
    params?: unknown[],
  ): Promise<Array<Record<string, unknown>>>;
  /** Every file under the services' storage folders, the account's (avatars) included. */
  storedFiles(): Promise<string[]>;
}

/**
 * The platform as it runs: the account service (in this process, with BullMQ on Redis database 12 under a
 * prefix of its own) and the builds of inventory, patterns, projects, tools and the gateway as processes, each
 * data service behind a relay so a test can stop it and bring it back.
 */
export function lifecycleWorld(
  name: string,
  serviceEnv: Partial<Record<DataService, Record<string, string>>> = {},
  /** More of the account service's settings, read once the suite's earlier `beforeAll`s ran (a stand-in's URL). */
  accountEnv: () => Record<string, string> = () => ({}),
  /** 's3': the account service and every data service keep their files in one local S3 server's bucket. */
  { fileStorage }: Pick<ServiceHarnessOptions, 'fileStorage'> = {},
): () => LifecycleWorld {
  let world: LifecycleWorld | undefined;
  const closers: Array<() => Promise<unknown>> = [];
  beforeAll(async () => {
    const keys = createTestKeyPair();
    const filesDir = await mkdtemp(path.join(tmpdir(), `${name}-files-`));
    closers.push(() => rm(filesDir, { recursive: true, force: true }));
    const relays = {} as Record<DataService, Relay>;
    const dbs = {} as Record<DataService, TestDatabase>;
    for (const service of DATA_SERVICES) {
      relays[service] = await startRelay();
      dbs[service] = await createTestDatabase(`${name}_${service}`);
      closers.push(
        () => relays[service].close(),
        () => dbs[service].drop(),
      );
    }
    const urls = {
      INVENTORY_URL: relays.inventory.url,
      PATTERNS_URL: relays.patterns.url,
      PROJECTS_URL: relays.projects.url,
      TOOLS_URL: relays.tools.url,
    };
    const account = await startServiceHarness((env) => AppModule.forRoot(loadAccountConfig(env)), {
      name: `${name}_account`,
      keys,
      fileStorage,
      env: {
        ...urls,
        REDIS_URL: 'redis://127.0.0.1:6379/12',
        QUEUE_PREFIX: `test-${name}-${randomUUID().slice(0, 8)}`,
        ACCOUNT_DELETION_BACKOFF_MS: '200',
        ACCOUNT_DELETION_ATTEMPTS: '40',
        TOKEN_CHECK_TTL_MS: '1000',
        ACCOUNT_ERASE_FINAL_PASS_MS: '4000',
        ...accountEnv(),
      },
    });
    closers.push(() => account.close());
    const processes: Partial<Record<DataService, ServiceProcess>> = {};
    const start = async (service: DataService) => {
      processes[service] = await startServiceProcess(build(service), {
        ...urls,
        DATABASE_URL: dbs[service].url,
        ACCOUNT_URL: account.url,
        FILE_STORAGE_DIR: path.join(filesDir, service),
        LOG_LEVEL: 'warn',
        // Each service under its own prefix of the one bucket, as the platform runs on S3.
        ...account.s3?.env,
        ...serviceEnv[service],
      });
      relays[service].target = processes[service]?.url;
    };
    const stop = async (service: DataService) => {
      relays[service].target = undefined;
      await processes[service]?.stop();
      processes[service] = undefined;
    };
    for (const service of DATA_SERVICES) await start(service);
    closers.push(async () => {
      for (const service of DATA_SERVICES) await stop(service);
    });
    const gateway = await startServiceProcess(build('gateway'), {
      ACCOUNT_URL: account.url,
      ...urls,
      LOG_LEVEL: 'warn',
    });
    closers.push(() => gateway.stop());
    world = {
      account,
      gatewayUrl: gateway.url,
      relays,
      dbs,
      filesDir,
      stop,
      start,
      query: (service, sql, params = []) =>
        service === 'account' ? account.query(sql, params) : queryTestDatabase(dbs[service].url, sql, params),
      storedFiles: async () =>
        (
          await Promise.all(
            [filesDir, account.filesDir].map((dir) => readdir(dir, { recursive: true, withFileTypes: true })),
          )
        )
          .flat()
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name)),
    };
  }, 120_000);
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  }, 60_000);
  return () => {
    if (!world) throw new Error(`the ${name} world has not started`);
    return world;
  };
}
