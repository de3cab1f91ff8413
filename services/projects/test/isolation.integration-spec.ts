import { PROJECTS_API } from '@yarn-mgmt/contracts';
import { randomUUID } from 'node:crypto';
import { projectsSuite } from './helpers.js';

const { call, count, create, tokens } = projectsSuite('projects_isolation');

describe('two users', () => {
  it("cannot see or change each other's projects on any route", async () => {
    const [owner, intruder] = tokens(2);
    const project = await create(owner, { status: 'active' });
    const withCounter = await call('POST', PROJECTS_API.counters(project.id), {
      token: owner,
      body: { name: 'Rows' },
    });
    const counterId = (withCounter.body as { counters: Array<{ id: string }> }).counters[0].id;
    const before = (await call('GET', PROJECTS_API.project(project.id), { token: owner })).body as unknown;
    const id = project.id;
    const anyId = randomUUID();

    const attempts: Array<[string, string, Record<string, unknown>]> = [
      ['GET', PROJECTS_API.project(id), {}],
      ['PATCH', PROJECTS_API.project(id), { body: { name: 'Mine now' } }],
      ['PATCH', PROJECTS_API.status(id), { body: { status: 'frogged' } }],
      ['DELETE', PROJECTS_API.project(id), {}],
      ['POST', PROJECTS_API.allocations(id), { body: { yarn_id: anyId, skeins: 1 } }],
      ['PATCH', PROJECTS_API.allocation(id, anyId), { body: { skeins: 1 } }],
      ['DELETE', PROJECTS_API.allocation(id, anyId), {}],
      [
        'POST',
        PROJECTS_API.usage(id),
        { body: { allocation_id: anyId, skeins: 1 }, headers: { 'idempotency-key': 'k' } },
      ],
      ['POST', PROJECTS_API.counters(id), { body: { name: 'Mine' } }],
      ['PATCH', PROJECTS_API.counter(id, counterId), { body: { delta: 1 } }],
      ['DELETE', PROJECTS_API.counter(id, counterId), {}],
    ];
    for (const [method, url, options] of attempts) {
      const reply = await call(method, url, { token: intruder, ...options });
      expect([method, url, reply.status]).toEqual([method, url, 404]);
    }
    expect((await call('GET', PROJECTS_API.project(id), { token: intruder })).body).toEqual({
      statusCode: 404,
      error: 'Project not found',
      code: 'PROJECT_NOT_FOUND',
    });
    expect((await call('GET', PROJECTS_API.projects, { token: intruder })).body).toEqual({
      projects: [],
      total: 0,
    });
    expect((await call('GET', `${PROJECTS_API.projects}?search=Winter`, { token: intruder })).body).toEqual({
      projects: [],
      total: 0,
    });
    expect((await call('GET', PROJECTS_API.counts, { token: intruder })).body).toMatchObject({
      all: 0,
      active: 0,
    });
    expect((await call('GET', PROJECTS_API.recentActivity, { token: intruder })).body).toEqual([]);
    expect((await call('GET', PROJECTS_API.project(id), { token: owner })).body).toEqual(before);
    expect(await count('project_counters', 'project_id = $1', [id])).toBe(1);
  });
});
