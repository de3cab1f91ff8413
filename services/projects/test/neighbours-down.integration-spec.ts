import { PROJECTS_API } from '@yarn-mgmt/contracts';
import { randomUUID } from 'node:crypto';
import { projectsSuite } from './helpers.js';

// The patterns and inventory services closed (port 9): what needs them answers a clear 503 and saves nothing;
// everything else works.
const suite = projectsSuite('projects_neighbours_down');
const { call, count, create, token } = suite;

describe('with the patterns and inventory services down', () => {
  it('creating from a pattern is a 503 that says nothing was saved', async () => {
    const user = token();
    const reply = await call('POST', PROJECTS_API.projects, {
      token: user,
      body: { pattern_id: randomUUID(), project_name: 'Hat' },
    });
    expect(reply).toMatchObject({
      status: 503,
      body: {
        error:
          'Patterns are unavailable right now, so the pattern could not be read. Nothing was saved: try again in a moment.',
      },
    });
    expect(await count('projects')).toBe(0);
  });

  it('reserving yarn is a 503, at create and later; a project without either is made as usual', async () => {
    const user = token();
    const yarn = randomUUID();
    expect(
      await call('POST', PROJECTS_API.projects, {
        token: user,
        body: { name: 'Hat', yarn_inventory_ids: [yarn] },
      }),
    ).toMatchObject({
      status: 503,
      body: { error: 'Your stash is unavailable right now. Nothing was saved: try again in a moment.' },
    });
    const project = await create(user);
    expect(
      (
        await call('POST', PROJECTS_API.allocations(project.id), {
          token: user,
          body: { yarn_id: yarn, skeins: 1 },
        })
      ).status,
    ).toBe(503);
    expect(await count('project_allocations')).toBe(0);
  });

  it('answers the list, a project and its counters as usual', async () => {
    const user = token();
    const project = await create(user);
    expect((await call('GET', PROJECTS_API.projects, { token: user })).status).toBe(200);
    expect((await call('GET', PROJECTS_API.project(project.id), { token: user })).status).toBe(200);
    expect(
      (await call('POST', PROJECTS_API.counters(project.id), { token: user, body: { name: 'Rows' } })).status,
    ).toBe(201);
  });
});
