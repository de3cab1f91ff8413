import { ravelrySyncSummaryText, YarnPhotoSchema, YarnSchema, type YarnPhoto } from '@yarn-mgmt/contracts';
import { seedRavelry } from '@yarn-mgmt/testing/ravelry';
import { randomUUID } from 'node:crypto';
import { PNG } from './images.js';
import { ok, send } from './lifecycle-helpers.js';
import { ravelrySyncWorld } from './ravelry-sync-world.js';

// Ravelry stash photos -> the yarn's photos (issue 22, "thumbnails lost"): the account's sync job copies each
// entry's first photo from the fake Ravelry's image URL into the real inventory's photo storage, once.
const ANN = 'ann-photos';
const { world, ravelry, linkedUser, syncNow } = ravelrySyncWorld('lc_ravelry_photos', () => [
  seedRavelry({ username: ANN, stash: 4, patterns: 0, projects: 0, idBlock: 21 }),
]);

const viaGateway = (method: string, path: string, token: string, options: { form?: FormData } = {}) =>
  send(world().gatewayUrl, method, `/api${path}`, { token, ...options });
const yarnOf = async (token: string, id: string) =>
  YarnSchema.parse(ok(await viaGateway('GET', `/yarn/${id}`, token)).body);
const bytesAt = async (token: string, photo: YarnPhoto) =>
  ok(await send(world().gatewayUrl, 'GET', photo.url, { token })).raw;
