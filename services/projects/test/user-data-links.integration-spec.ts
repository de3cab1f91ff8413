import { PROJECTS_API } from '@yarn-mgmt/contracts';
import { linkToRavelry, reimportOwnPart } from '@yarn-mgmt/testing';
import { projectsSuite } from './helpers.js';

// A backup restored into an account that synced from Ravelry since (issue 22): the backup's synced projects are
// the ones the account has (same provider link), so they are left as they are, not refused as a conflict.
const suite = projectsSuite('projects_user_data_links');

describe('importing a part over projects a Ravelry sync brought in', () => {
  it('keeps the synced project with its counters as it is and imports the others', async () => {
    const ann = suite.harness.user('ann');
    const cowl = await suite.create(ann.token, { name: 'Cowl' });
    await suite.create(ann.token, { name: 'Winter Hat' });
    await linkToRavelry(suite.query, 'projects', cowl.id, '98765');
    // A counter the progress follows: under the project, and a reference back to it (set once counters are in).
    const counter = await suite.call('POST', PROJECTS_API.counters(cowl.id), {
      token: ann.token,
      body: { name: 'Rows' },
    });
    expect(counter.status).toBe(201);
    const [{ id: counterId }] = await suite.query<{ id: string }>(
      'SELECT id FROM project_counters WHERE project_id = $1',
      [cowl.id],
    );
    await suite.query('UPDATE projects SET progress_counter_id = $1 WHERE id = $2', [counterId, cowl.id]);

    const reply = await reimportOwnPart(suite.call, ann.token);
    expect(reply).toMatchObject({
      status: 200,
      body: { counts: { projects: 1 }, existing: 1, ids: { [cowl.id]: cowl.id } },
    });
    const names = await suite.query<{ name: string }>(
      'SELECT name FROM projects WHERE user_id = $1 ORDER BY name',
      [ann.id],
    );
    // A project without a link is imported again, as before the sync existed.
    expect(names.map((row) => row.name)).toEqual(['Cowl', 'Winter Hat', 'Winter Hat']);
    expect(await suite.count('project_counters', 'project_id = $1', [cowl.id])).toBe(1);
    expect(await suite.count('project_counters', 'user_id = $1', [ann.id])).toBe(1);
    expect(await suite.count('projects', 'id = $1 AND progress_counter_id = $2', [cowl.id, counterId])).toBe(
      1,
    );
    expect((await suite.call('GET', `/projects/${cowl.id}`, { token: ann.token })).status).toBe(200);
  });
});
