import { ACCOUNT_DATA_MESSAGES, BACKUPS_API } from '@yarn-mgmt/contracts';
import { s3LocalCopies } from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { backupsWorld } from './backups-world.js';
import { GIF, PNG, avatarForm } from './images.js';
import { exportDocument, ok, send } from './lifecycle-helpers.js';
import { fillAccount } from './lived-in-account.js';

// FILE_STORAGE=s3 for the whole platform (lifecycleWorld): the account service and every data service keep their
// files in one local S3-protocol server's bucket (s3rver), each under its own prefix, and nothing on disk.
const { world, viaGateway, backupNow, signUp } = backupsWorld('acc_files_s3', {}, { fileStorage: 's3' });
const email = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

/** The bucket's keys under `<service>/<user>/`. */
const keysOf = async (service: string, userId: string) =>
  (await world().account.s3!.keys()).filter((key) => key.startsWith(`${service}/${userId}/`));
const avatarOf = async (token: string) => {
  const served = await fetch(`${world().account.url}/auth/profile/avatar`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: served.status,
    type: served.headers.get('content-type'),
    bytes: Buffer.from(await served.arrayBuffer()),
  };
};
const colorways = async (token: string) =>
  ((ok(await viaGateway('GET', '/yarn', token)).body.yarn as Array<{ colorway: string }>) ?? [])
    .map((yarn) => yarn.colorway)
    .sort();

describe("the account's files in S3", () => {
  it('keeps an avatar in the bucket under account/, serves it to its owner only, and a new one replaces it', async () => {
    const ann = await signUp(email('ann'));
    const saved = await send(world().account.url, 'PUT', '/auth/profile', {
      token: ann.token,
      form: avatarForm(PNG),
    });
    expect(saved.status).toBe(200);
    const [first] = await keysOf('account', ann.id);
    expect(first).toMatch(new RegExp(`^account/${ann.id}/avatar-[0-9a-f-]{36}$`));
    expect(await avatarOf(ann.token)).toEqual({ status: 200, type: 'image/png', bytes: PNG });
    expect((await avatarOf((await signUp(email('bob'))).token)).status).toBe(404);

    const form = avatarForm(GIF, 'me.gif', 'image/gif');
    ok(await send(world().account.url, 'PUT', '/auth/profile', { token: ann.token, form }));
    const [second] = await keysOf('account', ann.id);
    expect(second).not.toBe(first);
    expect(await keysOf('account', ann.id)).toEqual([second]);
    expect(await avatarOf(ann.token)).toEqual({ status: 200, type: 'image/gif', bytes: GIF });
    expect(await world().storedFiles()).toEqual([]);
  }, 30_000);

  it('writes Backup Now (with the photos) to the bucket, downloads it and restores from it', async () => {
    const before = await s3LocalCopies();
    const carol = await signUp(email('carol'));
    await fillAccount(world(), carol.token);
    for (const service of ['account', 'inventory', 'patterns', 'tools'])
      expect(await keysOf(service, carol.id)).not.toEqual([]);
    ok(await viaGateway('PUT', '/settings', carol.token, { backup: { include_photos: true } }));
    const after = await backupNow(carol.token);
    expect(after.run).toEqual({ state: 'completed', error: null });
    const [backup] = after.backups;
    expect(backup).toMatchObject({ destination: 'platform', include_photos: true });
    expect(await keysOf('account', carol.id)).toEqual([
      expect.stringMatching(new RegExp(`^account/${carol.id}/avatar-`)),
      `account/${carol.id}/backups/${backup.id}.zip`,
    ]);

    const download = ok(await viaGateway('GET', BACKUPS_API.download.path(backup.id), carol.token));
    expect(download.headers.get('content-type')).toContain('application/zip');
    expect(download.raw.length).toBe(backup.size_bytes);
    expect(download.raw.subarray(0, 2).toString()).toBe('PK');

    // What a user can delete goes (the files with the rows) and the avatar changes: the restore brings them back.
    const { parts } = await exportDocument(world(), carol.token);
    const remove = async (route: string, rows: unknown[]) => {
      for (const { id } of rows as Array<{ id: string }>)
        ok(await viaGateway('DELETE', `${route}/${id}`, carol.token), 204);
    };
    await remove('/projects', parts.projects.tables.projects);
    await remove('/yarn', parts.inventory.tables.yarn_items);
    await remove('/patterns', parts.patterns.tables.patterns);
    expect([await keysOf('inventory', carol.id), await keysOf('patterns', carol.id)]).toEqual([[], []]);
    const gif = avatarForm(GIF, 'me.gif', 'image/gif');
    ok(await send(world().account.url, 'PUT', '/auth/profile', { token: carol.token, form: gif }));

    const restored = ok(await viaGateway('POST', BACKUPS_API.restore.path(backup.id), carol.token));
    expect(restored.body).toMatchObject({ message: ACCOUNT_DATA_MESSAGES.importSuccess });
    expect(await colorways(carol.token)).toEqual(['Azul', 'Gris']);
    expect(await keysOf('inventory', carol.id)).toHaveLength(1);
    const patternFiles = await keysOf('patterns', carol.id);
    expect(patternFiles.map((key) => path.extname(key)).sort()).toEqual(['.cover', '.pdf']);
    expect(await avatarOf(carol.token)).toMatchObject({ type: 'image/png', bytes: PNG });
    expect(await keysOf('account', carol.id)).toHaveLength(2);
    expect(await world().storedFiles()).toEqual([]);
    // The restore read the backup from a copy lent by the store: gone once read.
    expect((await s3LocalCopies()).filter((name) => !before.includes(name))).toEqual([]);
  }, 120_000);
});
