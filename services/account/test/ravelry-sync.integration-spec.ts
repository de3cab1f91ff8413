import {
  RAVELRY_API,
  RAVELRY_SYNC_MESSAGES,
  RavelryStatusSchema,
  YarnSchema,
  ravelrySyncSummaryText,
} from '@yarn-mgmt/contracts';
import { seedRavelry } from '@yarn-mgmt/testing/ravelry';
import { randomUUID } from 'node:crypto';
import { ok, send } from './lifecycle-helpers.js';
import { ravelrySyncWorld } from './ravelry-sync-world.js';

// Ravelry stash -> inventory (issue 22): the account's BullMQ job against the fake Ravelry and the real inventory.
const ANN = 'ann-syncs';
const BOB = 'bob-revokes';
const { world, ravelry, account, linkedUser, status, syncNow } = ravelrySyncWorld('lc_ravelry_sync', () => [
  seedRavelry({ username: ANN, stash: 12, patterns: 6, projects: 4, idBlock: 11 }),
  seedRavelry({ username: BOB, stash: 3, idBlock: 12 }),
]);
const email = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

const stashRows = (userId: string) =>
  world().query(
    'inventory',
    `SELECT id, external_id, colorway, dye_lot, skeins_total, external_missing_at FROM yarn_items
     WHERE user_id = $1 ORDER BY external_id`,
    [userId],
  );
const patternRows = (userId: string) =>
  world().query(
    'patterns',
    `SELECT id, external_id, title, source, source_details, is_favorite, ravelry_rating, external_missing_at
     FROM patterns WHERE user_id = $1 ORDER BY external_id`,
    [userId],
  );
const projectRows = (userId: string) =>
  world().query(
    'projects',
    `SELECT id, external_id, name, status, pattern_id, pattern_title, progress_percentage, notes
     FROM projects WHERE user_id = $1 ORDER BY external_id`,
    [userId],
  );
const unchanged = (n: number) => ({ created: 0, updated: 0, unchanged: n, conflicts: 0, missing: 0 });
const viaGateway = (method: string, path: string, token: string, body?: unknown) =>
  send(world().gatewayUrl, method, `/api${path}`, { token, body });

