import {
  RAVELRY_API,
  RavelryOptionsSchema,
  RavelryStatusSchema,
  YarnSchema,
  ravelrySyncSummaryText,
  type Yarn,
} from '@yarn-mgmt/contracts';
import { seedRavelry } from '@yarn-mgmt/testing/ravelry';
import { randomUUID } from 'node:crypto';
import { ok, send } from './lifecycle-helpers.js';
import { ravelrySyncWorld } from './ravelry-sync-world.js';

// Ravelry write-back (issue 22): with the link's option on, a sync sends the skeins left and the notes of the
// stash entries edited here back to the fake Ravelry, after the import, through the same paced session.
const ANN = 'ann-writes-back';
const BOB = 'bob-writes-back';
const { world, ravelry, account, linkedUser, syncNow } = ravelrySyncWorld(
  'lc_ravelry_write_back',
  () => [
    seedRavelry({ username: ANN, stash: 4, patterns: 1, projects: 1, idBlock: 41 }),
    seedRavelry({ username: BOB, stash: 2, patterns: 1, projects: 1, idBlock: 42 }),
  ],
  { RAVELRY_REQUESTS_PER_SECOND: '20', RAVELRY_BACKOFF_MS: '200' },
);
const email = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;
const viaGateway = (method: string, path: string, token: string, body?: unknown) =>
  send(world().gatewayUrl, method, `/api${path}`, { token, body });
const setWriteBack = (token: string, writeBack: unknown) =>
  account('PUT', RAVELRY_API.options, token, { writeBack });
const posts = () =>
  ravelry()
    .requests()
    .filter((request) => request.method === 'POST');

type User = { token: string; id: string };
/** The user's yarn imported from the Ravelry entry, as the yarn page shows it. */
async function yarnOf(user: User, ravelryId: number): Promise<Yarn> {
  const [row] = await world().query(
    'inventory',
    `SELECT id FROM yarn_items WHERE user_id = $1 AND external_id = $2`,
    [user.id, String(ravelryId)],
  );
  return YarnSchema.parse(ok(await viaGateway('GET', `/yarn/${String(row.id)}`, user.token)).body);
}
/** The yarn page's edit: skeins left and notes, everything else as it is. */
async function edit(user: User, yarn: Yarn, change: { skeins_remaining: number; notes: string | null }) {
  const body = {
    brand_name: yarn.yarn_line.brand.name,
    line_name: yarn.yarn_line.name,
    weight_category: yarn.yarn_line.weight_category,
    fiber_content: yarn.yarn_line.fiber_content,
    yardage_per_skein: yarn.yarn_line.yardage_per_skein,
    colorway: yarn.colorway,
    dye_lot: yarn.dye_lot,
    skeins_total: yarn.skeins_total,
    ...change,
  };
  ok(await viaGateway('PUT', `/yarn/${yarn.id}`, user.token, body));
}
const ravelrySkeins = (username: string, id: number) =>
  ravelry()
    .account(username)
    .stash.find((entry) => entry.id === id)!
    .packs.reduce((sum, pack) => sum + pack.skeins, 0);

