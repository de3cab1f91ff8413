import { startFakeRavelry, type FakeRavelry } from './fake-ravelry.js';
import { api, connect } from './fake-ravelry.test-kit.js';
import { seedRavelry } from './ravelry-seed.js';

type Json = Record<string, unknown>;

let fake: FakeRavelry;
let ann: string;
let bob: string;

const update = (path: string, body: unknown, token: string | null, type = 'application/json') =>
  fetch(`${fake.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const shown = async (username: string, id: number, token: string) =>
  ((await (await api(fake, `/people/${username}/stash/${id}.json`, token)).json()) as { stash: Json }).stash;
const skeinsOf = (stash: Json) => (stash.packs as Json[]).reduce((sum, pack) => sum + Number(pack.skeins), 0);

beforeAll(async () => {
  fake = await startFakeRavelry({
    rateLimitPerSecond: false,
    accounts: [seedRavelry({ username: 'ann', idBlock: 11 }), seedRavelry({ username: 'bob', idBlock: 12 })],
  });
  ann = (await connect(fake, 'offline', 'ann')).access_token;
  bob = (await connect(fake, 'offline', 'bob')).access_token;
});
afterAll(() => fake.close());

describe('the fake Ravelry stash update (POST /people/{u}/stash/{id}.json)', () => {
  it("updates the owner's entry from `data` (JSON or a form field) and shows it after", async () => {
    const [entry, other] = fake.account('ann').stash;
    const path = `/people/ann/stash/${entry.id}.json`;
    const response = await update(path, { data: { skeins: 1.5, notes: 'Two skeins went into a hat' } }, ann);
    expect(response.status).toBe(200);
    const answered = ((await response.json()) as { stash: Json }).stash;
    expect(answered).toMatchObject({ id: entry.id, notes: 'Two skeins went into a hat' });
    const read = await shown('ann', entry.id, ann);
    expect(skeinsOf(read)).toBe(1.5);
    expect(read.notes).toBe('Two skeins went into a hat');
    const form = `data=${encodeURIComponent(JSON.stringify({ notes: 'By form' }))}`;
    const byForm = await update(
      `/people/ann/stash/${other.id}.json`,
      form,
      ann,
      'application/x-www-form-urlencoded',
    );
    expect(byForm.status).toBe(200);
    expect((await shown('ann', other.id, ann)).notes).toBe('By form');
  });

  it("refuses another person's stash (403), an unknown entry (404), no token (401) and bad data (400)", async () => {
    const [entry] = fake.account('ann').stash;
    const before = JSON.stringify(await shown('ann', entry.id, ann));
    const path = `/people/ann/stash/${entry.id}.json`;
    expect((await update(path, { data: { notes: 'Bob was here' } }, bob)).status).toBe(403);
    expect((await update(`/people/ann/stash/1.json`, { data: { notes: 'x' } }, ann)).status).toBe(404);
    expect((await update(`/people/nobody/stash/${entry.id}.json`, { data: {} }, ann)).status).toBe(404);
    expect((await update(path, { data: { notes: 'x' } }, null)).status).toBe(401);
    const bad = await update(path, { data: { skeins: -1, notes: 3 } }, ann);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: string[] }).errors).toEqual([
      'skeins must be a number, 0 or more',
      'notes must be text',
    ]);
    expect((await update(path, { notes: 'no data' }, ann)).status).toBe(400);
    expect((await update(path, 'not json', ann)).status).toBe(400);
    expect(JSON.stringify(await shown('ann', entry.id, ann))).toBe(before);
  });

  it('takes the same change on its local-test-data route, outside the API paths and without a token', async () => {
    const [, , third] = fake.account('bob').stash;
    const response = await fetch(`${fake.url}/_local/people/bob/stash/${third.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { colorway_name: 'Changed on Ravelry', skeins: 7 } }),
    });
    expect(response.status).toBe(200);
    const read = await shown('bob', third.id, bob);
    expect(read.colorway_name).toBe('Changed on Ravelry');
    expect(skeinsOf(read)).toBe(7);
    expect(
      (await fetch(`${fake.url}/_local/people/bob/stash/1`, { method: 'POST', body: '{}' })).status,
    ).toBe(404);
  });
});
