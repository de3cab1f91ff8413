import { LOCAL_RAVELRY_USERNAME, startFakeRavelry, type FakeRavelry } from './fake-ravelry.js';
import { api, connect } from './fake-ravelry.test-kit.js';

interface Paginator {
  page: number;
  page_size: number;
  results: number;
  page_count?: number;
  last_page?: number;
}
type Json = Record<string, unknown>;

let fake: FakeRavelry;
let token: string;
const me = LOCAL_RAVELRY_USERNAME;
const read = async (path: string) => {
  const response = await api(fake, path, token);
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
};

beforeAll(async () => {
  fake = await startFakeRavelry({ rateLimitPerSecond: false });
  token = (await connect(fake)).access_token;
});
afterAll(() => fake.close());

describe('the fake Ravelry API: stash', () => {
  it('lists the seeded stash in pages with a page_count paginator, and no skein counts', async () => {
    const first = await read(`/people/${me}/stash/list.json?page_size=12`);
    expect(first.paginator).toEqual({ page: 1, page_size: 12, results: 30, page_count: 3 });
    const stash = first.stash as Json[];
    expect(stash).toHaveLength(12);
    expect(stash[0]).toMatchObject({
      id: expect.any(Number) as unknown,
      name: expect.any(String) as unknown,
      colorway_name: expect.any(String) as unknown,
      stash_status: { name: 'In stash' },
      yarn: {
        id: expect.any(Number) as unknown,
        name: expect.any(String) as unknown,
        yarn_company_name: expect.any(String) as unknown,
        yarn_weight: { name: expect.any(String) as unknown },
      },
    });
    for (const entry of stash) {
      expect(entry).not.toHaveProperty('packs');
      expect(entry).not.toHaveProperty('skeins');
    }
    const last = await read(`/people/${me}/stash/list.json?page_size=12&page=3`);
    expect((last.stash as Json[]).length).toBe(6);
    const ids = new Set([...stash, ...(last.stash as Json[])].map((entry) => entry.id));
    expect(ids.size).toBe(18);
  });

  it('shows an entry with its packs: skeins, yards, colourway, dye lot and the yarn', async () => {
    const { stash } = await read(`/people/${me}/stash/list.json?page_size=100`);
    const twoPacks = fake.account(me).stash.find((entry) => entry.packs.length === 2)!;
    const shown = (await read(`/people/${me}/stash/${twoPacks.id}.json`)).stash as Json;
    expect((stash as Json[]).map((entry) => entry.id)).toContain(twoPacks.id);
    expect(shown.packs).toHaveLength(2);
    expect((shown.packs as Json[])[0]).toMatchObject({
      skeins: twoPacks.packs[0].skeins,
      total_yards: Math.round(twoPacks.packs[0].skeins * twoPacks.packs[0].yardsPerSkein),
      colorway: twoPacks.colourway,
      dye_lot: twoPacks.packs[0].dyeLot,
      yarn: {
        yarn_company_name: expect.any(String) as unknown,
        yarn_weight: { name: expect.any(String) as unknown },
      },
    });
  });

  it('has handspun entries that are not in the database (no yarn) and used-up ones', () => {
    const stash = fake.account(me).stash;
    expect(stash.filter((entry) => entry.handspun && entry.packs[0].yarnId === null)).toHaveLength(2);
    expect(stash.some((entry) => entry.status === 'Used up')).toBe(true);
  });

  it('answers 404 for an unknown person or entry', async () => {
    expect((await api(fake, '/people/nobody-here/stash/list.json', token)).status).toBe(404);
    expect((await api(fake, `/people/${me}/stash/1.json`, token)).status).toBe(404);
  });

  it('serves entry photos as PNG images', async () => {
    const { stash } = await read(`/people/${me}/stash/list.json`);
    const withPhoto = (stash as Json[]).find((entry) => entry.has_photo)!;
    const picture = await fetch((withPhoto.first_photo as Json).medium_url as string);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await picture.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    // Its image server down for the next download only.
    const url = (withPhoto.first_photo as Json).medium2_url as string;
    fake.failPhotos(1);
    expect((await fetch(url)).status).toBe(503);
    expect((await fetch(url)).status).toBe(200);
  });

  it('shows a test edit and deletion: updated_at moves, the deleted entry is gone', async () => {
    const [first, second] = fake.account(me).stash;
    const before = first.updatedAt;
    fake.editStash(me, first.id, { colourway: 'Frogged Green' });
    fake.setSkeins(me, first.id, 9);
    const shown = (await read(`/people/${me}/stash/${first.id}.json`)).stash as Json;
    expect(shown.colorway_name).toBe('Frogged Green');
    expect((shown.packs as Json[])[0].skeins).toBe(9);
    expect(shown.updated_at).not.toBe(before);
    fake.deleteStash(me, second.id);
    expect((await api(fake, `/people/${me}/stash/${second.id}.json`, token)).status).toBe(404);
    expect(((await read(`/people/${me}/stash/list.json`)).paginator as Paginator).results).toBe(29);
  });
});

