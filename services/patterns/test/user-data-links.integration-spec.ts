import { USER_DATA_INTERNAL_API } from '@yarn-mgmt/contracts';
import { linkToRavelry, reimportOwnPart } from '@yarn-mgmt/testing';
import { patternsSuite } from './helpers.js';

// A backup restored into an account that synced from Ravelry since (issue 22): the backup's synced patterns are
// the ones the account has (same provider link), so they are left as they are, not refused as a conflict.
const suite = patternsSuite('patterns_user_data_links');
const titles = async (userId: string) =>
  (
    await suite.query<{ title: string }>('SELECT title FROM patterns WHERE user_id = $1 ORDER BY title', [
      userId,
    ])
  ).map((row) => row.title);

describe('importing a part over patterns a Ravelry sync brought in', () => {
  it('keeps the synced pattern with its tags as it is and imports the others', async () => {
    const ann = suite.harness.user('ann');
    const flax = await suite.create(ann.token, { title: 'Flax' });
    await suite.create(ann.token, { title: 'Fair Isle Hat' });
    await linkToRavelry(suite.query, 'patterns', flax.id, '1234');

    const reply = await reimportOwnPart(suite.call, ann.token);
    expect(reply).toMatchObject({
      status: 200,
      body: { counts: { patterns: 1, pattern_tags: 2 }, existing: 1, ids: { [flax.id]: flax.id } },
    });
    // A pattern without a link is imported again, as before the sync existed.
    expect(await titles(ann.id)).toEqual(['Fair Isle Hat', 'Fair Isle Hat', 'Flax']);
    expect(await suite.count('pattern_tags', 'pattern_id = $1', [flax.id])).toBe(2);
    expect((await suite.call('GET', `/patterns/${flax.id}`, { token: ann.token })).status).toBe(200);
  });

  it("imports every pattern into another account, links included (a link is the account's own)", async () => {
    const [ann, bob] = [suite.harness.user('ann'), suite.harness.user('bob')];
    const exported = await suite.call('GET', `${USER_DATA_INTERNAL_API.export}?files=true`, {
      token: ann.token,
    });
    const reply = await suite.call('POST', USER_DATA_INTERNAL_API.import, {
      token: bob.token,
      body: { part: exported.body as unknown, maps: {} },
    });
    expect(reply).toMatchObject({ status: 200, body: { counts: { patterns: 3 }, existing: 0 } });
    expect(await suite.count('patterns', "user_id = $1 AND external_id = '1234'", [bob.id])).toBe(1);
  });
});
