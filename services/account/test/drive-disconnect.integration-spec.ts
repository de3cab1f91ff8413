import {
  DRIVE_FILES_MESSAGES,
  DRIVE_FILES_QUEUE,
  GOOGLE_DRIVE_API,
  SettingsResponseSchema,
  driveFilesJobId,
  type GoogleDriveStatus,
  type Pattern,
} from '@yarn-mgmt/contracts';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { driveWorld, pdf } from './drive-world.js';
import { ok, signUp, waitFor } from './lifecycle-helpers.js';

// Disconnect of a Google Drive holding many pattern PDFs (the gateway gives a request 10 s): answered at once, the
// files come back on the drive-files queue, and the link goes when they are all back; the request is kept on the
// link, so a run that Redis lost is run again; a return that cannot finish leaves the link connected, saying why.
const SECRET = 'drive-disconnect-test-link-secret-of-32-chars-or-more';
const QUEUE_PREFIX = `test-drive-disconnect-${randomUUID().slice(0, 8)}`;
const REDIS_URL = 'redis://127.0.0.1:6379/12';
const drives = [
  'cara.drive@example.com',
  'dora.drive@example.com',
  'edie.drive@example.com',
  'fay.drive@example.com',
  'gia.drive@example.com',
];
const [CARA, DORA, EDIE, FAY, GIA] = drives;

const {
  world,
  fake,
  api,
  patternWithFile,
  pattern,
  linkDrive,
  status,
  linkStatus,
  driveSync,
  disconnectDrive,
  pdfsIn,
} = driveWorld('drive_disconnect', drives, {
  secret: SECRET,
  chunk: 256 * 1024,
  env: { QUEUE_PREFIX, REDIS_URL },
});

/** A user whose `count` pattern PDFs are in their Drive. */
async function inDrive(email: string, drive: string, count: number) {
  const user = await signUp(world(), email);
  const files = Array.from({ length: count }, (_, n) => pdf(2000 + n, n + 1));
  const made: Pattern[] = [];
  for (const [n, data] of files.entries())
    made.push(await patternWithFile(user.token, `Sock ${n}`, data, `sock-${n}.pdf`));
  await linkDrive(user.token, drive);
  await driveSync(user.token, true, count);
  return { ...user, files, made };
}

/** 'Google Drive Sync' as GET /settings answers it. */
const driveSyncOn = async (token: string) =>
  SettingsResponseSchema.parse(ok(await api('GET', '/settings', token)).body).settings.google_drive_enabled;

/** Every file is back here, byte for byte, and its Drive copy in the Drive's trash. */
async function allBack(user: Awaited<ReturnType<typeof inDrive>>, drive: string) {
  for (const [n, one] of user.made.entries()) {
    const now = await pattern(user.token, one.id);
    expect([n, now.google_drive_file_id]).toEqual([n, null]);
    const view = ok(await api('GET', `/patterns/${one.id}/view`, user.token));
    expect(view.raw.equals(user.files[n])).toBe(true);
  }
  expect(pdfsIn(drive).length).toBe(user.made.length);
  expect(pdfsIn(drive).every((file) => file.trashed)).toBe(true);
}

