import {
  ACCOUNT_DATA_MESSAGES,
  BACKUP_MESSAGES,
  BACKUPS_API,
  BACKUPS_KEPT,
  DRIVE_APP_FOLDER,
  type AccountExportDocument,
} from '@yarn-mgmt/contracts';
import { FOLDER_MIME } from '@yarn-mgmt/testing/google';
import { randomUUID } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IntegrationTokens } from '../src/integrations/integration-tokens.service.js';
import { backupsWorld, DRIVE_EMAIL } from './backups-world.js';
import { ok, waitFor } from './lifecycle-helpers.js';
import { fillAccount } from './lived-in-account.js';

// Backups (issue 22) on the real platform: Backup Now, the list, download, restore through the import, the kept
// count, Google Drive (the fake Google of libs/testing), another user's backups, Delete Account.
const { world, google, viaGateway, list, backupNow, linkDrive, signUp } = backupsWorld('lc_backups');
const email = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

const addYarn = async (token: string, colorway: string) =>
  ok(
    await viaGateway('POST', '/yarn', token, {
      brand_name: 'Malabrigo',
      line_name: 'Rios',
      weight_category: 'Worsted',
      colorway,
      skeins_total: 3,
      skeins_remaining: 3,
    }),
    201,
  ).body as { id: string };
const colorways = async (token: string) =>
  ((ok(await viaGateway('GET', '/yarn', token)).body.yarn as Array<{ colorway: string }>) ?? [])
    .map((yarn) => yarn.colorway)
    .sort();

