import {
  RAVELRY_API,
  RAVELRY_SYNC_QUEUE,
  RavelryOptionsSchema,
  RavelryStatusSchema,
  ravelrySyncSchedulerId,
} from '@yarn-mgmt/contracts';
import { seedRavelry } from '@yarn-mgmt/testing/ravelry';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { ok, send, signUp, waitFor } from './lifecycle-helpers.js';
import { ravelrySyncWorld } from './ravelry-sync-world.js';

// The automatic Ravelry sync (issue 22): a job scheduler per user following the link's option, whose runs start
// the same sync as Sync Now. A test-only interval stands in for the daily and weekly calendars.
const EVERY_MS = 1_000;
const REDIS_URL = 'redis://127.0.0.1:6379/12';
const QUEUE_PREFIX = `test-ravelry-schedule-${randomUUID().slice(0, 8)}`;
const ANN = 'ann-auto';
const BOB = 'bob-weekly';
const { world, ravelry, account, linkedUser, status } = ravelrySyncWorld(
  'lc_ravelry_schedule',
  () => [
    seedRavelry({ username: ANN, stash: 3, idBlock: 31 }),
    seedRavelry({ username: BOB, stash: 2, idBlock: 32 }),
  ],
  {
    RAVELRY_SYNC_SCHEDULE_EVERY_MS: String(EVERY_MS),
    RAVELRY_SYNC_SWEEP_MS: '1000',
    QUEUE_PREFIX,
  },
);
const email = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const setAutoSync = (token: string, autoSync: string) =>
  account('PUT', RAVELRY_API.options, token, { autoSync });
const ravelryStatus = async (token: string) =>
  RavelryStatusSchema.parse(ok(await account('GET', RAVELRY_API.status, token)).body);
const stashCount = async (userId: string) =>
  (await world().query('inventory', `SELECT id FROM yarn_items WHERE user_id = $1`, [userId])).length;
const whoAmICalls = () =>
  ravelry()
    .requests()
    .filter((call) => call.path === '/current_user.json').length;

let queue: Queue | undefined;
beforeAll(() => {
  queue = new Queue(RAVELRY_SYNC_QUEUE, { connection: { url: REDIS_URL }, prefix: QUEUE_PREFIX });
});
afterAll(() => queue?.close());
const heldScheduler = (userId: string) => queue!.getJobScheduler(ravelrySyncSchedulerId(userId));

describe('the automatic Ravelry sync', () => {
  it('is off for a new link, refuses an unknown option with the field named, and needs a link', async () => {
    const stranger = await signUp(world(), email('cat'));
    expect((await setAutoSync(stranger.token, 'daily')).status).toBe(404);

    const ann = await linkedUser(email('ann'), ANN);
    expect((await ravelryStatus(ann.token)).autoSync).toBe('off');
    expect((await status(ann.token)).nextSync).toBeNull();
    const hourly = await setAutoSync(ann.token, 'hourly');
    expect(hourly.status).toBe(400);
    expect(JSON.stringify(hourly.body)).toContain('autoSync');
    const extra = await account('PUT', RAVELRY_API.options, ann.token, {
      autoSync: 'daily',
      writeBackk: true,
    });
    expect(extra.status).toBe(400);
    expect((await ravelryStatus(ann.token)).autoSync).toBe('off');
    expect(await heldScheduler(ann.id)).toBeUndefined();
  }, 60_000);

  it('syncs on schedule as Sync Now does, never two at once, and stops when turned off', async () => {
    const ann = await linkedUser(email('ann2'), ANN);
    ravelry().resetLog();
    const on = RavelryOptionsSchema.parse(ok(await setAutoSync(ann.token, 'daily')).body);
    expect(on.autoSync).toBe('daily');
    expect(on.nextSync).not.toBeNull();
    expect((await ravelryStatus(ann.token)).autoSync).toBe('daily');
    expect(await heldScheduler(ann.id)).toBeDefined();

    // Nobody pressed Sync Now: the schedule's run imports the stash and the page reads how it ended.
    // The status is read once a run has ended; the next period's run may already have replaced it (a slow
    // machine), so the summary is either the first run's (3 created) or a later one's (the same 3 unchanged).
    await waitFor(async () => (await stashCount(ann.id)) === 3, 30_000);
    let ended = await status(ann.token);
    await waitFor(async () => (ended = await status(ann.token)).state === 'completed', 30_000);
    expect(ended.lastSync).not.toBeNull();
    const stash = ended.summary?.kinds?.stash;
    expect(stash && stash.created + stash.unchanged).toBe(3);
    expect(ended.nextSync).not.toBeNull();

    // A run that comes while the sync runs leaves it be: a sync takes several periods at 2 requests a second,
    // so one sync per run would ask Ravelry who the user is about once a period.
    const windowStart = Date.now();
    const before = whoAmICalls();
    await sleep(8 * EVERY_MS);
    const periods = (Date.now() - windowStart) / EVERY_MS;
    expect(whoAmICalls() - before).toBeLessThan(periods / 2);
    expect(await stashCount(ann.id)).toBe(3);

    const off = RavelryOptionsSchema.parse(ok(await setAutoSync(ann.token, 'off')).body);
    expect(off).toEqual({ autoSync: 'off', writeBack: false, nextSync: null });
    expect(await heldScheduler(ann.id)).toBeUndefined();
    expect((await status(ann.token)).nextSync).toBeNull();
    await waitFor(async () => !['waiting', 'active'].includes((await status(ann.token)).state), 30_000);
    const settled = whoAmICalls();
    await sleep(3 * EVERY_MS);
    expect(whoAmICalls()).toBe(settled);
  }, 120_000);

  it('goes with Disconnect, and the sweep puts back a schedule Redis lost and drops one nobody wants', async () => {
    const bob = await linkedUser(email('bob'), BOB);
    ok(await setAutoSync(bob.token, 'weekly'));
    expect(await heldScheduler(bob.id)).toBeDefined();

    await queue!.removeJobScheduler(ravelrySyncSchedulerId(bob.id));
    const stray = randomUUID();
    await queue!.upsertJobScheduler(
      ravelrySyncSchedulerId(stray),
      { every: 3_600_000 },
      { name: 'scheduled-sync', data: { userId: stray } },
    );
    await waitFor(async () => (await heldScheduler(bob.id)) !== undefined, 10_000);
    await waitFor(async () => (await heldScheduler(stray)) === undefined, 10_000);
    expect((await status(bob.token)).nextSync).not.toBeNull();

    ok(await send(world().account.url, 'DELETE', RAVELRY_API.disconnect, { token: bob.token }));
    expect(await heldScheduler(bob.id)).toBeUndefined();
    // The sweep does not bring it back.
    await sleep(2_000);
    expect(await heldScheduler(bob.id)).toBeUndefined();
    // A sync a run started before the Disconnect ends on its own (before the fake Ravelry closes).
    await waitFor(async () => !['waiting', 'active'].includes((await status(bob.token)).state), 30_000);
  }, 60_000);
});
