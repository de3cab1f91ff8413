/* eslint-disable @typescript-eslint/no-unsafe-member-access --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import { ProjectListResponseSchema, PROJECTS_API } from '@yarn-mgmt/contracts';
import { projectsSuite } from './helpers.js';

// Every filter, status, sort and the paging of GET /projects (the pattern and yarn filters, which need those
// services, are in yarn.integration-spec.ts).
const suite = projectsSuite('projects_list');
const { call, create } = suite;
let user: string;

beforeAll(async () => {
  user = suite.harness.user('lister').token;
  // Created in this order, so "Recently Updated" and "Recently Added" list them backwards.
  await create(user, {
    name: 'Aran Sweater',
    status: 'active',
    priority: 'low',
    recipient: 'Sam',
    start_date: '2026-01-10',
    target_completion_date: '2026-03-01',
    notes: 'cables',
  });
  await create(user, {
    name: 'baby blanket',
    status: 'queued',
    priority: 'high',
    recipient: 'Baby Lou',
    start_date: null,
    target_completion_date: null,
    notes: null,
  });
  await create(user, {
    name: 'Cowl',
    status: 'completed',
    priority: null,
    recipient: null,
    start_date: '2025-11-02',
    target_completion_date: '2025-12-01',
    notes: 'gift 100%_wool',
  });
  await create(user, {
    name: 'Dish cloth',
    status: 'hibernating',
    priority: 'medium',
    recipient: 'me',
    start_date: '2026-02-20',
    target_completion_date: '2026-02-01',
    notes: null,
  });
  await create(suite.harness.user('other').token, { name: 'Aran Hat' });
});

const names = async (query: string) => {
  const reply = await call('GET', `${PROJECTS_API.projects}?${query}`, { token: user });
  expect(reply.status).toBe(200);
  return ProjectListResponseSchema.parse(reply.body).projects.map((project) => project.name);
};

describe('GET /projects', () => {
  it('lists the user’s projects, most recently updated first, with total', async () => {
    const reply = await call('GET', PROJECTS_API.projects, { token: user });
    expect(reply.body.total).toBe(4);
    expect(await names('')).toEqual(['Dish cloth', 'Cowl', 'baby blanket', 'Aran Sweater']);
  });

  it.each([
    ['status=active', ['Aran Sweater']],
    ['status=in_progress', ['Aran Sweater']],
    ['status=planned', ['baby blanket']],
    ['status=hibernating', ['Dish cloth']],
    ['status=completed', ['Cowl']],
    ['status=frogged', []],
    ['search=ARAN', ['Aran Sweater']],
    ['search=cables', ['Aran Sweater']],
    ['search=100%25_', ['Cowl']],
    ['search=%25', ['Cowl']],
    ['recipient=baby', ['baby blanket']],
    ['start_from=2026-01-10', ['Dish cloth', 'Aran Sweater']],
    ['start_to=2026-01-10', ['Aran Sweater', 'Cowl']],
    ['start_from=2026-01-11&start_to=2026-12-31', ['Dish cloth']],
    ['status=active&recipient=sam&search=sweater', ['Aran Sweater']],
  ])('filters by %s', async (query, expected) => {
    expect((await names(query)).sort()).toEqual([...expected].sort());
  });

  it.each([
    ['sort=created_at', ['Dish cloth', 'Cowl', 'baby blanket', 'Aran Sweater']],
    ['sort=created_at&order=asc', ['Aran Sweater', 'baby blanket', 'Cowl', 'Dish cloth']],
    ['sort=priority', ['baby blanket', 'Dish cloth', 'Aran Sweater', 'Cowl']],
    ['sort=priority&order=asc', ['Aran Sweater', 'Dish cloth', 'baby blanket', 'Cowl']],
    ['sort=project_name', ['Aran Sweater', 'baby blanket', 'Cowl', 'Dish cloth']],
    ['sort=project_name&order=desc', ['Dish cloth', 'Cowl', 'baby blanket', 'Aran Sweater']],
    ['sort=target_completion_date', ['Cowl', 'Dish cloth', 'Aran Sweater', 'baby blanket']],
    ['sort=updated_at&order=asc', ['Aran Sweater', 'baby blanket', 'Cowl', 'Dish cloth']],
  ])('sorts by %s, missing values last', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('pages with limit and offset, total counting every match', async () => {
    const first = await call('GET', `${PROJECTS_API.projects}?sort=project_name&limit=3`, { token: user });
    const rest = await call('GET', `${PROJECTS_API.projects}?sort=project_name&limit=3&offset=3`, {
      token: user,
    });
    expect(first.body.total).toBe(4);
    expect(first.body.projects).toHaveLength(3);
    expect(ProjectListResponseSchema.parse(rest.body).projects.map((p) => p.name)).toEqual(['Dish cloth']);
    expect(rest.body.total).toBe(4);
  });

  it('refuses an unknown parameter, a bad status, a date that is not a date and a page over 500', async () => {
    for (const query of ['colour=red', 'status=done', 'start_from=yesterday', 'limit=501', 'sort=name']) {
      const reply = await call('GET', `${PROJECTS_API.projects}?${query}`, { token: user });
      expect([query, reply.status]).toEqual([query, 400]);
    }
    expect((await call('GET', `${PROJECTS_API.projects}?limit=500`, { token: user })).status).toBe(200);
  });
});
