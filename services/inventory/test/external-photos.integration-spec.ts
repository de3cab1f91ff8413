import {
  EXTERNAL_SYNC_INTERNAL_API,
  ExternalPhotoResponseSchema,
  YarnPhotoSchema,
  YarnSchema,
} from '@yarn-mgmt/contracts';
import { fuzzEndpoint, type TestUser } from '@yarn-mgmt/testing';
import fc from 'fast-check';
import { entry, externalSyncKit } from './external-sync-kit.js';
import { inventorySuite, photoForm, PNG } from './helpers.js';

// Ravelry stash photos (issue 22): the sync copies a provider's photo once, and never over the user's own.
const LIMIT = 64 * 1024;
const suite = inventorySuite('inventory_external_photos', { STORAGE_LIMIT_BYTES: String(LIMIT) });
const { call, count } = suite;
const { serviceToken, upsert } = externalSyncKit(suite);

/** Two different real images (the bytes after a PNG's end do not change what it is). */
const RAVELRY_A = Buffer.concat([PNG, Buffer.from('ravelry photo 7001')]);
const RAVELRY_B = Buffer.concat([PNG, Buffer.from('ravelry photo 7002, taken later')]);

const batch = (id: string, photoKey: string | null) => ({
  source: 'ravelry' as const,
  entries: [entry(id, { photo_key: photoKey })],
});
/** The sync's photo upload: the bytes as the body, which entry and photo in the query. */
const sendPhoto = async (user: TestUser, externalId: string, photoKey: string, data: Buffer, as = user) => {
  const query = new URLSearchParams({ source: 'ravelry', external_id: externalId, photo_key: photoKey });
  const response = await fetch(
    `${suite.harness.url}${EXTERNAL_SYNC_INTERNAL_API.photo}?${query.toString()}`,
    {
      method: 'PUT',
      headers: { authorization: `Bearer ${serviceToken(as)}`, 'content-type': 'image/png' },
      body: new Uint8Array(data),
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const photosOf = async (user: TestUser, yarnId: string) => {
  const reply = await call('GET', `/yarn/${yarnId}`, { token: user.token });
  expect(reply.status).toBe(200);
  return YarnSchema.parse(reply.body).photos;
};
const bytesOf = async (user: TestUser, url: string) => {
  const served = await fetch(`${suite.harness.url}${url.replace(/^\/api/, '')}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(served.status).toBe(200);
  return Buffer.from(await served.arrayBuffer());
};

describe("a provider's photo of a synced stash entry", () => {
  it('is asked for once, stored once as the cover, and served with the bytes sent', async () => {
    const ann = suite.harness.user('ann-photos');
    const first = await upsert(ann, batch('1', '7001'));
    expect(first.results[0]).toMatchObject({ outcome: 'created', photo_wanted: true });
    const yarnId = first.results[0].yarn_id;
    const stored = await sendPhoto(ann, '1', '7001', RAVELRY_A);
    expect(stored.status).toBe(200);
    expect(ExternalPhotoResponseSchema.parse(stored.body).outcome).toBe('stored');
    const [photo, ...others] = await photosOf(ann, yarnId);
    expect(others).toEqual([]);
    expect(photo).toMatchObject({ id: stored.body.photo_id, is_cover: true });
    expect((await bytesOf(ann, photo.url)).equals(RAVELRY_A)).toBe(true);

    // The same photo on the next sync: not asked for, and sent anyway (a retried call) not stored twice.
    const second = await upsert(ann, batch('1', '7001'));
    expect(second.results[0]).toEqual({ external_id: '1', yarn_id: yarnId, outcome: 'unchanged' });
    expect((await sendPhoto(ann, '1', '7001', RAVELRY_A)).body).toEqual({
      outcome: 'unchanged',
      photo_id: null,
    });
    expect(await count('yarn_photos', 'yarn_item_id = $1', [yarnId])).toBe(1);
    // No photo on the provider's side any more: the copy stays.
    expect((await upsert(ann, batch('1', null))).results[0].photo_wanted).toBeUndefined();
    expect(await photosOf(ann, yarnId)).toEqual([photo]);
  });

  it("replaces only its own earlier copy when the provider's photo changes; the user's photo keeps the cover", async () => {
    const bob = suite.harness.user('bob-photos');
    const yarnId = (await upsert(bob, batch('2', '7001'))).results[0].yarn_id;
    await sendPhoto(bob, '2', '7001', RAVELRY_A);
    const mine = YarnPhotoSchema.parse(
      (await call('POST', `/yarn/${yarnId}/photos`, { token: bob.token, form: photoForm(PNG) })).body,
    );
    expect((await call('PUT', `/yarn/${yarnId}/photos/${mine.id}/cover`, { token: bob.token })).status).toBe(
      200,
    );

    expect((await upsert(bob, batch('2', '7002'))).results[0].photo_wanted).toBe(true);
    expect((await sendPhoto(bob, '2', '7002', RAVELRY_B)).body.outcome).toBe('stored');
    const photos = await photosOf(bob, yarnId);
    expect(photos).toHaveLength(2);
    expect(photos[0]).toEqual({ ...mine, is_cover: true });
    expect((await bytesOf(bob, photos[0].url)).equals(PNG)).toBe(true);
    expect((await bytesOf(bob, photos[1].url)).equals(RAVELRY_B)).toBe(true);
    const files = await suite.query<{ storage_key: string }>(
      `SELECT storage_key FROM yarn_photos WHERE user_id = $1`,
      [bob.id],
    );
    expect(files).toHaveLength(2);
  });

  it('is not copied again once the user removed it, until the provider has another photo', async () => {
    const cat = suite.harness.user('cat-photos');
    const yarnId = (await upsert(cat, batch('3', '7001'))).results[0].yarn_id;
    await sendPhoto(cat, '3', '7001', RAVELRY_A);
    const [copy] = await photosOf(cat, yarnId);
    expect((await call('DELETE', `/yarn/${yarnId}/photos/${copy.id}`, { token: cat.token })).status).toBe(
      204,
    );
    expect((await upsert(cat, batch('3', '7001'))).results[0].photo_wanted).toBeUndefined();
    expect(await photosOf(cat, yarnId)).toEqual([]);
    expect((await upsert(cat, batch('3', '7002'))).results[0].photo_wanted).toBe(true);
  });

  it("refuses what is not an image, a photo past the storage limit, and another user's or an unknown entry", async () => {
    const dan = suite.harness.user('dan-photos');
    const eve = suite.harness.user('eve-photos');
    const yarnId = (await upsert(dan, batch('4', '7001'))).results[0].yarn_id;
    expect(await sendPhoto(dan, '4', '7001', Buffer.from('<html>not found</html>'))).toMatchObject({
      status: 400,
      body: { error: 'Photos must be JPEG, PNG, WebP or GIF images' },
    });
    const tooBig = Buffer.concat([PNG, Buffer.alloc(LIMIT)]);
    expect(await sendPhoto(dan, '4', '7001', tooBig)).toMatchObject({ status: 413 });
    // Eve's token for Dan's entry id: Eve has no entry 4.
    expect(await sendPhoto(dan, '4', '7001', RAVELRY_A, eve)).toMatchObject({ status: 404 });
    expect(await sendPhoto(dan, '99', '7001', RAVELRY_A)).toMatchObject({ status: 404 });
    expect((await sendPhoto(dan, '4', 'bad key!', RAVELRY_A)).status).toBe(400);
    expect(await count('yarn_photos', 'user_id IN ($1, $2)', [dan.id, eve.id])).toBe(0);
    // Still wanted: nothing was kept.
    expect((await upsert(dan, batch('4', '7001'))).results[0]).toMatchObject({
      yarn_id: yarnId,
      photo_wanted: true,
    });
  });

  describe('fuzzed', () => {
    let fuzzer: TestUser;
    const at = (externalId: string) =>
      `${EXTERNAL_SYNC_INTERNAL_API.photo}?source=ravelry&external_id=${externalId}&photo_key=7001`;
    beforeAll(async () => {
      fuzzer = suite.harness.user('fuzz-photos');
      await upsert(fuzzer, batch('f1', '7001'));
      await upsert(suite.harness.user('other-photos'), batch('o1', '7001'));
    });
    // Entries the caller has not linked (another user's among them), and malformed ids: 4xx, nothing stored.
    fuzzEndpoint(() => suite.harness, {
      method: 'PUT',
      path: at,
      as: () => ({ token: serviceToken(fuzzer) }),
      otherIds: ['o1'],
    });
    // The caller's own entry with bodies that are not an image: 400, nothing stored.
    fuzzEndpoint(() => suite.harness, {
      method: 'PUT',
      name: 'PUT external photo (bodies that are not images)',
      path: () => at('f1'),
      as: () => ({ token: serviceToken(fuzzer) }),
      requests: fc.record({
        body: fc.string({ maxLength: 400 }),
        contentType: fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream', 'text/plain'),
      }),
    });
  });
});
