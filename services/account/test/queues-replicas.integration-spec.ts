import {
  ACCOUNT_DELETION_QUEUE,
  BACKUPS_QUEUE,
  DRIVE_FILES_QUEUE,
  backupSchedulerId,
  type BackupJob,
} from '@yarn-mgmt/contracts';
import {
  freePort,
  startServiceHarness,
  startServiceProcess,
  type ServiceHarness,
  type ServiceProcess,
} from '@yarn-mgmt/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { AppModule } from '../src/app.module.js';
import { loadAccountConfig } from '../src/config/account.config.js';
import { ok, PASSWORD, send, waitFor } from './lifecycle-helpers.js';

// Two account replicas on one database and one Redis (issue 24), each with METRICS_PORT: the sweeps that put the
// queues in line with the database (job schedulers, erases, Drive moves) run on one of them per period (a Redis
// lock), not on each; and each replica's /metrics lists the depth of the account's queues.
const REDIS_URL = 'redis://127.0.0.1:6379/12';
const QUEUE_PREFIX = `test-queues-replicas-${randomUUID().slice(0, 8)}`;
const QUEUES = [BACKUPS_QUEUE, DRIVE_FILES_QUEUE, ACCOUNT_DELETION_QUEUE];
const entry = fileURLToPath(new URL('../dist/main.js', import.meta.url));

let owner: ServiceHarness | undefined;
const replicas: Array<{ instance: ServiceProcess; metricsUrl: string }> = [];
const userIds: string[] = [];

beforeAll(async () => {
  // The database's owner, without Redis (no queue of its own): the users sign up through it.
  owner = await startServiceHarness((env) => AppModule.forRoot(loadAccountConfig(env)), {
    name: 'queues_replicas',
    env: { REDIS_URL: undefined },
  });
  for (const name of ['ann', 'bob']) {
    const email = `${name}.${randomUUID().slice(0, 8)}@example.com`;
    const body = { email, password: PASSWORD, first_name: name, last_name: 'Purl' };
    const { user } = ok(await send(owner.url, 'POST', '/auth/register', { body }), 201).body as {
      user: { id: string };
    };
    userIds.push(user.id);
    // Automatic Backup on in the database and not in Redis, as after a restored import: the sweep's to set.
    await owner.query(
      `INSERT INTO user_settings (user_id, auto_backup, backup_frequency) VALUES ($1, true, 'daily')
       ON CONFLICT (user_id) DO UPDATE SET auto_backup = true, backup_frequency = 'daily'`,
      [user.id],
    );
  }
  // Both replicas start together: their start-up sweeps ask for the same period.
  const started = await Promise.all(
    [0, 1].map(async () => {
      const metricsPort = await freePort();
      const instance = await startServiceProcess(entry, {
        DATABASE_URL: owner!.db.url,
        JWT_PRIVATE_KEY: owner!.keys.privateKeyPem,
        FILE_STORAGE_DIR: owner!.filesDir,
        REDIS_URL,
        QUEUE_PREFIX,
        METRICS_PORT: String(metricsPort),
        LOG_LEVEL: 'warn',
      });
      return { instance, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` };
    }),
  );
  replicas.push(...started);
}, 90_000);

afterAll(async () => {
  for (const { instance } of replicas) await instance.stop();
  await owner?.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${QUEUE_PREFIX}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}, 30_000);

/** The `value` of each series of `metric` on a replica, by its labels (`queue="backups",state="waiting",...`). */
async function series(metricsUrl: string, metric: string): Promise<Map<string, number>> {
  const text = await (await fetch(metricsUrl)).text();
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${metric}\\{(.*)\\} (\\S+)$`).exec(line);
    if (match) found.set(match[1], Number(match[2]));
  }
  return found;
}

/** Sweeps of the queue the replicas ran and skipped, summed over both. */
async function sweeps(queue: string): Promise<{ ran: number; skipped: number }> {
  const total = { ran: 0, skipped: 0 };
  for (const { metricsUrl } of replicas)
    for (const [labels, value] of await series(metricsUrl, 'bullmq_queue_sweeps_total'))
      for (const outcome of ['ran', 'skipped'] as const)
        if (labels.includes(`queue="${queue}"`) && labels.includes(`outcome="${outcome}"`))
          total[outcome] += value;
  return total;
}

describe('two account replicas', () => {
  it('sweep once at start between them, and set each schedule and its next run once', async () => {
    // Each replica asked for the start-up period of every queue...
    await waitFor(async () => {
      const counts = await Promise.all(QUEUES.map(sweeps));
      return counts.every(({ ran, skipped }) => ran + skipped === 2);
    }, 30_000);
    // ...and one swept it (before: both, each reading the database and each calling what the sweep calls).
    for (const queue of QUEUES)
      expect({ queue, ...(await sweeps(queue)) }).toEqual({ queue, ran: 1, skipped: 1 });

    const queue = new Queue<BackupJob>(BACKUPS_QUEUE, {
      connection: { url: REDIS_URL },
      prefix: QUEUE_PREFIX,
    });
    try {
      const schedulers = (await queue.getJobSchedulers(0, -1)).map((held) => held.key ?? held.id);
      expect(schedulers.sort()).toEqual(userIds.map((id) => backupSchedulerId(id)).sort());
      const next = (await queue.getDelayed(0, -1)).map((job) => job.data.userId);
      expect(next.sort()).toEqual([...userIds].sort());
    } finally {
      await queue.close();
    }
  });

  it("list the depth of the account's queues on each replica's /metrics", async () => {
    for (const { metricsUrl } of replicas) {
      const depth = await series(metricsUrl, 'bullmq_queue_jobs');
      for (const queue of QUEUES)
        for (const state of ['waiting', 'active', 'delayed', 'failed'])
          expect([...depth.keys()]).toContainEqual(
            expect.stringContaining(`queue="${queue}",state="${state}"`),
          );
      // The two users' next automatic backups wait their time.
      const delayed = [...depth].find(([labels]) =>
        labels.startsWith(`queue="${BACKUPS_QUEUE}",state="delayed"`),
      );
      expect(delayed?.[1]).toBe(2);
    }
  });
});
