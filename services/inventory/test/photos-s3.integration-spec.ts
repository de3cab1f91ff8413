import { YarnPhotoSchema, YarnSchema } from '@yarn-mgmt/contracts';
import { startServiceHarness, type ServiceHarness } from '@yarn-mgmt/testing';
import { readdir } from 'node:fs/promises';
import { AppModule } from '../src/app.module.js';
import { loadInventoryConfig } from '../src/config/inventory.config.js';
import { PNG, photoForm, yarnBody } from './helpers.js';

// FILE_STORAGE=s3: the photos go to a local S3-protocol server (s3rver), as every replica would share them.
let svc: ServiceHarness;

beforeAll(async () => {
  svc = await startServiceHarness((env) => AppModule.forRoot(loadInventoryConfig(env)), {
    name: 'inventory_photos_s3',
    fileStorage: 's3',
  });
});
afterAll(() => svc?.close());

describe('yarn photos kept in S3', () => {
  it('stores an upload in the bucket under the service, serves it back, and removes it with the photo', async () => {
    const ann = svc.user('ann');
    const item = YarnSchema.parse((await ann.call('POST', '/yarn', { body: yarnBody() })).body);
    const uploaded = await ann.call('POST', `/yarn/${item.id}/photos`, { form: photoForm(PNG) });
    expect(uploaded.status).toBe(201);
    const photo = YarnPhotoSchema.parse(uploaded.body);
    const [{ storage_key: key }] = await svc.query<{ storage_key: string }>(
      'SELECT storage_key FROM yarn_photos WHERE id = $1',
      [photo.id],
    );
    expect(await svc.s3!.keys()).toEqual([`inventory/${key}`]);
    expect(await readdir(svc.filesDir)).toEqual([]);

    const served = await fetch(`${svc.url}/yarn/${item.id}/photos/${photo.id}`, {
      headers: { authorization: `Bearer ${ann.token}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await svc.user('bob').call('GET', `/yarn/${item.id}/photos/${photo.id}`)).status).toBe(404);

    expect((await ann.call('DELETE', `/yarn/${item.id}/photos/${photo.id}`)).status).toBe(204);
    expect(await svc.s3!.keys()).toEqual([]);
    expect((await ann.call('GET', `/yarn/${item.id}/photos/${photo.id}`)).status).toBe(404);
  });

  it('keeps nothing of a photo over 10 MB or of a file that is not an image', async () => {
    const ann = svc.user('ann');
    const item = YarnSchema.parse((await ann.call('POST', '/yarn', { body: yarnBody() })).body);
    const big = photoForm(Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 'big.png');
    expect(await ann.call('POST', `/yarn/${item.id}/photos`, { form: big })).toMatchObject({
      status: 400,
      body: { error: 'Photos must be at most 10 MB' },
    });
    const fake = photoForm(Buffer.from('just some text, honest'), 'fake.png');
    expect(await ann.call('POST', `/yarn/${item.id}/photos`, { form: fake })).toMatchObject({
      status: 400,
      body: { error: 'Photos must be JPEG, PNG, WebP or GIF images' },
    });
    expect(await svc.s3!.keys()).toEqual([]);
  });
});