describe('Ravelry write-back', () => {
  let ann: User;
  let bob: User;
  beforeAll(async () => {
    ravelry().setRateLimit(false);
    ann = await linkedUser(email('ann'), ANN);
    bob = await linkedUser(email('bob'), BOB);
    for (const user of [ann, bob]) expect((await syncNow(user.token)).state).toBe('completed');
  }, 120_000);

  it('is off by default, and off sends nothing; another user turning it on changes nothing for this one', async () => {
    expect(
      RavelryStatusSchema.parse(ok(await account('GET', RAVELRY_API.status, ann.token)).body).writeBack,
    ).toBe(false);
    const turned = RavelryOptionsSchema.parse(ok(await setWriteBack(bob.token, true)).body);
    expect(turned).toEqual({ autoSync: 'off', writeBack: true, nextSync: null });
    const [entry] = ravelry().account(ANN).stash;
    await edit(ann, await yarnOf(ann, entry.id), { skeins_remaining: 1, notes: 'Off: stays here' });
    ravelry().resetLog();
    const synced = await syncNow(ann.token);
    expect(synced.summary).toMatchObject({ conflicts: 0 });
    expect(synced.summary?.writeBack).toBeUndefined();
    expect(posts()).toEqual([]);
    expect(ravelry().account(ANN).stash[0].notes).not.toBe('Off: stays here');
  }, 60_000);

  it('refuses a write-back that is not true or false, with the field named, and changes nothing', async () => {
    for (const value of ['yes', 1, null]) {
      const answer = await setWriteBack(ann.token, value);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('writeBack');
    }
    expect(
      RavelryStatusSchema.parse(ok(await account('GET', RAVELRY_API.status, ann.token)).body).writeBack,
    ).toBe(false);
  });

  it('on: sends the edited entry (through a 429), then a second sync sends nothing and finds no conflict', async () => {
    ok(await setWriteBack(ann.token, true));
    const [entry] = ravelry().account(ANN).stash;
    const imported = await yarnOf(ann, entry.id);
    // Another entry used up here, without notes: its notes on Ravelry stay.
    const used = ravelry().account(ANN).stash[2];
    await edit(ann, await yarnOf(ann, used.id), { skeins_remaining: 0, notes: null });
    const usedNotes = used.notes;
    const path = `/people/${ANN}/stash/${entry.id}.json`;
    ravelry().injectFailures({ status: 429, path: `POST ${path}`, retryAfterSeconds: 0 });
    ravelry().resetLog();
    const synced = await syncNow(ann.token);
    expect(synced.summary?.writeBack).toEqual({ written: 2, failed: 0 });
    expect(ravelrySyncSummaryText(synced.summary!)).toContain('2 sent to Ravelry');
    expect(posts().map((request) => [request.path, request.status])).toEqual([
      [path, 429],
      [path, 200],
      [`/people/${ANN}/stash/${used.id}.json`, 200],
    ]);
    expect(ravelrySkeins(ANN, used.id)).toBe(0);
    expect(ravelry().account(ANN).stash[2].notes).toBe(usedNotes);
    // Posted after the import.
    const lastRead = ravelry()
      .requests()
      .findLastIndex((request) => request.method === 'GET');
    expect(
      ravelry()
        .requests()
        .findIndex((request) => request.method === 'POST'),
    ).toBeGreaterThan(lastRead);
    expect(ravelry().account(ANN).stash[0].notes).toBe('Off: stays here');
    expect(ravelrySkeins(ANN, entry.id)).toBe(1);

    ravelry().resetLog();
    const again = await syncNow(ann.token);
    expect(again.summary?.kinds?.stash).toEqual({
      created: 0,
      updated: 0,
      unchanged: 4,
      conflicts: 0,
      missing: 0,
    });
    expect(again.summary?.conflicts).toBe(0);
    expect(again.summary?.writeBack).toEqual({ written: 0, failed: 0 });
    expect(posts()).toEqual([]);
    const yarn = await yarnOf(ann, entry.id);
    expect(yarn).toMatchObject({ skeins_remaining: 1, notes: 'Off: stays here' });
    expect(yarn).toMatchObject({
      skeins_total: imported.skeins_total,
      total_yardage: imported.total_yardage,
    });
  }, 90_000);

  it('a refused write keeps the entry as it is here, is reported, and is sent at the next sync', async () => {
    const entry = ravelry().account(ANN).stash[1];
    const before = ravelrySkeins(ANN, entry.id);
    await edit(ann, await yarnOf(ann, entry.id), { skeins_remaining: 0.5, notes: 'Half a skein left' });
    const path = `POST /people/${ANN}/stash/${entry.id}.json`;
    ravelry().injectFailures({ status: 403, path });
    const refused = await syncNow(ann.token);
    expect(refused.state).toBe('completed');
    expect(refused.summary?.writeBack).toEqual({ written: 0, failed: 1 });
    expect(ravelrySyncSummaryText(refused.summary!)).toContain(
      '1 not sent to Ravelry (tried again next sync)',
    );
    expect(await yarnOf(ann, entry.id)).toMatchObject({ skeins_remaining: 0.5, notes: 'Half a skein left' });
    expect(ravelrySkeins(ANN, entry.id)).toBe(before);

    const retried = await syncNow(ann.token);
    expect(retried.summary?.writeBack).toEqual({ written: 1, failed: 0 });
    expect(retried.summary?.conflicts).toBe(0);
    expect(ravelrySkeins(ANN, entry.id)).toBe(0.5);
    expect(ravelry().account(ANN).stash[1].notes).toBe('Half a skein left');
    // Bob's stash, with his option on and nothing edited, was never written.
    expect(
      ravelry()
        .requests()
        .some((request) => request.path.includes(BOB)),
    ).toBe(false);
  }, 90_000);

  it('notes sent before and emptied here are cleared on Ravelry, once', async () => {
    const entry = ravelry().account(ANN).stash[1];
    expect(entry.notes).toBe('Half a skein left');
    await edit(ann, await yarnOf(ann, entry.id), { skeins_remaining: 0.5, notes: null });
    ravelry().resetLog();
    const cleared = await syncNow(ann.token);
    expect(cleared.summary?.writeBack).toEqual({ written: 1, failed: 0 });
    expect(posts().map((request) => [request.path, request.status])).toEqual([
      [`/people/${ANN}/stash/${entry.id}.json`, 200],
    ]);
    expect(ravelry().account(ANN).stash[1].notes).toBe('');
    expect(ravelrySkeins(ANN, entry.id)).toBe(0.5);

    ravelry().resetLog();
    const again = await syncNow(ann.token);
    expect(again.summary?.writeBack).toEqual({ written: 0, failed: 0 });
    expect(again.summary?.conflicts).toBe(0);
    expect(posts()).toEqual([]);
    expect(await yarnOf(ann, entry.id)).toMatchObject({ skeins_remaining: 0.5, notes: null });
  }, 90_000);
});
