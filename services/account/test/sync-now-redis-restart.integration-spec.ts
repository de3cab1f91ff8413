import {
  RAVELRY_API,
  RAVELRY_SYNC_QUEUE,
  RavelrySyncStatusSchema,
  type RavelrySyncStatus,
} from '@yarn-mgmt/contracts';
import { startRedisServer, type RedisServer } from '@yarn-mgmt/testing';
import { seedRavelry } from '@yarn-mgmt/testing/ravelry';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { ok, waitFor } from './lifecycle-helpers.js';
import { ravelrySyncWorld } from './ravelry-sync-world.js';

// Redis restarted without its data after a Ravelry Sync Now was answered 202 and before it ran: the request is
// kept in PostgreSQL until its job ends, and the account service sweeps as soon as Redis is ready again, so the
// sync runs, once, and the page says it waits meanwhile (before: 'idle', and no sync until the user asked again).
const ANN = 'ann-restart';
const QUEUE_PREFIX = `test-sync-now-restart-${randomUUID().slice(0, 8)}`;
let redis: RedisServer | undefined;
beforeAll(async () => {
  redis = await startRedisServer();
});
const { world, ravelry, account, linkedUser } = ravelrySyncWorld(
  'lc_sync_now_restart',
  () => [seedRavelry({ username: ANN, stash: 3, idBlock: 51 })],
  {
    QUEUE_PREFIX,
    get REDIS_URL() {
      return redis!.url;
    },
  },
);
afterAll(() => redis?.stop());

/** The page's sync state; null while it cannot be read (503: Redis not answering yet). */
async function syncState(token: string): Promise<RavelrySyncStatus['state'] | null> {
  const answer = await account('GET', RAVELRY_API.sync, token);
  return answer.status === 200 ? RavelrySyncStatusSchema.parse(answer.body).state : null;
}
const whoAmICalls = () =>
  ravelry()
    .requests()
    .filter((call) => call.path === '/current_user.json').length;

describe('Sync Now across a Redis restart', () => {
  it('runs once after Redis came back empty, and the page says it waits until then', async () => {
    const ann = await linkedUser(`ann.${randomUUID().slice(0, 8)}@example.com`, ANN);
    const queue = new Queue(RAVELRY_SYNC_QUEUE, { connection: { url: redis!.url }, prefix: QUEUE_PREFIX });
    await queue.pause();
    await queue.close();
    const before = whoAmICalls();
    const started = ok(await account('POST', RAVELRY_API.sync, ann.token), 202).body;
    expect(started.state).toBe('waiting');

    await redis!.kill();
    await redis!.start();

    const seen: Array<RavelrySyncStatus['state'] | null> = [];
    await waitFor(async () => {
      const state = await syncState(ann.token);
      seen.push(state);
      return state === 'completed' || state === 'failed';
    }, 60_000);
    expect(seen.at(-1)).toBe('completed');
    expect(seen).not.toContain('idle');
    // One sync: it asks Ravelry who the user is once.
    expect(whoAmICalls() - before).toBe(1);
    expect(
      await world().query('inventory', 'SELECT id FROM yarn_items WHERE user_id = $1', [ann.id]),
    ).toHaveLength(3);
    expect(
      await world().query('account', 'SELECT queue FROM pending_runs WHERE user_id = $1', [ann.id]),
    ).toEqual([]);
  }, 120_000);
});
