/* eslint-disable @typescript-eslint/no-unsafe-member-access --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import { PROJECTS_API, type Project } from '@yarn-mgmt/contracts';
import { randomUUID } from 'node:crypto';
import { projectsAmongNeighbours } from './neighbours.js';

// Usage from a project deducts from the stash once under retries; completing, frogging and deleting release
// reservations; the yarn's projects (what its detail page asks) show used and still reserved amounts; the list filters that read the
// pattern and the yarn. Against the real patterns and inventory services.
const { world, suite, post, use, byYarn } = projectsAmongNeighbours('projects_usage');
const { call } = suite;

describe('usage from a project', () => {
  it('deducts from the stash once under retries, names the project, and shows used and still reserved', async () => {
    const dan = suite.harness.user('dan').token;
    const yarn = await world().addYarn(dan, { colorway: 'Teal' });
    const project = await post(dan, { name: 'Cowl', allocations: [{ yarn_id: yarn.id, skeins: 4 }] });
    const allocation = project.allocations[0];
    const body = { allocation_id: allocation.id, skeins: 1.5 };
    const key = randomUUID();
    const replies = await Promise.all([use(dan, project.id, key, body), use(dan, project.id, key, body)]);
    const again = await use(dan, project.id, key, body);
    expect([...replies, again].map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.allocations[0]).toMatchObject({
      skeins_reserved: 4,
      skeins_used: 1.5,
      yards_used: 315,
      skeins_still_reserved: 2.5,
      yards_still_reserved: 525,
    });
    expect((await world().yarn(dan, yarn.id)).skeins_remaining).toBe(3.5);
    expect(
      await world().inventoryQuery(
        'SELECT skeins::float, project_id, project_name FROM usage_records WHERE yarn_item_id = $1',
        [yarn.id],
      ),
    ).toEqual([{ skeins: 1.5, project_id: project.id, project_name: 'Cowl' }]);
    expect(await use(dan, project.id, key, { ...body, skeins: 2 })).toMatchObject({
      status: 409,
      body: { error: 'This Idempotency-Key was already used for another amount' },
    });
    expect(await use(dan, project.id, randomUUID(), { ...body, skeins: 9 })).toMatchObject({
      status: 400,
      body: { error: 'Only 3.5 skeins remain' },
    });
    const uses = await byYarn(dan, yarn.id);
    expect(uses.projects).toEqual([
      { id: project.id, name: 'Cowl', skeins_used: 1.5, yardage_used: 315, status: 'queued' },
    ]);
    expect(uses.reserved).toMatchObject({ skeins: 2.5, yards: 525 });
  });

  it('requires an Idempotency-Key', async () => {
    const dan = suite.harness.user('dan').token;
    const project = await post(dan, { name: 'Keyless' });
    const reply = await call('POST', PROJECTS_API.usage(project.id), {
      token: dan,
      body: { allocation_id: randomUUID(), skeins: 1 },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { fieldErrors: { 'idempotency-key': ['An Idempotency-Key header is required'] } },
    });
  });
});

describe('completing, frogging and deleting', () => {
  it('complete releases what was not used; reopening holds it again; frog and delete release it all', async () => {
    const eve = suite.harness.user('eve').token;
    const yarn = await world().addYarn(eve, { colorway: 'Gris' });
    const project = await post(eve, { name: 'Vest', allocations: [{ yarn_id: yarn.id, skeins: 3 }] });
    await use(eve, project.id, 'k1', { allocation_id: project.allocations[0].id, skeins: 1 });
    const status = (next: string) =>
      call('PATCH', PROJECTS_API.status(project.id), { token: eve, body: { status: next } });

    const completed = await status('completed');
    expect(completed.body.allocations[0]).toMatchObject({
      skeins_used: 1,
      skeins_still_reserved: 0,
      released: true,
    });
    expect((await world().yarn(eve, yarn.id)).skeins_remaining).toBe(4);
    expect(await byYarn(eve, yarn.id)).toMatchObject({
      projects: [{ id: project.id, name: 'Vest', skeins_used: 1, yardage_used: 210, status: 'completed' }],
      reserved: { skeins: 0, projects: [] },
    });

    await status('active');
    expect((await byYarn(eve, yarn.id)).reserved).toMatchObject({ skeins: 2 });
    await status('frogged');
    expect((await byYarn(eve, yarn.id)).reserved).toMatchObject({ skeins: 0 });
    await status('queued');
    expect((await call('DELETE', PROJECTS_API.project(project.id), { token: eve })).status).toBe(204);
    expect((await world().yarn(eve, yarn.id)).skeins_remaining).toBe(4);
    expect(await byYarn(eve, yarn.id)).toEqual({
      projects: [],
      reserved: { skeins: 0, yards: 0, projects: [] },
    });
  });
});

describe('the list filters that read the pattern and the yarn', () => {
  it('finds projects by pattern and by yarn, by id or by words', async () => {
    const fay = suite.harness.user('fay').token;
    const hat = await world().addPattern(fay, { title: 'Cabled Hat' });
    const yarn = await world().addYarn(fay, { brand_name: 'Cascade', line_name: '220', colorway: 'Ruby' });
    const a = await post(fay, { pattern_id: hat.id, yarn_inventory_ids: [yarn.id] });
    await post(fay, { name: 'Plain' });
    const ids = async (query: string) =>
      (
        (await call('GET', `${PROJECTS_API.projects}?${query}`, { token: fay })).body.projects as Project[]
      ).map((p) => p.id);
    expect(await ids(`pattern=${hat.id}`)).toEqual([a.id]);
    expect(await ids('pattern=cabled')).toEqual([a.id]);
    expect(await ids(`yarn=${yarn.id}`)).toEqual([a.id]);
    expect(await ids('yarn=cascade%20220%20ruby')).toEqual([a.id]);
    expect(await ids('yarn=rios')).toEqual([]);
  });
});
