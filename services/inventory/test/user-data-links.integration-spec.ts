import { linkToRavelry, reimportOwnPart } from '@yarn-mgmt/testing';
import { inventorySuite, photoForm, PNG } from './helpers.js';

// A backup restored into an account that synced from Ravelry since (issue 22): the backup's synced stash entries
// are the ones the account has (same provider link), so they are left as they are, not refused as a conflict.
const suite = inventorySuite('inventory_user_data_links');

describe('importing a part over stash entries a Ravelry sync brought in', () => {
  it('keeps the synced entry with its photo as it is and imports the others', async () => {
    const ann = suite.harness.user('ann');
    const synced = await suite.create(ann.token, { colorway: 'Azul' });
    await suite.create(ann.token, { colorway: 'Ocean' });
    await linkToRavelry(suite.query, 'yarn_items', synced.id, '555');
    const photo = await suite.call('POST', `/yarn/${synced.id}/photos`, {
      token: ann.token,
      form: photoForm(PNG),
    });
    expect(photo.status).toBe(201);

    const reply = await reimportOwnPart(suite.call, ann.token);
    expect(reply).toMatchObject({
      status: 200,
      body: {
        counts: { yarn_items: 1, yarn_photos: 0 },
        files: 0,
        existing: 1,
        ids: { [synced.id]: synced.id },
      },
    });
    const colorways = await suite.query<{ colorway: string }>(
      'SELECT colorway FROM yarn_items WHERE user_id = $1 ORDER BY colorway',
      [ann.id],
    );
    // An entry without a link is imported again, as before the sync existed.
    expect(colorways.map((row) => row.colorway)).toEqual(['Azul', 'Ocean', 'Ocean']);
    expect(await suite.count('yarn_photos', 'yarn_item_id = $1', [synced.id])).toBe(1);
  });
});
