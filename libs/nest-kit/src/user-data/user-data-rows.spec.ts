import type { UserDataPart } from '@yarn-mgmt/contracts';
import { randomUUID } from 'node:crypto';
import { InvalidPartError, planImport, type TableColumns } from './user-data-rows.js';
import type { UserDataSpec } from './user-data-spec.js';

const spec: UserDataSpec = {
  service: 'projects',
  tables: [
    {
      table: 'projects',
      external: { pattern_id: 'patterns' },
      deferred: { counter_id: 'counters' },
      byValue: { column: 'category_id', table: 'categories', by: 'name', as: 'category' },
    },
    { table: 'counters', refs: { project_id: 'projects' } },
    {
      table: 'photos',
      refs: { project_id: 'projects' },
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
const columns: TableColumns = new Map([
  ['projects', new Set(['id', 'user_id', 'name', 'pattern_id', 'counter_id', 'category_id'])],
  ['counters', new Set(['id', 'user_id', 'project_id', 'value'])],
  ['photos', new Set(['id', 'user_id', 'project_id', 'key', 'mime_type', 'size_bytes'])],
]);
const [project, counter, photo, lostPhoto, pattern, newPattern, hat] = Array.from({ length: 7 }, () =>
  randomUUID(),
);
const user = randomUUID();
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const part = (): UserDataPart => ({
  service: 'projects',
  version: 1,
  tables: {
    projects: [{ id: project, name: 'Hat', pattern_id: pattern, counter_id: counter, category: 'Hat' }],
    counters: [{ id: counter, project_id: project, value: 5 }],
    photos: [
      { id: photo, project_id: project, key: 'old/key', mime_type: 'image/gif', size_bytes: 1 },
      { id: lostPhoto, project_id: project, key: 'old/gone' },
    ],
  },
  files: [{ table: 'photos', row_id: photo, content_base64: PNG.toString('base64') }],
});
const context = {
  userId: user,
  columns,
  maps: { patterns: { [pattern]: newPattern } },
  lookups: { categories: new Map([['Hat', hat]]) },
};

describe('planImport', () => {
  it('gives every row a new id and the caller, and carries every reference over', () => {
    const plan = planImport(spec, part(), context);
    const [projects, counters, photos] = plan.tables;
    const newProject = plan.ids[project];
    expect(newProject).not.toBe(project);
    expect(projects.rows).toEqual([
      {
        id: newProject,
        user_id: user,
        name: 'Hat',
        pattern_id: newPattern,
        counter_id: null,
        category_id: hat,
      },
    ]);
    expect(projects.deferred).toEqual({ counter_id: { [newProject]: plan.ids[counter] } });
    expect(counters.rows).toEqual([
      { id: plan.ids[counter], user_id: user, project_id: newProject, value: 5 },
    ]);
    // The type is read from the bytes and the size measured, whatever the row said.
    expect(photos.rows).toEqual([
      {
        id: plan.ids[photo],
        user_id: user,
        project_id: newProject,
        key: `${user}/${plan.ids[photo]}`,
        mime_type: 'image/png',
        size_bytes: PNG.length,
      },
    ]);
    expect(photos.files).toEqual([{ key: `${user}/${plan.ids[photo]}`, content: PNG }]);
    expect(photos.fileBytes).toBe(PNG.length);
    // The photo whose file is not in the part is left out, and said so.
    expect(plan.skipped).toBe(1);
    expect(plan.ids[lostPhoto]).toBeUndefined();
  });

  it.each([
    ['HTML declared as an image', Buffer.from('<html><script>alert(1)</script></html>')],
    ['an image larger than an upload may be', Buffer.concat([PNG, Buffer.alloc(2048)])],
    ['an empty file', Buffer.alloc(0)],
  ])('leaves out a photo whose file is %s (skipped, nothing stored)', (_name, content) => {
    const hostile = part();
    hostile.tables.photos[0].mime_type = 'text/html';
    hostile.files = [{ table: 'photos', row_id: photo, content_base64: content.toString('base64') }];
    const plan = planImport(spec, hostile, context);
    expect(plan.tables[2]).toMatchObject({ rows: [], files: [], fileBytes: 0 });
    expect(plan.skipped).toBe(2);
    expect(plan.ids[photo]).toBeUndefined();
  });

  it("keeps another service's id it has no map entry for", () => {
    const plan = planImport(spec, part(), { ...context, maps: {} });
    expect(plan.tables[0].rows[0].pattern_id).toBe(pattern);
  });

  it.each([
    [
      'another service',
      (p: UserDataPart) => ({ ...p, service: 'inventory' as const }),
      'expected the projects part',
    ],
    [
      'an unknown table',
      (p: UserDataPart) => ({ ...p, tables: { ...p.tables, users: [] } }),
      'unknown table users',
    ],
    [
      'an unknown column',
      (p: UserDataPart) => {
        p.tables.counters[0].password = 'x';
        return p;
      },
      'counters[0]: unknown column password',
    ],
    [
      'a row without an id',
      (p: UserDataPart) => {
        p.tables.counters[0].id = 'nope';
        return p;
      },
      'counters[0] has no valid id',
    ],
    [
      'an id twice',
      (p: UserDataPart) => {
        p.tables.counters.push({ ...p.tables.counters[0] });
        return p;
      },
      `counters[1]: the id ${counter} appears twice`,
    ],
    [
      'a reference to a row not in the file',
      (p: UserDataPart) => {
        p.tables.counters[0].project_id = randomUUID();
        return p;
      },
      'counters[0].project_id references a row that is not in the file',
    ],
    [
      'an unknown shared value',
      (p: UserDataPart) => {
        p.tables.projects[0].category = 'Spaceship';
        return p;
      },
      'projects[0]: unknown category "Spaceship"',
    ],
  ])('refuses %s', (_name, change, message) => {
    expect(() => planImport(spec, change(part()), context)).toThrow(new InvalidPartError(message));
  });
});

describe('planImport of a table whose rows travel only when finished (exportOnly)', () => {
  const jobs: UserDataSpec = {
    service: 'projects',
    tables: [{ table: 'jobs', exportOnly: { column: 'status', values: ['done', 'failed'] } }],
  };
  const jobColumns: TableColumns = new Map([['jobs', new Set(['id', 'user_id', 'status'])]]);
  const jobsPart = (rows: UserDataPart['tables'][string]): UserDataPart => ({
    service: 'projects',
    version: 1,
    tables: { jobs: rows },
    files: [],
  });
  const plan = (rows: UserDataPart['tables'][string]) =>
    planImport(jobs, jobsPart(rows), { ...context, columns: jobColumns });

  it('takes the finished rows', () => {
    const [done, failed] = [randomUUID(), randomUUID()];
    const { tables } = plan([
      { id: done, status: 'done' },
      { id: failed, status: 'failed' },
    ]);
    expect(tables[0].rows.map((row) => row.status)).toEqual(['done', 'failed']);
  });

  it.each([
    ['a row still in progress', { status: 'processing' }],
    ['a row without the column (its default would apply)', {}],
  ])('refuses %s', (_name, row) => {
    expect(() => plan([{ id: randomUUID(), ...row }])).toThrow(
      new InvalidPartError('jobs[0]: status must be one of done, failed'),
    );
  });
});