describe('the fake Ravelry API: projects, favourites, library, patterns, yarns', () => {
  it('lists projects with a last_page paginator, in every Ravelry status', async () => {
    const { projects, paginator } = await read(`/projects/${me}/list.json?page_size=5`);
    expect(paginator).toEqual({ page: 1, page_size: 5, results: 8, last_page: 2 });
    expect((projects as Json[])[0]).toMatchObject({
      name: expect.any(String) as unknown,
      status_name: 'In progress',
      project_status_id: 1,
    });
    const statuses = new Set(fake.account(me).projects.map((project) => project.status));
    expect([...statuses].sort()).toEqual(['Finished', 'Frogged', 'Hibernating', 'In progress']);
    const linked = fake.account(me).projects.find((project) => project.stashIds.length)!;
    const full = (await read(`/projects/${me}/${linked.id}.json`)).project as Json;
    expect((full.packs as Json[])[0]).toMatchObject({ stash_id: linked.stashIds[0], project_id: linked.id });
  });

  it('lists pattern favourites only when types=pattern, with a page_count paginator', async () => {
    const all = await read(`/people/${me}/favorites/list.json`);
    const patterns = await read(`/people/${me}/favorites/list.json?types=pattern&page_size=100`);
    const favorites = patterns.favorites as Json[];
    expect((all.favorites as Json[]).some((item) => item.type === 'yarn')).toBe(true);
    expect(favorites.every((item) => item.type === 'pattern')).toBe(true);
    expect(favorites).toHaveLength(12);
    expect(patterns.paginator).toMatchObject({ results: 12, page_count: 1 });
    expect(favorites[0].favorited).toMatchObject({
      id: expect.any(Number) as unknown,
      name: expect.any(String) as unknown,
      designer: { name: expect.any(String) as unknown },
    });
  });

  it('searches the library (volumes with their pattern id, last_page paginator); some patterns are in both lists', async () => {
    const library = await read(`/people/${me}/library/search.json?page_size=100`);
    const volumes = library.volumes as Json[];
    expect(volumes).toHaveLength(12);
    expect(library.paginator).toMatchObject({ results: 12, last_page: 1 });
    const favorites = fake.account(me).favorites.map((item) => item.favoritedId);
    const both = volumes.filter((item) => favorites.includes(item.pattern_id as number));
    expect(both.length).toBeGreaterThan(0);
    const union = new Set([
      ...volumes.map((item) => item.pattern_id),
      ...favorites.filter((id) => id >= 700_001),
    ]);
    expect(union.size).toBe(20);
  });

  it('reads one pattern and a batch keyed by id (unknown ids left out)', async () => {
    const [a, b] = fake.account(me).library.map((item) => item.patternId);
    const single = (await read(`/patterns/${a}.json`)).pattern as Json;
    expect(single).toMatchObject({
      id: a,
      name: expect.any(String) as unknown,
      rating_average: expect.any(Number) as unknown,
      yarn_weight: { name: expect.any(String) as unknown },
      personal_attributes: { in_library: true },
    });
    const batch = await read(`/patterns.json?ids=${a}+${b}+99`);
    expect(Object.keys(batch.patterns as Json).sort()).toEqual([String(a), String(b)].sort());
    expect((await api(fake, '/patterns.json?ids=abc', token)).status).toBe(400);
  });

  it('reads a yarn with its fibres and weight', async () => {
    const { stash } = await read(`/people/${me}/stash/list.json`);
    const yarnId = ((stash as Json[])[0].yarn as Json).id as number;
    const yarn = (await read(`/yarns/${yarnId}.json`)).yarn as Json;
    expect(yarn).toMatchObject({
      id: yarnId,
      yarn_weight: { name: expect.any(String) as unknown },
      yarn_fibers: [expect.objectContaining({ percentage: expect.any(Number) as unknown })],
    });
  });

  it('shows a pattern edit', async () => {
    const id = fake.account(me).library[0].patternId;
    fake.editPattern(id, { rating: 2.5 });
    expect(((await read(`/patterns/${id}.json`)).pattern as Json).rating_average).toBe(2.5);
  });
});
