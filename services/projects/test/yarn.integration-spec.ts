/* eslint-disable @typescript-eslint/no-unsafe-member-access --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import { ProjectSchema, PROJECTS_API } from '@yarn-mgmt/contracts';
import { runOutText } from '@yarn-mgmt/domain';
import { projectsAmongNeighbours } from './neighbours.js';

// A project made from a pattern with yarn from the stash, against the real patterns and inventory services:
// what the pattern gives it, the run-out warning, and reservations, which never deduct from the stash (the
// stash keeps its amounts, and what the yarn's detail page asks of this service shows what they hold).
const { world, suite, post, byYarn } = projectsAmongNeighbours('projects_yarn');
const { call } = suite;

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

    expect(await world().yarn(ann, azul.id)).toMatchObject({ skeins_remaining: 5, remaining_yardage: 1050 });
    expect(await byYarn(ann, azul.id)).toEqual({
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
    const allocation = first.allocations[0];
    const released = await call('DELETE', PROJECTS_API.allocation(first.id, allocation.id), { token: cat });
    expect(released.body.allocations).toEqual([]);
    const changed = await call(
      'PATCH',
      PROJECTS_API.allocation(second.id, ProjectSchema.parse(added.body).allocations[0].id),
      {
        token: cat,
        body: { skeins: 3 },
      },
    );
    expect(changed.body.allocations[0]).toMatchObject({ skeins_reserved: 3, yards_reserved: 630 });
    expect((await world().yarn(cat, yarn.id)).skeins_remaining).toBe(3);
  });
});

describe('a project whose pattern was deleted', () => {
  it("keeps the pattern's title once the pattern is deleted (the page then shows it without a link)", async () => {
    const dee = suite.harness.user('dee').token;
    const pattern = await world().addPattern(dee, { title: 'Gone Cowl' });
    const project = await post(dee, { pattern_id: pattern.id, project_name: 'My cowl' });
    const deleted = await fetch(`${world().patternsUrl}/patterns/${pattern.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${dee}` },
    });
    expect(deleted.ok).toBe(true);
    const patternNow = await fetch(`${world().patternsUrl}/patterns/${pattern.id}`, {
      headers: { authorization: `Bearer ${dee}` },
    });
    expect(patternNow.status).toBe(404);
    const reply = await call('GET', PROJECTS_API.project(project.id), { token: dee });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      name: 'My cowl',
      pattern_id: pattern.id,
      pattern_name: 'Gone Cowl',
      pattern: { title: 'Gone Cowl' },
    });
  });
});