describe('the Ravelry stash sync', () => {
  let ann: { token: string; id: string };
  beforeAll(async () => {
    ann = await linkedUser(email('ann'), ANN);
  }, 60_000);

  it('imports the stash, patterns and projects once, a double click runs one job, and a second sync changes nothing', async () => {
    ravelry().resetLog();
    const first = ok(await account('POST', RAVELRY_API.sync, ann.token), 202).body;
    const second = ok(await account('POST', RAVELRY_API.sync, ann.token), 202).body;
    expect(['waiting', 'active']).toContain(first.state);
    expect(['waiting', 'active']).toContain(second.state);
    const seenProgress: string[] = [];
    const end = await (async () => {
      for (;;) {
        const now = await status(ann.token);
        if (now.progress) seenProgress.push(now.progress);
        if (now.state === 'completed' || now.state === 'failed') return now;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    expect(end).toMatchObject({ state: 'completed', error: null });
    expect(end.summary).toMatchObject({ created: 22, updated: 0, unchanged: 0, conflicts: 0, missing: 0 });
    expect(end.summary?.kinds).toEqual({
      stash: { ...unchanged(0), created: 12 },
      patterns: { ...unchanged(0), created: 6 },
      projects: { ...unchanged(0), created: 4 },
    });
    expect(ravelrySyncSummaryText(end.summary!)).toBe(
      // 8 of the 12 entries have a photo on Ravelry: copied once, and said.
      '12 yarns added, 6 patterns added, 4 projects added, 8 photos copied, nothing else changed',
    );
    // The phases in order: the stash, then patterns, then projects.
    expect(seenProgress.some((text) => /^stash \d+ of 12$/.test(text))).toBe(true);
    expect(seenProgress.some((text) => /^projects \d+ of 4$/.test(text))).toBe(true);
    const firstProjects = seenProgress.findIndex((text) => text.startsWith('projects'));
    expect(seenProgress.slice(firstProjects).every((text) => text.startsWith('projects'))).toBe(true);
    expect(end.lastSync).not.toBeNull();
    // One job: Ravelry was asked who the user is once.
    const calls = ravelry().requests();
    expect(calls.filter((call) => call.path === '/current_user.json')).toHaveLength(1);
    // At most 2 requests a second over the whole run, as Ravelry sees them. (The spacing of each pair is the
    // pacer's own unit test: here, arrival times move with the machine's load, and a late first arrival would make
    // an on-time second one look early.)
    const times = calls.map((call) => call.at).sort((a, b) => a - b);
    expect(times.at(-1)! - times[0]).toBeGreaterThanOrEqual((times.length - 2) * 500);
    expect(calls.every((call) => call.status === 200)).toBe(true);

    const rows = await stashRows(ann.id);
    expect(rows).toHaveLength(12);
    const entry = ravelry().account(ANN).stash[0];
    const row = rows.find((r) => r.external_id === String(entry.id))!;
    const yarn = YarnSchema.parse(ok(await viaGateway('GET', `/yarn/${String(row.id)}`, ann.token)).body);
    const skeins = entry.packs.reduce((sum, pack) => sum + pack.skeins, 0);
    expect(yarn.skeins_total).toBe(skeins);
    expect(yarn.colorway).toBe(entry.colourway);
    expect(yarn.yarn_line.fiber_content ?? '').toMatch(/%/);

    // Library and favourites of the same pattern are one row; a favourite is a favourite here too.
    const fake = ravelry().account(ANN);
    const patterns = await patternRows(ann.id);
    expect(patterns).toHaveLength(6);
    const library = new Set(fake.library.map((volume) => String(volume.patternId)));
    const favourites = new Set(
      fake.favorites.filter((item) => item.type === 'pattern').map((item) => String(item.favoritedId)),
    );
    for (const row of patterns) {
      const id = String(row.external_id);
      const foundIn = [library.has(id) ? 'Library' : '', favourites.has(id) ? 'Favourites' : '']
        .filter(Boolean)
        .join(', ');
      expect(row).toMatchObject({ source: 'ravelry', is_favorite: favourites.has(id) });
      expect(row.source_details).toMatchObject({ 'Ravelry ID': id, 'Found in': foundIn });
      expect(row.ravelry_rating).not.toBeNull();
    }
    expect(
      patterns.some((row) => library.has(String(row.external_id)) && favourites.has(String(row.external_id))),
    ).toBe(true);
    const flax = patterns[0];
    const pattern = ok(await viaGateway('GET', `/patterns/${String(flax.id)}`, ann.token)).body;
    expect(pattern).toMatchObject({ title: flax.title, source: 'ravelry', pattern_notes: null });

    // Each project linked to the pattern this sync imported, its Ravelry status mapped (DECISIONS 1).
    const projects = await projectRows(ann.id);
    expect(projects).toHaveLength(4);
    const patternIdOf = new Map(patterns.map((row) => [String(row.external_id), row.id]));
    const STATUS = {
      'In progress': 'active',
      Finished: 'completed',
      Hibernating: 'hibernating',
      Frogged: 'frogged',
    };
    for (const project of fake.projects) {
      const row = projects.find((r) => r.external_id === String(project.id))!;
      expect(row).toMatchObject({
        name: project.name,
        status: STATUS[project.status],
        progress_percentage: project.progress,
        notes: project.notes,
        pattern_id: project.patternId ? patternIdOf.get(String(project.patternId)) : null,
      });
    }
    const linked = projects.find((row) => row.pattern_id !== null)!;
    const shown = ok(await viaGateway('GET', `/projects/${String(linked.id)}`, ann.token)).body;
    expect(shown).toMatchObject({ pattern_id: linked.pattern_id, pattern_name: linked.pattern_title });

    ravelry().resetLog();
    const again = await syncNow(ann.token);
    // Nothing moved on Ravelry: the stash's list is read, none of its 12 entries' pages.
    const paths = ravelry()
      .requests()
      .map((request) => request.path);
    expect(paths.filter((path) => /\/stash\/list\.json$/.test(path)).length).toBeGreaterThan(0);
    expect(paths.filter((path) => /\/stash\/\d+\.json$/.test(path))).toEqual([]);
    // Nor any project's page: the projects' list says none of the 4 moved.
    expect(paths.filter((path) => /^\/projects\/[^/]+\/list\.json$/.test(path)).length).toBeGreaterThan(0);
    expect(paths.filter((path) => /^\/projects\/[^/]+\/\d+\.json$/.test(path))).toEqual([]);
    expect(again.summary?.kinds).toEqual({
      stash: unchanged(12),
      patterns: unchanged(6),
      projects: unchanged(4),
    });
    expect(ravelrySyncSummaryText(again.summary!)).toBe('no changes');
    expect(await stashRows(ann.id)).toEqual(rows);
    expect(await patternRows(ann.id)).toEqual(patterns);
    expect(await projectRows(ann.id)).toEqual(projects);
  }, 120_000);

  it('takes a change made on Ravelry, keeps a local edit, and reports an edit on both sides as a conflict', async () => {
    const [changed, editedHere, both] = ravelry().account(ANN).stash;
    ravelry().editStash(ANN, changed.id, { colourway: 'Changed on Ravelry' });
    ravelry().editStash(ANN, both.id, { dyeLot: 'LOT-RAV' });
    const rows = await stashRows(ann.id);
    for (const [entry, colorway] of [
      [editedHere, 'Edited here'],
      [both, 'Edited here too'],
    ] as const) {
      const id = String(rows.find((r) => r.external_id === String(entry.id))!.id);
      const yarn = YarnSchema.parse(ok(await viaGateway('GET', `/yarn/${id}`, ann.token)).body);
      const body = {
        brand_name: yarn.yarn_line.brand.name,
        line_name: yarn.yarn_line.name,
        weight_category: yarn.yarn_line.weight_category,
        fiber_content: yarn.yarn_line.fiber_content,
        colorway,
        dye_lot: yarn.dye_lot,
        skeins_total: yarn.skeins_total,
        skeins_remaining: yarn.skeins_remaining,
        tags: [],
      };
      ok(await viaGateway('PUT', `/yarn/${id}`, ann.token, body));
    }
    const finished = ravelry()
      .account(ANN)
      .projects.find((project) => project.status === 'In progress')!;
    ravelry().editProject(ANN, finished.id, { status: 'Finished', progress: 100, completed: '2026-11-01' });
    ravelry().resetLog();
    const end = await syncNow(ann.token);
    expect(end.summary?.kinds?.stash).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 10,
      conflicts: 1,
      missing: 0,
    });
    // Only the two entries that moved on Ravelry are read again (an edit here alone does not need Ravelry's page).
    const shown = ravelry()
      .requests()
      .map((request) => /\/stash\/(\d+)\.json$/.exec(request.path)?.[1])
      .filter(Boolean);
    expect(new Set(shown)).toEqual(new Set([String(changed.id), String(both.id)]));
    // Of the projects, only the one edited on Ravelry is read again.
    expect(
      ravelry()
        .requests()
        .map((request) => /^\/projects\/[^/]+\/(\d+)\.json$/.exec(request.path)?.[1])
        .filter(Boolean),
    ).toEqual([String(finished.id)]);
    // The conflict is reported again at the next sync, until it is settled.
    expect((await syncNow(ann.token)).summary?.kinds?.stash).toMatchObject({ updated: 0, conflicts: 1 });
    expect(end.summary?.kinds?.projects).toMatchObject({ created: 0, updated: 1, unchanged: 3 });
    expect((await projectRows(ann.id)).find((r) => r.external_id === String(finished.id))).toMatchObject({
      status: 'completed',
      progress_percentage: 100,
    });
    const after = await stashRows(ann.id);
    const of = (id: number) => after.find((r) => r.external_id === String(id))!;
    expect(of(changed.id).colorway).toBe('Changed on Ravelry');
    expect(of(editedHere.id).colorway).toBe('Edited here');
    expect(of(both.id)).toMatchObject({ colorway: 'Edited here too' });
    expect(of(both.id).dye_lot).not.toBe('LOT-RAV');
  }, 120_000);

  it('marks an entry and a project deleted on Ravelry missing and keeps them', async () => {
    const gone = ravelry().account(ANN).stash[5];
    ravelry().deleteStash(ANN, gone.id);
    const project = ravelry().account(ANN).projects[0];
    ravelry().deleteProject(ANN, project.id);
    const end = await syncNow(ann.token);
    expect(end.summary?.kinds?.stash).toMatchObject({ created: 0, updated: 0, missing: 1 });
    const row = (await stashRows(ann.id)).find((r) => r.external_id === String(gone.id));
    expect(row?.external_missing_at).not.toBeNull();
    // The project, not read again (nothing else moved), is still marked missing: the last batch names the rest.
    expect(end.summary?.kinds?.projects).toEqual({ ...unchanged(3), missing: 1 });
    const [kept] = await world().query(
      'projects',
      `SELECT external_missing_at FROM projects WHERE user_id = $1 AND external_id = $2`,
      [ann.id, String(project.id)],
    );
    expect(kept?.external_missing_at).not.toBeNull();
  }, 120_000);

  it('backs off on 429 bursts and 504s (Retry-After when given) and completes', async () => {
    ravelry().resetLog();
    ravelry().injectFailures({ status: 429, count: 3, path: /\/stash\/\d+\.json$/, retryAfterSeconds: 1 });
    ravelry().injectFailures({ status: 504, count: 2, path: /\/stash\/list\.json$/ });
    const end = await syncNow(ann.token);
    ravelry().clearFailures();
    expect(end.state).toBe('completed');
    const calls = ravelry().requests();
    const limited = calls.filter((call) => call.status === 429);
    expect(limited).toHaveLength(3);
    expect(calls.filter((call) => call.status === 504)).toHaveLength(2);
    // The request after a 429 waited its Retry-After.
    const first = calls.indexOf(limited[0]);
    expect(calls[first + 1].at - limited[0].at).toBeGreaterThanOrEqual(990);
  }, 120_000);

  it('takes a new token when Ravelry ends one early (a 401 before its expiry here) and goes on', async () => {
    ravelry().expireAccessTokens(ANN);
    ravelry().resetLog();
    const end = await syncNow(ann.token);
    expect(end).toMatchObject({ state: 'completed', error: null });
    const calls = ravelry().requests();
    expect(calls[0]).toMatchObject({ path: '/current_user.json', status: 401 });
    expect(calls.filter((call) => call.status === 401)).toHaveLength(1);
    expect(calls[1]).toMatchObject({ path: '/current_user.json', status: 200 });
    const link = RavelryStatusSchema.parse(ok(await account('GET', RAVELRY_API.status, ann.token)).body);
    expect(link).toMatchObject({ connected: true, broken: false });
  }, 120_000);

  it('a grant revoked on Ravelry: the refused refresh marks the link broken, and the next sync says so at once', async () => {
    const bob = await linkedUser(email('bob'), BOB);
    ravelry().revoke(BOB);
    ravelry().resetLog();
    const revoked = await syncNow(bob.token);
    expect(revoked).toMatchObject({ state: 'failed', error: RAVELRY_SYNC_MESSAGES.broken, summary: null });
    // One call refused, one refresh refused: nothing more asked of Ravelry.
    expect(
      ravelry()
        .requests()
        .map((call) => [call.path, call.status]),
    ).toEqual([['/current_user.json', 401]]);
    const link = RavelryStatusSchema.parse(ok(await account('GET', RAVELRY_API.status, bob.token)).body);
    expect(link).toMatchObject({ connected: true, broken: true });
    ravelry().resetLog();
    const broken = await syncNow(bob.token);
    expect(broken).toMatchObject({ state: 'failed', error: RAVELRY_SYNC_MESSAGES.broken });
    expect(ravelry().requests()).toEqual([]);
    expect(await stashRows(bob.id)).toEqual([]);
  }, 120_000);

  it('fails with a clear reason when the pattern library is down', async () => {
    await world().stop('patterns');
    try {
      const down = await syncNow(ann.token);
      expect(down).toMatchObject({
        state: 'failed',
        error: RAVELRY_SYNC_MESSAGES.patternsDown,
        summary: null,
      });
    } finally {
      await world().start('patterns');
    }
  }, 120_000);

  it('answers 404 to a user without a link', async () => {
    const { token } = await (await import('./lifecycle-helpers.js')).signUp(world(), email('carl'));
    expect((await account('POST', RAVELRY_API.sync, token)).status).toBe(404);
    expect(await status(token)).toMatchObject({ state: 'idle', lastSync: null });
  });
});