describe('Backup Now, the list and restore', () => {
  let ann: { token: string; id: string };
  let backupId = '';
  beforeAll(async () => {
    ann = await signUp(email('ann'));
  }, 60_000);

  it('starts with no backups, then Backup Now makes one that lists with its date and size and downloads', async () => {
    const yarn = await addYarn(ann.token, 'Azul');
    expect(await list(ann.token)).toEqual({
      backups: [],
      kept: BACKUPS_KEPT,
      available: true,
      next_scheduled_at: null,
      run: { state: 'idle', error: null },
    });
    const before = Date.now();
    const after = await backupNow(ann.token);
    expect(after.run).toEqual({ state: 'completed', error: null });
    expect(after.backups).toHaveLength(1);
    const [backup] = after.backups;
    expect(backup).toMatchObject({
      destination: 'platform',
      trigger: 'manual',
      include_photos: false,
    });
    expect(backup.file_name).toMatch(/^yarn-management-export-\d{8}-\d{6}\.json$/);
    expect(Date.parse(backup.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(backup.size_bytes).toBeGreaterThan(500);
    backupId = backup.id;

    const download = ok(await viaGateway('GET', BACKUPS_API.download.path(backup.id), ann.token));
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${backup.file_name}"`);
    expect(download.raw.length).toBe(backup.size_bytes);
    const document = download.body as unknown as AccountExportDocument;
    expect(document).toMatchObject({ format: 'yarn-management-export', include_photos: false });
    expect(document.parts.inventory.tables.yarn_items.map((row) => row.id)).toEqual([yarn.id]);
  }, 90_000);

  it('restores a deleted yarn through the import', async () => {
    const [yarn] = (ok(await viaGateway('GET', '/yarn', ann.token)).body.yarn as Array<{ id: string }>) ?? [];
    ok(await viaGateway('DELETE', `/yarn/${yarn.id}`, ann.token), 204);
    expect(await colorways(ann.token)).toEqual([]);
    const restored = ok(await viaGateway('POST', BACKUPS_API.restore.path(backupId), ann.token));
    expect(restored.body).toMatchObject({ message: ACCOUNT_DATA_MESSAGES.importSuccess });
    expect(await colorways(ann.token)).toEqual(['Azul']);
  }, 60_000);

  it("answers 404 for another user's backup, and lists only the caller's", async () => {
    const bob = await signUp(email('bob'));
    expect((await list(bob.token)).backups).toEqual([]);
    for (const [method, route] of [
      ['GET', BACKUPS_API.download.path(backupId)],
      ['POST', BACKUPS_API.restore.path(backupId)],
      ['GET', BACKUPS_API.download.path(randomUUID())],
      ['GET', BACKUPS_API.download.path('not-a-backup')],
    ] as const) {
      const answer = await viaGateway(method, route, bob.token);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(BACKUP_MESSAGES.notFound);
    }
    expect(await colorways(bob.token)).toEqual([]);
  }, 60_000);

  it(`keeps the newest ${BACKUPS_KEPT}: the oldest goes with its file`, async () => {
    const account = world().account;
    const old: string[] = [];
    for (let i = 0; i < BACKUPS_KEPT; i += 1) {
      const id = randomUUID();
      const key = `${ann.id}/backups/${id}.json`;
      await mkdir(path.join(account.filesDir, ann.id, 'backups'), { recursive: true });
      await writeFile(path.join(account.filesDir, key), '{}');
      await account.query(
        `INSERT INTO backups (id, user_id, destination, trigger, include_photos, file_name, content_type, size_bytes,
           storage_key, created_at)
         VALUES ($1, $2, 'platform', 'scheduled', false, 'old.json', 'application/json', 2, $3,
           now() - make_interval(days => $4))`,
        [id, ann.id, key, 30 - i],
      );
      old.push(id);
    }
    expect((await list(ann.token)).backups).toHaveLength(BACKUPS_KEPT + 1);
    const after = await backupNow(ann.token);
    expect(after.backups).toHaveLength(BACKUPS_KEPT);
    const ids = after.backups.map((backup) => backup.id);
    // The two oldest (the made-up 30 and 29 days old) are gone, rows and files.
    expect(ids).not.toContain(old[0]);
    expect(ids).not.toContain(old[1]);
    expect(ids).toContain(old[2]);
    expect(ids).toContain(backupId);
    await expect(stat(path.join(account.filesDir, ann.id, 'backups', `${old[0]}.json`))).rejects.toThrow();
  }, 60_000);

  it('includes the photos in a zip when Include Photos is on (and says how big and how long)', async () => {
    const carol = await signUp(email('carol'));
    await fillAccount(world(), carol.token);
    ok(await viaGateway('PUT', '/settings', carol.token, { backup: { include_photos: true } }));
    const started = Date.now();
    const after = await backupNow(carol.token);
    const seconds = (Date.now() - started) / 1000;
    const [backup] = after.backups;
    expect(backup).toMatchObject({
      include_photos: true,
      destination: 'platform',
    });
    expect(backup.file_name).toMatch(/\.zip$/);
    const download = ok(await viaGateway('GET', BACKUPS_API.download.path(backup.id), carol.token));
    expect(download.headers.get('content-type')).toContain('application/zip');
    expect(download.raw.subarray(0, 2).toString()).toBe('PK');
    console.info(
      `backup of a lived-in account with photos: ${backup.size_bytes} bytes in ${seconds.toFixed(2)} s`,
    );
  }, 90_000);
});

describe('backups to Google Drive', () => {
  let dana: { token: string; id: string };
  beforeAll(async () => {
    dana = await signUp(email('dana'));
    await addYarn(dana.token, 'Verde');
  }, 60_000);

  it('stays on the platform while Drive is enabled but not linked', async () => {
    ok(await viaGateway('PUT', '/settings', dana.token, { backup: { google_drive_enabled: true } }));
    const after = await backupNow(dana.token);
    expect(after.backups[0].destination).toBe('platform');
  }, 60_000);

  it('goes to the "Yarn Management" folder of the linked Drive by resumable upload, downloads and restores from there', async () => {
    await linkDrive(dana.token);
    // Linked is enough (issue 22): 'Google Drive Sync' is the pattern PDFs' switch, not the backups'.
    ok(await viaGateway('PUT', '/settings', dana.token, { backup: { google_drive_enabled: false } }));
    google().resetLog();
    const after = await backupNow(dana.token);
    const [backup] = after.backups;
    expect(backup.destination).toBe('drive');
    const files = google().files(DRIVE_EMAIL);
    const folder = files.find((file) => file.mimeType === FOLDER_MIME);
    // At the Drive's root (which Drive names by its own id).
    expect(folder).toMatchObject({ name: DRIVE_APP_FOLDER, trashed: false });
    expect(folder!.parents).toHaveLength(1);
    const stored = files.find((file) => file.name === backup.file_name);
    expect(stored).toMatchObject({
      parents: [folder!.id],
      size: backup.size_bytes,
      mimeType: 'application/json',
    });
    const calls = google().requests();
    expect(
      calls.some(
        (call) => call.path === '/upload/drive/v3/files' && call.query.includes('uploadType=resumable'),
      ),
    ).toBe(true);
    expect(
      calls.filter((call) => call.query.includes('uploadType=media') || call.query.includes('multipart')),
    ).toEqual([]);

    const download = ok(await viaGateway('GET', BACKUPS_API.download.path(backup.id), dana.token));
    expect(download.raw.equals(google().content(stored!.id)!)).toBe(true);

    const [yarn] =
      (ok(await viaGateway('GET', '/yarn', dana.token)).body.yarn as Array<{ id: string }>) ?? [];
    ok(await viaGateway('DELETE', `/yarn/${yarn.id}`, dana.token), 204);
    ok(await viaGateway('POST', BACKUPS_API.restore.path(backup.id), dana.token));
    expect(await colorways(dana.token)).toEqual(['Verde']);
  }, 90_000);

  it('says so when the file was removed from Drive', async () => {
    const [backup] = (await list(dana.token)).backups;
    const stored = google()
      .files(DRIVE_EMAIL)
      .find((file) => file.name === backup.file_name)!;
    // The user deletes it in Drive for good.
    const token = await world()
      .account.app.get(IntegrationTokens, { strict: false })
      .accessToken(dana.id, 'google_drive');
    const removed = await fetch(`${google().apiUrl}/drive/v3/files/${stored.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(204);
    const answer = await viaGateway('GET', BACKUPS_API.download.path(backup.id), dana.token);
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe(BACKUP_MESSAGES.goneFromDrive);
  }, 30_000);
});

describe('Delete Account', () => {
  it('removes the backups and their files on the platform', async () => {
    const erin = await signUp(email('erin'));
    const [backup] = (await backupNow(erin.token)).backups;
    const file = path.join(world().account.filesDir, erin.id, 'backups', `${backup.id}.json`);
    expect((await stat(file)).size).toBe(backup.size_bytes);
    ok(await viaGateway('DELETE', '/auth/account', erin.token));
    await waitFor(
      async () =>
        (await world().query('account', 'SELECT id FROM backups WHERE user_id = $1', [erin.id])).length === 0,
      30_000,
    );
    await expect(stat(file)).rejects.toThrow();
  }, 60_000);
});
