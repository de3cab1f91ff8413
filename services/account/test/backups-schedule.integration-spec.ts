import { BACKUPS_QUEUE, manualBackupJobId, type BackupJob } from '@yarn-mgmt/contracts';
import { startServiceProcess, type ServiceProcess } from '@yarn-mgmt/testing';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { backupsWorld } from './backups-world.js';
import { ok, waitFor } from './lifecycle-helpers.js';

// Automatic Backup (issue 22) with two account processes on one database and one Redis: each runs a worker of
// the `backups` queue, and each period still makes one backup. A test-only interval stands in for the calendar.
const EVERY_MS = 2_000;
const REDIS_URL = 'redis://127.0.0.1:6379/12';
const { world, queuePrefix, viaGateway, list, signUp, backupNow } = backupsWorld('lc_backup_schedule', {
  BACKUP_SCHEDULE_EVERY_MS: String(EVERY_MS),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let replica: ServiceProcess | undefined;
beforeAll(async () => {
  const { account, relays } = world();
  replica = await startServiceProcess(fileURLToPath(new URL('../dist/main.js', import.meta.url)), {
    DATABASE_URL: account.db.url,
    JWT_PRIVATE_KEY: account.keys.privateKeyPem,
    FILE_STORAGE_DIR: account.filesDir,
    INVENTORY_URL: relays.inventory.url,
    PATTERNS_URL: relays.patterns.url,
    PROJECTS_URL: relays.projects.url,
    TOOLS_URL: relays.tools.url,
    REDIS_URL,
    QUEUE_PREFIX: queuePrefix,
    BACKUP_SCHEDULE_EVERY_MS: String(EVERY_MS),
    LOG_LEVEL: 'warn',
  });
}, 60_000);
afterAll(() => replica?.stop());

const scheduled = async (userId: string) =>
  (
    await world().query(
      'account',
      `SELECT created_at FROM backups WHERE user_id = $1 AND trigger = 'scheduled' ORDER BY created_at`,
      [userId],
    )
  ).map((row) => (row.created_at as Date).getTime());

describe('Automatic Backup', () => {
  it('writes one backup per period with two account processes, and none once it is turned off', async () => {
    const ann = await signUp(`ann.${randomUUID().slice(0, 8)}@example.com`);
    ok(
      await viaGateway('POST', '/yarn', ann.token, {
        brand_name: 'Malabrigo',
        line_name: 'Rios',
        colorway: 'Azul',
        skeins_total: 1,
        skeins_remaining: 1,
      }),
      201,
    );
    ok(
      await viaGateway('PUT', '/settings', ann.token, {
        backup: { auto_backup: true, backup_frequency: 'daily' },
      }),
    );
    // Saving the other settings again does not move or double the schedule.
    ok(await viaGateway('PUT', '/settings', ann.token, { backup: { include_photos: false } }));
    expect((await list(ann.token)).next_scheduled_at).not.toBeNull();
    const windowStart = Date.now();
    await sleep(5 * EVERY_MS + 500);
    ok(await viaGateway('PUT', '/settings', ann.token, { backup: { auto_backup: false } }));
    const windowMs = Date.now() - windowStart;
    expect((await list(ann.token)).next_scheduled_at).toBeNull();

    // A run that had started before the switch went off may still finish.
    await sleep(EVERY_MS);
    const times = await scheduled(ann.id);
    const periods = Math.ceil(windowMs / EVERY_MS);
    // A second scheduler, or a run taken by both processes, would double the count.
    expect(times.length).toBeGreaterThanOrEqual(periods - 2);
    expect(times.length).toBeLessThanOrEqual(periods + 1);
    // Each backup is one run of the one scheduler `backup-<user>`: as many runs completed as backups written,
    // each with its own period in its id (`repeat:backup-<user>:<period start>`).
    const queue = new Queue<BackupJob>(BACKUPS_QUEUE, {
      connection: { url: REDIS_URL },
      prefix: queuePrefix,
    });
    try {
      const runs = (await queue.getCompleted(0, -1)).filter((job) => job.data.userId === ann.id);
      const slots = runs.map((job) => /^repeat:backup-[^:]+:(\d+)$/.exec(job.id ?? '')?.[1]);
      expect(slots.every(Boolean)).toBe(true);
      expect(new Set(slots).size).toBe(times.length);
      expect(runs).toHaveLength(times.length);
    } finally {
      await queue.close();
    }
    expect((await list(ann.token)).backups.every((backup) => backup.trigger === 'scheduled')).toBe(true);

    // Off: nothing more is written, by either process.
    await sleep(2 * EVERY_MS + 500);
    expect(await scheduled(ann.id)).toEqual(times);
  }, 90_000);

  it('a run taken again (its worker stalled, or it was retried after writing) writes no second backup', async () => {
    const cara = await signUp(`cara.${randomUUID().slice(0, 8)}@example.com`);
    const done = await backupNow(cara.token);
    expect(done.run.state).toBe('completed');
    expect(done.backups).toHaveLength(1);
    const queue = new Queue<BackupJob>(BACKUPS_QUEUE, {
      connection: { url: REDIS_URL },
      prefix: queuePrefix,
    });
    try {
      const job = (await queue.getJob(manualBackupJobId(cara.id)))!;
      const firstRun = job.processedOn;
      // The same run once more, as BullMQ hands a stalled job to another worker.
      await job.retry('completed');
      await waitFor(async () => {
        const again = await queue.getJob(manualBackupJobId(cara.id));
        return (await again?.getState()) === 'completed' && again!.processedOn !== firstRun;
      }, 30_000);
    } finally {
      await queue.close();
    }
    const after = await list(cara.token);
    expect(after.backups).toHaveLength(1);
    expect(after.backups[0].id).toBe(done.backups[0].id);
  }, 90_000);
});
