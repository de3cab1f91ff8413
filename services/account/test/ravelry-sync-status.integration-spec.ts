import { randomUUID } from 'node:crypto';
import type { AccountConfig } from '../src/config/account.config.js';
import type { IntegrationLinkEntity } from '../src/integrations/integration-link.entity.js';
import type { IntegrationLinksRepository } from '../src/integrations/integration-links.repository.js';
import type { OAuthProviders } from '../src/integrations/oauth-providers.js';
import type { PendingRuns } from '../src/pending-runs/pending-runs.js';
import type { RavelrySyncRunner } from '../src/ravelry-sync/ravelry-sync.runner.js';
import { RavelrySyncQueue } from '../src/ravelry-sync/ravelry-sync.queue.js';
import { waitFor } from './lifecycle-helpers.js';

// GET /ravelry/sync read while the sync ends (on real Redis and BullMQ; the link's table and the sync itself stand
// aside): a sync writes the link's last sync before its job completes, so a status that says 'completed' always
// carries that last sync. CI once read 'completed' with lastSync null (the link read before a job that ended between).
const USER = randomUUID();
const config = {
  REDIS_URL: 'redis://127.0.0.1:6379/12',
  QUEUE_PREFIX: `test-ravelry-status-${USER.slice(0, 8)}`,
  RAVELRY_SYNC_SWEEP_MS: 60_000,
  RAVELRY_SYNC_SCHEDULE_EVERY_MS: 0,
} as AccountConfig;

let lastSyncAt: Date | null = null;
let finish: () => void = () => undefined;
/** Set for one read: the link is read as it stands, then the sync ends before the status reads on. */
let endingDuringRead = false;
let queue: RavelrySyncQueue;
const link = () =>
  ({ userId: USER, autoSync: 'off', connectedAt: new Date(0), lastSyncAt }) as IntegrationLinkEntity;
const links = {
  find: async () => {
    const asRead = link();
    if (endingDuringRead) {
      endingDuringRead = false;
      finish();
      await waitFor(async () => (await queue.status(USER)).state === 'completed', 10_000);
    }
    return asRead;
  },
  autoSyncing: () => Promise.resolve([]),
} as unknown as IntegrationLinksRepository;
const runner = {
  run: () =>
    new Promise((resolve) => {
      finish = () => {
        lastSyncAt = new Date(); // as the runner's markSynced, before the job completes
        resolve({ kinds: {}, seconds: 0 });
      };
    }),
} as unknown as RavelrySyncRunner;
const pending = {
  request: async (_queue: string, _user: string, add: () => Promise<unknown>) => void (await add()),
  waiting: () => Promise.resolve(false),
  ended: () => Promise.resolve(),
  requeue: () => Promise.resolve(),
} as unknown as PendingRuns;

beforeAll(() => {
  queue = new RavelrySyncQueue(config, { ravelry: {} } as OAuthProviders, links, runner, pending);
  queue.onApplicationBootstrap();
});
afterAll(() => queue.onModuleDestroy());

it('says completed only with the last sync the sync wrote', async () => {
  expect((await queue.start(USER)).state).not.toBe('idle');
  await waitFor(async () => (await queue.status(USER)).state === 'active', 10_000);

  endingDuringRead = true;
  const during = await queue.status(USER);
  expect(during.state === 'completed' ? during.lastSync : 'not completed').not.toBeNull();
  const after = await queue.status(USER);
  expect(after.state).toBe('completed');
  expect(after.lastSync).toBe(lastSyncAt?.toISOString());
}, 30_000);
