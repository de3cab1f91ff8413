import { BACKUPS_API, BACKUPS_QUEUE, BackupListResponseSchema, type BackupRun } from '@yarn-mgmt/contracts';
import { startRedisServer, type RedisServer } from '@yarn-mgmt/testing';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { backupsWorld } from './backups-world.js';
import { ok, waitFor } from './lifecycle-helpers.js';

// Redis restarted without its data (the local one keeps nothing on disk; issue 24's chaos suite kills it) after a
// Backup Now was answered 202 and before it ran: the job went with Redis. The request is kept in PostgreSQL until
// its job ends, and the account service sweeps as soon as Redis is ready again: the backup is written, once, and
// the page never says 'idle' meanwhile. A redis-server of this suite's own, so killing it touches nobody else.
let redis: RedisServer | undefined;
beforeAll(async () => {
  redis = await startRedisServer();
});
const { world, queuePrefix, viaGateway, signUp } = backupsWorld('lc_backup_redis_restart', {
  get REDIS_URL() {
    return redis!.url;
  },
});
// After the world's own afterAll (the account service is closed before its Redis goes).
afterAll(() => redis?.stop());

/** The page's Backup Now state; null while the list cannot be read (503: Redis not answering yet). */
async function runState(token: string): Promise<BackupRun['state'] | null> {
  const answer = await viaGateway('GET', BACKUPS_API.list, token);
  return answer.status === 200 ? BackupListResponseSchema.parse(answer.body).run.state : null;
}

const manualBackups = async (userId: string) =>
  world().query('account', `SELECT id FROM backups WHERE user_id = $1 AND trigger = 'manual'`, [userId]);

describe('Backup Now across a Redis restart', () => {
  it('is written once after Redis came back empty, and the page says it waits until then', async () => {
    const ann = await signUp(`ann.${randomUUID().slice(0, 8)}@example.com`);
    // The worker takes nothing from a paused queue: the backup is accepted and not yet run when Redis goes.
    const queue = new Queue(BACKUPS_QUEUE, { connection: { url: redis!.url }, prefix: queuePrefix });
    await queue.pause();
    await queue.close();
    const started = ok(await viaGateway('POST', BACKUPS_API.list, ann.token), 202).body;
    expect(started.state).toBe('waiting');
    expect(await runState(ann.token)).toBe('waiting');

    await redis!.kill();
    await redis!.start();

    const seen: Array<BackupRun['state'] | null> = [];
    await waitFor(async () => {
      const state = await runState(ann.token);
      seen.push(state);
      return state === 'completed' || state === 'failed';
    }, 60_000);
    expect(seen.at(-1)).toBe('completed');
    // Before: 'idle' from the moment Redis answered again, and no backup until the next sweep (10 minutes).
    expect(seen).not.toContain('idle');
    expect(await manualBackups(ann.id)).toHaveLength(1);
    expect(
      await world().query('account', 'SELECT queue FROM pending_runs WHERE user_id = $1', [ann.id]),
    ).toEqual([]);

    // The next Backup Now is queued as before, and written once more.
    ok(await viaGateway('POST', BACKUPS_API.list, ann.token), 202);
    await waitFor(async () => (await manualBackups(ann.id)).length === 2, 60_000);
    await waitFor(async () => (await runState(ann.token)) === 'completed', 10_000);
  }, 120_000);
});