/** What Ravelry's image server serves for the photo, at the size the sync copies (640 px). */
const ravelryBytes = async (photoId: number) => {
  const response = await fetch(`${ravelry().url}/photos/${photoId}/medium2.png`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};
const copies = (userId: string) =>
  world().query(
    'inventory',
    `SELECT y.external_id, p.id, p.external_key, p.storage_key, p.is_cover FROM yarn_photos p
     JOIN yarn_items y ON y.id = p.yarn_item_id WHERE p.user_id = $1 ORDER BY y.external_id, p.created_at`,
    [userId],
  );
const yarnIdOf = async (userId: string, externalId: number) => {
  const [row] = await world().query(
    'inventory',
    `SELECT id FROM yarn_items WHERE user_id = $1 AND external_id = $2`,
    [userId, String(externalId)],
  );
  return String(row.id);
};

describe('Ravelry stash photos', () => {
  let ann: { token: string; id: string };
  beforeAll(async () => {
    ann = await linkedUser(`ann.${randomUUID().slice(0, 8)}@example.com`, ANN);
  }, 60_000);

  it("gives each synced yarn Ravelry's photo as its cover, with the image server's bytes, and a second sync copies nothing", async () => {
    const stash = ravelry().account(ANN).stash;
    const withPhoto = stash.filter((entry) => entry.photoId !== null);
    expect(withPhoto.length).toBeGreaterThan(0);
    expect(withPhoto.length).toBeLessThan(stash.length);
    const synced = await syncNow(ann.token);
    expect(synced).toMatchObject({ state: 'completed', error: null });
    // The summary says the photos it copied.
    expect(synced.summary?.photos).toEqual({ copied: withPhoto.length, failed: 0 });
    expect(ravelrySyncSummaryText(synced.summary!)).toBe(
      `${stash.length} added, ${withPhoto.length} photos copied, nothing else changed`,
    );

    for (const entry of stash) {
      const yarn = await yarnOf(ann.token, await yarnIdOf(ann.id, entry.id));
      if (entry.photoId === null) {
        expect(yarn.photos).toEqual([]);
        continue;
      }
      expect(yarn.photos).toHaveLength(1);
      expect(yarn.photos[0].is_cover).toBe(true);
      expect((await bytesAt(ann.token, yarn.photos[0])).equals(await ravelryBytes(entry.photoId))).toBe(true);
    }
    const first = await copies(ann.id);
    expect(first.map((row) => row.external_key)).toEqual(withPhoto.map((entry) => String(entry.photoId)));

    const again = await syncNow(ann.token);
    expect(again.summary).toMatchObject({ created: 0, updated: 0, conflicts: 0 });
    expect(again.summary?.photos).toEqual({ copied: 0, failed: 0 });
    expect(ravelrySyncSummaryText(again.summary!)).toBe('no changes');
    expect(await copies(ann.id)).toEqual(first);
  }, 120_000);

  it("replaces only its own copy when the photo changes on Ravelry: the knitter's own photo stays, and the cover", async () => {
    const entry = ravelry()
      .account(ANN)
      .stash.find((item) => item.photoId !== null)!;
    const yarnId = await yarnIdOf(ann.id, entry.id);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'my-skein.png');
    const mine = YarnPhotoSchema.parse(
      ok(await viaGateway('POST', `/yarn/${yarnId}/photos`, ann.token, { form }), 201).body,
    );
    ok(await viaGateway('PUT', `/yarn/${yarnId}/photos/${mine.id}/cover`, ann.token));
    const before = (await copies(ann.id)).filter((row) => row.external_id === String(entry.id));

    const earlier = entry.photoId!;
    const newPhoto = earlier + 1_000;
    ravelry().editStash(ANN, entry.id, { photoId: newPhoto });
    const synced = await syncNow(ann.token);
    expect(synced).toMatchObject({ state: 'completed', error: null });
    expect(synced.summary?.photos).toEqual({ copied: 1, failed: 0 });

    const photos = (await yarnOf(ann.token, yarnId)).photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]).toEqual({ ...mine, is_cover: true });
    expect((await bytesAt(ann.token, photos[0])).equals(PNG)).toBe(true);
    expect((await bytesAt(ann.token, photos[1])).equals(await ravelryBytes(newPhoto))).toBe(true);
    // A picture of its own: the fake draws each photo id in its colour.
    expect((await ravelryBytes(newPhoto)).equals(await ravelryBytes(earlier))).toBe(false);
    const after = (await copies(ann.id)).filter((row) => row.external_id === String(entry.id));
    expect(after.map((row) => row.external_key)).toEqual([null, String(newPhoto)]);
    // The earlier copy's row is gone (its file with it).
    expect(after.map((row) => row.id)).not.toContain(before.find((row) => row.external_key !== null)?.id);
  }, 120_000);

  it("copies a photo Ravelry's image server failed to give at the next sync, though the entry did not change", async () => {
    const entry = ravelry()
      .account(ANN)
      .stash.find((item) => item.photoId !== null)!;
    const yarnId = await yarnIdOf(ann.id, entry.id);
    const earlier = entry.photoId!;
    const newPhoto = earlier + 1_000;
    ravelry().editStash(ANN, entry.id, { photoId: newPhoto });
    ravelry().failPhotos(1);
    const failed = await syncNow(ann.token);
    expect(failed).toMatchObject({ state: 'completed', error: null });
    expect(failed.summary?.photos).toEqual({ copied: 0, failed: 1 });
    expect(ravelrySyncSummaryText(failed.summary!)).toContain('1 photo not copied (tried again next sync)');
    // The knitter's photo, and the earlier copy kept (nothing replaced by a failed download).
    const kept = (await copies(ann.id)).filter((row) => row.external_id === String(entry.id));
    expect(kept.map((row) => row.external_key)).toEqual([null, String(earlier)]);

    const retried = await syncNow(ann.token);
    expect(retried).toMatchObject({ state: 'completed', error: null });
    expect(retried.summary?.photos).toEqual({ copied: 1, failed: 0 });
    expect(ravelrySyncSummaryText(retried.summary!)).toBe('1 photo copied, nothing else changed');
    const photos = (await yarnOf(ann.token, yarnId)).photos;
    expect(photos).toHaveLength(2);
    expect((await bytesAt(ann.token, photos[1])).equals(await ravelryBytes(newPhoto))).toBe(true);
    const copied = (await copies(ann.id)).filter((row) => row.external_id === String(entry.id));
    expect(copied.map((row) => row.external_key)).toEqual([null, String(newPhoto)]);
  }, 120_000);

  it('gives the photos to yarn synced before photos were copied, at the next sync', async () => {
    const stash = ravelry().account(ANN).stash;
    // As a sync before this change left things: no copies, and entries seen without a photo.
    await world().query(
      'inventory',
      `DELETE FROM yarn_photos WHERE user_id = $1 AND external_key IS NOT NULL`,
      [ann.id],
    );
    await world().query('inventory', `UPDATE yarn_items SET external_photo = NULL WHERE user_id = $1`, [
      ann.id,
    ]);
    await world().query(
      'account',
      `UPDATE integration_links SET stash_seen = (
         SELECT jsonb_object_agg(key, value - 'photo') FROM jsonb_each(stash_seen)) WHERE user_id = $1`,
      [ann.id],
    );
    const result = await syncNow(ann.token);
    expect(result).toMatchObject({ state: 'completed', error: null });
    expect(result.summary).toMatchObject({ created: 0, updated: 0, conflicts: 0 });
    const withPhoto = stash.filter((entry) => entry.photoId !== null);
    // A sync that only fetched photos does not say "no changes".
    expect(ravelrySyncSummaryText(result.summary!)).toBe(
      `${withPhoto.length} photos copied, nothing else changed`,
    );
    const rows = (await copies(ann.id)).filter((row) => row.external_key !== null);
    expect(rows.map((row) => row.external_key)).toEqual(withPhoto.map((entry) => String(entry.photoId)));
  }, 120_000);
});
