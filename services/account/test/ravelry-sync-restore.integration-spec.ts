import { ACCOUNT_DATA_MESSAGES, BACKUPS_API, BackupListResponseSchema } from '@yarn-mgmt/contracts';
import { seedRavelry } from '@yarn-mgmt/testing/ravelry';
import { randomUUID } from 'node:crypto';
import { ok, send, waitFor } from './lifecycle-helpers.js';
import { ravelrySyncWorld } from './ravelry-sync-world.js';

// A backup restored after a Ravelry sync (issue 22): the synced stash, patterns and projects the backup holds are
// the ones the account still has (same provider link), so the restore keeps them and brings back the rest.
const ANN = 'ann-restores';
const { world, linkedUser, syncNow } = ravelrySyncWorld(
  'lc_ravelry_restore',
  () => [seedRavelry({ username: ANN, stash: 4, patterns: 3, projects: 2, idBlock: 41 })],
  { QUEUE_PREFIX: `test-lc-ravelry-restore-${randomUUID().slice(0, 8)}` },
);
const viaGateway = (method: string, path: string, token: string, body?: unknown) =>
  send(world().gatewayUrl, method, `/api${path}`, { token, body });
const rows = (service: 'inventory' | 'patterns' | 'projects', table: string, userId: string) =>
  world().query(service, `SELECT id, external_id FROM ${table} WHERE user_id = $1 ORDER BY external_id`, [
    userId,
  ]);

describe('restoring a backup after a Ravelry sync', () => {
  it('keeps the synced rows as they are, adds no copy of them, and restores a deleted yarn', async () => {
    const ann = await linkedUser(`ann.${randomUUID().slice(0, 8)}@example.com`, ANN);
    expect(await syncNow(ann.token)).toMatchObject({ state: 'completed', error: null });
    const own = ok(
      await viaGateway('POST', '/yarn', ann.token, {
        brand_name: 'Malabrigo',
        line_name: 'Rios',
        weight_category: 'Worsted',
        colorway: 'Azul',
        skeins_total: 3,
        skeins_remaining: 3,
      }),
      201,
    ).body as { id: string };
    const synced = {
      stash: await rows('inventory', 'yarn_items', ann.id),
      patterns: await rows('patterns', 'patterns', ann.id),
      projects: await rows('projects', 'projects', ann.id),
    };
    expect([synced.stash.length, synced.patterns.length, synced.projects.length]).toEqual([5, 3, 2]);

    ok(await viaGateway('POST', BACKUPS_API.list, ann.token), 202);
    let backups = BackupListResponseSchema.parse(
      ok(await viaGateway('GET', BACKUPS_API.list, ann.token)).body,
    );
    await waitFor(async () => {
      backups = BackupListResponseSchema.parse(ok(await viaGateway('GET', BACKUPS_API.list, ann.token)).body);
      return backups.run.state === 'completed' || backups.run.state === 'failed';
    }, 60_000);
    expect(backups.run).toEqual({ state: 'completed', error: null });
    ok(await viaGateway('DELETE', `/yarn/${own.id}`, ann.token), 204);

    const restored = ok(await viaGateway('POST', BACKUPS_API.restore.path(backups.backups[0].id), ann.token));
    expect(restored.body).toMatchObject({
      message: ACCOUNT_DATA_MESSAGES.importSuccess,
      existing: 4 + 3 + 2,
      imported: { inventory: { yarn_items: 1 }, patterns: { patterns: 0 }, projects: { projects: 0 } },
    });
    // The synced rows are the same rows (same ids), once each; the deleted yarn is back under a new id.
    expect(await rows('patterns', 'patterns', ann.id)).toEqual(synced.patterns);
    expect(await rows('projects', 'projects', ann.id)).toEqual(synced.projects);
    const stash = await rows('inventory', 'yarn_items', ann.id);
    expect(stash.filter((row) => row.external_id !== null)).toEqual(
      synced.stash.filter((row) => row.external_id !== null),
    );
    expect(stash.filter((row) => row.external_id === null)).toHaveLength(1);
    expect(stash.map((row) => row.id)).not.toContain(own.id);
  }, 180_000);
});
