import { USER_DATA_INTERNAL_API } from '@yarn-mgmt/contracts';
import { inventorySuite, photoForm, PNG } from './helpers.js';

const suite = inventorySuite('inventory_user_storage');
const { call, create, tokens } = suite;

describe('GET /internal/user-data/storage', () => {
  it("reports the caller's own photo bytes and count, nobody else's", async () => {
    const [user, other] = tokens(2);
    expect(await call('GET', USER_DATA_INTERNAL_API.storage, { token: user })).toMatchObject({
      status: 200,
      body: { bytes: 0, files: 0, photo_count: 0, pattern_count: 0 },
    });
    const item = await create(user);
    for (let i = 0; i < 2; i += 1)
      expect(
        (await call('POST', `/yarn/${item.id}/photos`, { token: user, form: photoForm(PNG) })).status,
      ).toBe(201);
    expect(await call('GET', USER_DATA_INTERNAL_API.storage, { token: user })).toMatchObject({
      status: 200,
      body: { bytes: 2 * PNG.length, files: 2, photo_count: 2, pattern_count: 0 },
    });
    expect((await call('GET', USER_DATA_INTERNAL_API.storage, { token: other })).body).toEqual({
      bytes: 0,
      files: 0,
      photo_count: 0,
      pattern_count: 0,
    });
    expect((await call('GET', USER_DATA_INTERNAL_API.storage)).status).toBe(401);
  });
});
