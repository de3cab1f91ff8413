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
      file: { column: 'key', key: (u, r) => `${u}/${r}` },
    },
  ],
};
const columns: TableColumns = new Map([
  ['projects', new Set(['id', 'user_id', 'name', 'pattern_id', 'counter_id', 'category_id'])],
  ['counters', new Set(['id', 'user_id', 'project_id', 'value'])],
  ['photos', new Set(['id', 'user_id', 'project_id', 'key'])],
]);
const [project, counter, photo, lostPhoto, pattern, newPattern, hat] = Array.from({ length: 7 }, () =>
  randomUUID(),
);
const user = randomUUID();
const part = (): UserDataPart => ({
  service: 'projects',
  version: 1,
  tables: {
    projects: [{ id: project, name: 'Hat', pattern_id: pattern, counter_id: counter, category: 'Hat' }],
    counters: [{ id: counter, project_id: project, value: 5 }],
    photos: [
      { id: photo, project_id: project, key: 'old/key' },
      { id: lostPhoto, project_id: project, key: 'old/gone' },
    ],
  },
  files: [{ table: 'photos', row_id: photo, content_base64: Buffer.from('png').toString('base64') }],
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
    expect(photos.rows).toEqual([
      { id: plan.ids[photo], user_id: user, project_id: newProject, key: `${user}/${plan.ids[photo]}` },
    ]);
    expect(photos.files).toEqual([{ key: `${user}/${plan.ids[photo]}`, content: Buffer.from('png') }]);
    // The photo whose file is not in the part is left out, and said so.
    expect(plan.skipped).toBe(1);
    expect(plan.ids[lostPhoto]).toBeUndefined();
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
