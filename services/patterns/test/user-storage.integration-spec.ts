import { USER_DATA_INTERNAL_API } from '@yarn-mgmt/contracts';
import { PDF, patternsSuite } from './helpers.js';

const suite = patternsSuite('patterns_user_storage');
const { call, create, attach, tokens } = suite;

describe('GET /internal/user-data/storage', () => {
  it("reports the caller's own pattern files and pattern count, nobody else's", async () => {
    const [user, other] = tokens(2);
    const first = await create(user, { title: 'Cabled Mitts' });
    await create(user, { title: 'Plain Hat' });
    await attach(user, first.id, PDF, 'mitts.pdf');
    expect(await call('GET', USER_DATA_INTERNAL_API.storage, { token: user })).toMatchObject({
      status: 200,
      body: { bytes: PDF.length, files: 1, photo_count: 0, pattern_count: 2 },
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
