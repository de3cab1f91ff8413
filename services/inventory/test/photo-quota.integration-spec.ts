import { YarnSchema, YarnPhotoSchema } from '@yarn-mgmt/contracts';
import { startServiceHarness, type ServiceHarness } from '@yarn-mgmt/testing';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AppModule } from '../src/app.module.js';
import { loadInventoryConfig } from '../src/config/inventory.config.js';
import { PNG, photoForm, yarnBody } from './helpers.js';

// Room for two of the test PNGs, not three.
const LIMIT = PNG.length * 2 + 10;
let svc: ServiceHarness;

beforeAll(async () => {
  svc = await startServiceHarness((env) => AppModule.forRoot(loadInventoryConfig(env)), {
    name: 'inventory_photo_quota',
    env: { STORAGE_LIMIT_BYTES: String(LIMIT) },
  });
});
afterAll(() => svc?.close());

const filesOf = async (userId: string) =>
  readdir(path.join(svc.filesDir, userId)).catch(() => [] as string[]);

describe("photo uploads against the user's storage_limit", () => {
  it('refuses a photo past the limit with a clear 413, keeps no file, and accepts again after a removal', async () => {
    const ann = svc.user('ann');
    const item = YarnSchema.parse((await ann.call('POST', '/yarn', { body: yarnBody() })).body);
    const upload = () => ann.call('POST', `/yarn/${item.id}/photos`, { form: photoForm(PNG) });
    const first = YarnPhotoSchema.parse((await upload()).body);
    expect((await upload()).status).toBe(201);
    expect(await upload()).toMatchObject({
      status: 413,
      body: { statusCode: 413, error: 'Your storage is full: remove some photos to add more' },
    });
    expect(await filesOf(ann.id)).toHaveLength(2);
    expect(
      await svc.query('SELECT count(*)::int AS n FROM yarn_photos WHERE user_id = $1', [ann.id]),
    ).toEqual([{ n: 2 }]);

    // Another user's quota is their own.
    const bob = svc.user('bob');
    const bobs = YarnSchema.parse((await bob.call('POST', '/yarn', { body: yarnBody() })).body);
    expect((await bob.call('POST', `/yarn/${bobs.id}/photos`, { form: photoForm(PNG) })).status).toBe(201);

    expect((await ann.call('DELETE', `/yarn/${item.id}/photos/${first.id}`)).status).toBe(204);
    expect((await upload()).status).toBe(201);
  });

  it('keeps no file of a photo refused as too large or not an image', async () => {
    const cat = svc.user('cat');
    const item = YarnSchema.parse((await cat.call('POST', '/yarn', { body: yarnBody() })).body);
    const text = await cat.call('POST', `/yarn/${item.id}/photos`, {
      form: photoForm(Buffer.from('not an image at all'), 'x.png'),
    });
    expect(text.status).toBe(400);
    const missingEntry = await cat.call('POST', `/yarn/6f1c1b1e-8a43-4a43-9d4a-1e0b7a1d2c3f/photos`, {
      form: photoForm(PNG),
    });
    expect(missingEntry.status).toBe(404);
    expect(await filesOf(cat.id)).toEqual([]);
  });
});
