/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import { YarnPhotoSchema } from '@yarn-mgmt/contracts';
import { readdir } from 'node:fs/promises';
import { inventorySuite, photoForm, PNG } from './helpers.js';

const suite = inventorySuite('inventory_photos');
const { call, count, create, token, tokens } = suite;

describe('photos', () => {
  it('accepts a real PNG, refuses a text file named .png, and serves the photo only to its owner', async () => {
    const [user, other] = tokens(2);
    const item = await create(user);
    const uploaded = await call('POST', `/yarn/${item.id}/photos`, { token: user, form: photoForm(PNG) });
    expect(uploaded.status).toBe(201);
    const photo = YarnPhotoSchema.parse(uploaded.body);
    expect(photo.url).toBe(`/api/yarn/${item.id}/photos/${photo.id}`);
    expect((await call('GET', `/yarn/${item.id}`, { token: user })).body.photos).toEqual([photo]);

    const served = await fetch(`${suite.harness.url}/yarn/${item.id}/photos/${photo.id}`, {
      headers: { authorization: `Bearer ${user}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await call('GET', `/yarn/${item.id}/photos/${photo.id}`, { token: other })).toMatchObject({
      status: 404,
    });
    expect(await call('DELETE', `/yarn/${item.id}/photos/${photo.id}`, { token: other })).toMatchObject({
      status: 404,
    });

    const fake = await call('POST', `/yarn/${item.id}/photos`, {
      token: user,
      form: photoForm(Buffer.from('just some text, honest'), 'fake.png', 'image/png'),
    });
    expect(fake).toMatchObject({
      status: 400,
      body: { error: 'Photos must be JPEG, PNG, WebP or GIF images' },
    });
    const big = await call('POST', `/yarn/${item.id}/photos`, {
      token: user,
      form: photoForm(Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 'big.png'),
    });
    expect(big).toMatchObject({ status: 400, body: { error: 'Photos must be at most 10 MB' } });
    expect(await call('POST', `/yarn/${item.id}/photos`, { token: user, body: {} })).toMatchObject({
      status: 400,
    });
    expect(await count('yarn_photos', 'yarn_item_id = $1', [item.id])).toBe(1);

    expect((await call('DELETE', `/yarn/${item.id}/photos/${photo.id}`, { token: user })).status).toBe(204);
    expect(await call('GET', `/yarn/${item.id}/photos/${photo.id}`, { token: user })).toMatchObject({
      status: 404,
    });
  });

  it('makes the first photo the cover, lets the user pick another, and promotes the next when the cover goes', async () => {
    const user = token();
    const item = await create(user);
    const upload = async () =>
      YarnPhotoSchema.parse(
        (await call('POST', `/yarn/${item.id}/photos`, { token: user, form: photoForm(PNG) })).body,
      );
    const first = await upload();
    const second = await upload();
    const third = await upload();
    expect([first.is_cover, second.is_cover, third.is_cover]).toEqual([true, false, false]);
    const covers = async () =>
      (
        (await call('GET', `/yarn/${item.id}`, { token: user })).body.photos as Array<{
          id: string;
          is_cover: boolean;
        }>
      ).map((photo) => [photo.id, photo.is_cover]);
    expect(await covers()).toEqual([
      [first.id, true],
      [second.id, false],
      [third.id, false],
    ]);

    const picked = await call('PUT', `/yarn/${item.id}/photos/${third.id}/cover`, { token: user });
    expect(picked.status).toBe(200);
    expect(picked.body.map((photo: { id: string; is_cover: boolean }) => [photo.id, photo.is_cover])).toEqual(
      [
        [third.id, true],
        [first.id, false],
        [second.id, false],
      ],
    );
    expect(await covers()).toEqual(
      picked.body.map((photo: { id: string; is_cover: boolean }) => [photo.id, photo.is_cover]),
    );
    const other = token();
    expect((await call('PUT', `/yarn/${item.id}/photos/${first.id}/cover`, { token: other })).status).toBe(
      404,
    );
    expect((await call('PUT', `/yarn/${item.id}/photos/nope/cover`, { token: user })).status).toBe(404);

    const files = async () =>
      // Photo files are stored as <user id>/<photo id>.
      (await readdir(suite.harness.filesDir, { recursive: true })).filter((f) =>
        /[\da-f-]{36}\/[\da-f-]{36}$/.test(f),
      );
    const before = (await files()).length;
    expect((await call('DELETE', `/yarn/${item.id}/photos/${third.id}`, { token: user })).status).toBe(204);
    expect((await files()).length).toBe(before - 1);
    expect((await files()).some((file) => file.includes(third.id))).toBe(false);
    expect(await covers()).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    expect(await count('yarn_photos', 'yarn_item_id = $1 AND is_cover', [item.id])).toBe(1);
  });
});
