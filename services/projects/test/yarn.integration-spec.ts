/* eslint-disable @typescript-eslint/no-unsafe-member-access --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import { ProjectSchema, PROJECTS_API, type Project } from '@yarn-mgmt/contracts';
import { runOutText } from '@yarn-mgmt/domain';
import { randomUUID } from 'node:crypto';
import { projectsSuite } from './helpers.js';
import { neighbours } from './neighbours.js';

// A project made from a pattern with yarn from the stash, against the real patterns and inventory services:
// reserving never deducts, usage deducts once under retries, completing / frogging / deleting releases, and the
// yarn's detail (the inventory asking this service back) shows the projects and what they hold.
const world = neighbours();
const suite = projectsSuite(
  'projects_yarn',
  () => ({ PATTERNS_URL: world().patternsUrl, INVENTORY_URL: world().inventoryUrl }),
  () => world().keys,
);
beforeAll(() => world().setProjectsUrl(suite.harness.url));
const { call } = suite;

const post = async (token: string, body: Record<string, unknown>): Promise<Project> => {
  const reply = await call('POST', PROJECTS_API.projects, { token, body });
  if (reply.status !== 201) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return ProjectSchema.parse(reply.body);
};
const use = (token: string, id: string, key: string, body: Record<string, unknown>) =>
  call('POST', PROJECTS_API.usage(id), { token, body, headers: { 'idempotency-key': key } });

describe('a project from a pattern with two yarns', () => {
  it('copies the pattern, names itself after it, reserves what the size needs and deducts nothing', async () => {
    const ann = suite.harness.user('ann').token;
    const pattern = await world().addPattern(ann);
    const azul = await world().addYarn(ann);
    const verde = await world().addYarn(ann, { colorway: 'Verde', skeins_total: 2, skeins_remaining: 2 });
    const project = await post(ann, {
      pattern_id: pattern.id,
      project_name: '',
      yarn_inventory_ids: [azul.id, verde.id],
      size: 'l',
    });
    expect(project).toMatchObject({
      name: 'Ribbed Hat Project',
      status: 'queued',
      pattern_id: pattern.id,
      pattern_name: 'Ribbed Hat',
      pattern: { title: 'Ribbed Hat', craft_type: 'knitting' },
      pattern_sizes: ['S', 'L'],
      size: 'L',
      progress_percentage: 0,
    });
    // 900 yards for L: all five skeins of Azul (1 050 yds), then nothing more is needed of Verde.
    expect(project.allocations.map((a) => [a.colorway, a.skeins_reserved, a.yards_reserved])).toEqual([
      ['Azul', 5, 1050],
      ['Verde', 0, 0],
    ]);
    expect(project.run_out).toMatchObject({ needed_yards: 900, reserved_yards: 1050, enough: true });
    expect(runOutText(project.run_out!)).toBe('Enough yarn');

    const detail = await world().yarn(ann, azul.id);
    expect(detail).toMatchObject({
      skeins_remaining: 5,
      remaining_yardage: 1050,
      projects_unavailable: false,
      projects: [
        { id: project.id, name: 'Ribbed Hat Project', skeins_used: 0, yardage_used: 0, status: 'queued' },
      ],
      reserved: {
        skeins: 5,
        yards: 1050,
        projects: [{ id: project.id, name: 'Ribbed Hat Project', skeins: 5, yards: 1050 }],
      },
    });
  });

  it('warns when the reserved yarn is short for the size: yards and skeins of the line', async () => {
    const ann = suite.harness.user('ann').token;
    const pattern = await world().addPattern(ann, {
      title: 'Big Sweater',
      yardage_by_size: [{ size: 'M', yards: 1500 }],
      sizes_available: ['M'],
    });
    const rios = await world().addYarn(ann, { colorway: 'Ocean', skeins_total: 4, skeins_remaining: 4 });
    const project = await post(ann, { pattern_id: pattern.id, yarn_inventory_ids: [rios.id] });
    expect(project.run_out).toEqual({
      needed_yards: 1500,
      reserved_yards: 840,
      enough: false,
      short_by_yards: 660,
      short_by_skeins: 4,
      line: 'Rios',
    });
    expect(runOutText(project.run_out!)).toBe('Short by 660 yds (about 4 skeins of Rios)');
  });

  it('refuses another user’s pattern or yarn, and a size the pattern does not have; nothing is saved', async () => {
    const ann = suite.harness.user('ann').token;
    const bob = suite.harness.user('bob').token;
    const bobsPattern = await world().addPattern(bob);
    const bobsYarn = await world().addYarn(bob);
    const before = await suite.count('projects');
    expect(
      await call('POST', PROJECTS_API.projects, { token: ann, body: { pattern_id: bobsPattern.id } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Pattern not found in your library' },
    });
    expect(
      await call('POST', PROJECTS_API.projects, {
        token: ann,
        body: { name: 'X', yarn_inventory_ids: [bobsYarn.id] },
      }),
    ).toMatchObject({ status: 400, body: { error: 'Yarn not found in your stash' } });
    const mine = await world().addPattern(ann);
    expect(
      await call('POST', PROJECTS_API.projects, { token: ann, body: { pattern_id: mine.id, size: 'XXL' } }),
    ).toMatchObject({ status: 400, body: { error: 'This pattern has no such size' } });
    expect(await suite.count('projects')).toBe(before);
  });
});

describe('reservations', () => {
  it('never reserve more than is free across projects, and say how much is', async () => {
    const cat = suite.harness.user('cat').token;
    const yarn = await world().addYarn(cat, { colorway: 'Rojo', skeins_total: 3, skeins_remaining: 3 });
    const first = await post(cat, { name: 'Mittens', allocations: [{ yarn_id: yarn.id, skeins: 2 }] });
    expect(first.allocations[0]).toMatchObject({
      skeins_reserved: 2,
      yards_reserved: 420,
      skeins_still_reserved: 2,
    });
    const second = await post(cat, { name: 'Scarf' });
    const refused = await call('POST', PROJECTS_API.allocations(second.id), {
      token: cat,
      body: { yarn_id: yarn.id, skeins: 2 },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: 'Only 1 skeins of Malabrigo Rios - Rojo are free to reserve' },
    });
    const added = await call('POST', PROJECTS_API.allocations(second.id), {
      token: cat,
      body: { yarn_id: yarn.id, yards: 210 },
    });
    expect(added.status).toBe(201);
    expect(added.body.allocations[0]).toMatchObject({ skeins_reserved: 1, yards_reserved: 210 });
    expect(
      (
        await call('POST', PROJECTS_API.allocations(second.id), {
          token: cat,
          body: { yarn_id: yarn.id, skeins: 0.5 },
        })
      ).status,
    ).toBe(409);
    // Releasing the first project's reservation frees it for the second.
    const allocation = first.allocations[0]!;
    const released = await call('DELETE', PROJECTS_API.allocation(first.id, allocation.id), { token: cat });
    expect(released.body.allocations).toEqual([]);
    const changed = await call('PATCH', PROJECTS_API.allocation(second.id, added.body.allocations[0].id), {
      token: cat,
      body: { skeins: 3 },
    });
    expect(changed.body.allocations[0]).toMatchObject({ skeins_reserved: 3, yards_reserved: 630 });
    expect((await world().yarn(cat, yarn.id)).skeins_remaining).toBe(3);
  });
});

describe('usage from a project', () => {
  it('deducts from the stash once under retries, names the project, and shows used and still reserved', async () => {
    const dan = suite.harness.user('dan').token;
    const yarn = await world().addYarn(dan, { colorway: 'Teal' });
    const project = await post(dan, { name: 'Cowl', allocations: [{ yarn_id: yarn.id, skeins: 4 }] });
    const allocation = project.allocations[0]!;
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
    const detail = await world().yarn(dan, yarn.id);
    expect(detail.projects).toEqual([
      { id: project.id, name: 'Cowl', skeins_used: 1.5, yardage_used: 315, status: 'queued' },
    ]);
    expect(detail.reserved).toMatchObject({ skeins: 2.5, yards: 525 });
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
    await use(eve, project.id, 'k1', { allocation_id: project.allocations[0]!.id, skeins: 1 });
    const status = (next: string) =>
      call('PATCH', PROJECTS_API.status(project.id), { token: eve, body: { status: next } });

    const completed = await status('completed');
    expect(completed.body.allocations[0]).toMatchObject({
      skeins_used: 1,
      skeins_still_reserved: 0,
      released: true,
    });
    let detail = await world().yarn(eve, yarn.id);
    expect(detail).toMatchObject({ skeins_remaining: 4, reserved: { skeins: 0, projects: [] } });
    expect(detail.projects).toEqual([
      { id: project.id, name: 'Vest', skeins_used: 1, yardage_used: 210, status: 'completed' },
    ]);

    await status('active');
    expect((await world().yarn(eve, yarn.id)).reserved).toMatchObject({ skeins: 2 });
    await status('frogged');
    expect((await world().yarn(eve, yarn.id)).reserved).toMatchObject({ skeins: 0 });
    await status('queued');
    expect((await call('DELETE', PROJECTS_API.project(project.id), { token: eve })).status).toBe(204);
    detail = await world().yarn(eve, yarn.id);
    expect(detail).toMatchObject({
      skeins_remaining: 4,
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