describe('Disconnect with pattern PDFs in Google Drive', () => {
  it('answers at once with many files and a slow Drive, says how far, and ends with the link gone and every file back', async () => {
    const cara = await inDrive('cara.disconnect@example.com', CARA, 12);
    // 12 files, each a download and a trash at a slow Drive: far longer than the gateway's 10 s (before: the page
    // read a failure from the gateway while the service went on).
    fake().setLatency(500);
    let seen: GoogleDriveStatus[];
    try {
      const disconnect = await disconnectDrive(cara.token);
      seen = disconnect.seen;
      expect(disconnect.answer).toBe(202);
    } finally {
      fake().setLatency(0);
    }
    // Answered while the files were still on their way: 'n of 12' read after it, then not connected.
    expect(seen[0]).toMatchObject({ connected: true, email: CARA, disconnecting: { total: 12 } });
    expect(seen.at(-1)).toMatchObject({ connected: false, email: null });
    // The page saw it move on, never backwards, while the link stayed connected.
    const running = seen.filter((one) => one.disconnecting);
    const done = running.map((one) => one.disconnecting!.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.some((n) => n > 0 && n < 12)).toBe(true);
    expect(running.every((one) => one.connected && one.disconnecting!.total === 12)).toBe(true);
    await allBack(cara, CARA);
    // Drive gone, its sync is off: Settings does not say the PDFs go to Drive.
    expect(await driveSyncOn(cara.token)).toBe(false);
    // The grant revoked at Google, as every Disconnect does: none is left to revoke.
    expect(fake().revoke(CARA)).toBe(0);
  }, 120_000);

  it('is finished by a fresh run when the queued one was lost: the request is kept on the link', async () => {
    const dora = await inDrive('dora.disconnect@example.com', DORA, 3);
    const queue = new Queue(DRIVE_FILES_QUEUE, { connection: { url: REDIS_URL }, prefix: QUEUE_PREFIX });
    try {
      // Nothing runs: the Disconnect is accepted and its run waits. A run under way ends first, and the asks made
      // while it ran (again 2 s later) are spent, so only what the link says can bring the run back.
      await queue.pause();
      const job = () => queue.getJob(driveFilesJobId(dora.id));
      await waitFor(async () => (await (await job())?.getState()) !== 'active', 10_000);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const answer = await api('DELETE', GOOGLE_DRIVE_API.disconnect, dora.token);
      expect(answer.status).toBe(202);
      // Redis loses the run (as a restart without its data does).
      await waitFor(async () => (await job()) !== undefined, 10_000);
      await (await job())!.remove();
      expect(await linkStatus(dora.token)).toMatchObject({ connected: true, disconnecting: { done: 0 } });
      // The sweep (every second here, and at every start) queues a fresh run from what the link says.
      await waitFor(async () => (await job()) !== undefined, 10_000);
      await queue.resume();
      await waitFor(async () => !(await linkStatus(dora.token)).connected, 30_000);
    } finally {
      await queue.resume();
      await queue.close();
    }
    await allBack(dora, DORA);
  }, 120_000);

  it('keeps the link connected and says why when the files cannot come back; pressed again later, it finishes', async () => {
    const edie = await inDrive('edie.disconnect@example.com', EDIE, 3);
    await world().stop('patterns');
    try {
      const refused = await disconnectDrive(edie.token);
      expect(refused.answer).toBe(202);
      expect(refused.seen.at(-1)).toMatchObject({
        connected: true,
        email: EDIE,
        disconnectError: DRIVE_FILES_MESSAGES.returnFailed,
      });
      expect(refused.seen.at(-1)?.disconnecting).toBeUndefined();
    } finally {
      await world().start('patterns');
    }
    // Nothing lost: every file still in Drive, none trashed.
    for (const one of edie.made)
      expect((await pattern(edie.token, one.id)).google_drive_file_id).not.toBeNull();
    expect(pdfsIn(EDIE).some((file) => file.trashed)).toBe(false);

    const again = await disconnectDrive(edie.token);
    expect(again.seen[0].disconnectError).toBeUndefined();
    expect(again.seen.at(-1)).toMatchObject({ connected: false });
    await allBack(edie, EDIE);
    expect(await driveSyncOn(edie.token)).toBe(false);
  }, 120_000);

  it('turns Google Drive Sync off, so connecting again leaves the files here until the user turns it on', async () => {
    const fay = await inDrive('fay.disconnect@example.com', FAY, 1);
    // A Disconnect refused (the files could not come back) leaves the link, and the sync, as they were.
    await world().stop('patterns');
    try {
      expect((await disconnectDrive(fay.token)).seen.at(-1)).toMatchObject({ connected: true });
    } finally {
      await world().start('patterns');
    }
    expect(await driveSyncOn(fay.token)).toBe(true);
    expect((await disconnectDrive(fay.token)).seen.at(-1)).toMatchObject({ connected: false });
    expect(await driveSyncOn(fay.token)).toBe(false);
    // Connected again: the sweeps (every second here) leave the file here.
    await linkDrive(fay.token, FAY);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await pattern(fay.token, fay.made[0].id)).google_drive_file_id).toBeNull();
    expect(await driveSyncOn(fay.token)).toBe(false);
  }, 120_000);

  it("shows the move that placed the files while the sweep's later runs find nothing to move", async () => {
    const gia = await signUp(world(), 'gia.disconnect@example.com');
    const made = [
      await patternWithFile(gia.token, 'Hat', pdf(2100, 1), 'hat.pdf'),
      await patternWithFile(gia.token, 'Cowl', pdf(2200, 2), 'cowl.pdf'),
    ];
    await linkDrive(gia.token, GIA);
    ok(await api('PUT', '/settings', gia.token, { backup: { google_drive_enabled: true } }));
    const placed = async () => {
      for (const one of made)
        if ((await pattern(gia.token, one.id)).google_drive_file_id === null) return false;
      return true;
    };
    await waitFor(placed, 60_000);
    // The sweep (every second here) has queued a run after the one that placed them, under the same job id: it
    // finds nothing to move (before: the status said 'completed, 0 of 0' from then on).
    const queue = new Queue(DRIVE_FILES_QUEUE, { connection: { url: REDIS_URL }, prefix: QUEUE_PREFIX });
    try {
      const job = () => queue.getJob(driveFilesJobId(gia.id));
      // Read between a run's removal and its successor's add, there is no job: read again.
      let placing: number | undefined;
      await waitFor(async () => (placing = (await job())?.timestamp) !== undefined, 10_000);
      await waitFor(async () => {
        const now = await job();
        return now !== undefined && now.timestamp !== placing && (await now.getState()) === 'completed';
      }, 30_000);
    } finally {
      await queue.close();
    }
    let last = await status(gia.token);
    await waitFor(async () => (last = await status(gia.token)).state === 'completed', 30_000);
    expect(last).toMatchObject({ direction: 'to_drive', done: 2, total: 2, failed: 0 });
  }, 120_000);
});
