import type { EntityManager } from 'typeorm';
import { skipLinkedRows } from './user-data-links.js';
import type { ImportPlan, PlannedRows } from './user-data-rows.js';
import type { UserDataSpec } from './user-data-spec.js';

const spec: UserDataSpec = {
  service: 'projects',
  tables: [
    {
      table: 'projects',
      deferred: { counter_id: 'counters' },
      providerLink: ['external_source', 'external_id'],
    },
    { table: 'counters', refs: { project_id: 'projects' } },
    {
      table: 'photos',
      refs: { counter_id: 'counters' },
      file: {
        column: 'key',
        key: (u, r) => `${u}/${r}`,
        accept: 'image',
        maxBytes: 1024,
        typeColumn: 'mime_type',
        sizeColumn: 'size_bytes',
      },
    },
  ],
};
/** The account already has Ravelry project 7 (its own row id 'here-7'); `asked` counts its queries. */
const manager = (existing = [{ id: 'here-7', external_source: 'ravelry', external_id: '7' }]) => {
  const fake = {
    asked: 0,
    query: () => {
      fake.asked += 1;
      return Promise.resolve(existing);
    },
  };
  return fake as unknown as EntityManager & { asked: number };
};
const planned = (
  table: string,
  rows: PlannedRows['rows'],
  extra: Partial<PlannedRows> = {},
): PlannedRows => ({
  table,
  rows,
  deferred: {},
  files: [],
  fileBytes: 0,
  ...extra,
});
const photo = (key: string, bytes: number) => ({ key, content: Buffer.alloc(bytes) });
const plan = (): ImportPlan => ({
  tables: [
    planned(
      'projects',
      [
        { id: 'new-a', name: 'Synced cowl', external_source: 'ravelry', external_id: '7' },
        { id: 'new-b', name: 'Own hat', external_source: null, external_id: null },
        { id: 'new-c', name: 'Another synced', external_source: 'ravelry', external_id: '8' },
      ],
      { deferred: { counter_id: { 'new-a': 'new-ca', 'new-b': 'new-cb' } } },
    ),
    planned('counters', [
      { id: 'new-ca', project_id: 'new-a' },
      { id: 'new-cb', project_id: 'new-b' },
    ]),
    planned(
      'photos',
      [
        { id: 'new-pa', counter_id: 'new-ca', key: 'u/new-pa' },
        { id: 'new-pb', counter_id: 'new-cb', key: 'u/new-pb' },
      ],
      { files: [photo('u/new-pa', 10), photo('u/new-pb', 20)], fileBytes: 30 },
    ),
  ],
  ids: { 'old-a': 'new-a', 'old-b': 'new-b', 'old-c': 'new-c', 'old-ca': 'new-ca', 'old-cb': 'new-cb' },
  skipped: 0,
});

describe('skipLinkedRows', () => {
  it('leaves out a row whose link the account has, with the rows under it and their files', async () => {
    const p = plan();
    expect(await skipLinkedRows(manager(), spec, 'u', p)).toBe(1);
    const ids = (table: string) => p.tables.find((t) => t.table === table)?.rows.map((row) => row.id);
    expect(ids('projects')).toEqual(['new-b', 'new-c']);
    expect(ids('counters')).toEqual(['new-cb']);
    expect(ids('photos')).toEqual(['new-pb']);
    const photos = p.tables[2];
    expect(photos.files.map((file) => file.key)).toEqual(['u/new-pb']);
    expect(photos.fileBytes).toBe(20);
    expect(p.tables[0].deferred).toEqual({ counter_id: { 'new-b': 'new-cb' } });
    // The old id leads to the account's row (another part's reference follows); rows left out are not in the map.
    expect(p.ids).toEqual({ 'old-a': 'here-7', 'old-b': 'new-b', 'old-c': 'new-c', 'old-cb': 'new-cb' });
  });

  it('changes nothing when the account has none of the links, and asks nothing without a linked row', async () => {
    const p = plan();
    expect(await skipLinkedRows(manager([]), spec, 'u', p)).toBe(0);
    expect(p).toEqual(plan());
    const unlinked = plan();
    unlinked.tables[0].rows = [unlinked.tables[0].rows[1]];
    const none = manager();
    expect(await skipLinkedRows(none, spec, 'u', unlinked)).toBe(0);
    expect(none.asked).toBe(0);
  });
});
