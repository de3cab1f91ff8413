import { ACCOUNT_DATA_MESSAGES, type AccountExportDocument } from '@yarn-mgmt/contracts';
import { randomUUID } from 'node:crypto';
import {
  exportDocument,
  fillAccount,
  importFile,
  normalise,
  ok,
  PNG,
  send,
  signUp,
  waitFor,
} from './lifecycle-helpers.js';
import { lifecycleWorld } from './lifecycle-world.js';

// Export, import and the account deleted in between: the real account, inventory, patterns and projects.
const world = lifecycleWorld('lc_export');
const email = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;
const json = (document: unknown) => Buffer.from(JSON.stringify(document));
/** The same export as if the owner were `address` (a user may restore a file into a fresh account of theirs). */
const ownedBy = (document: AccountExportDocument, address: string) => ({
  ...document,
  owner: { ...document.owner, email: address },
});

describe('export -> delete -> import -> export', () => {
  it('gives the same content with new ids, references and files intact', async () => {
    const address = email('ann');
    const ann = await signUp(world(), address);
    await fillAccount(world(), ann.token);
    const before = await exportDocument(world(), ann.token);
    expect(before).toMatchObject({
      format: 'yarn-management-export',
      version: 1,
      owner: { id: ann.id, email: address },
    });
    expect(before.parts.inventory.tables.yarn_items).toHaveLength(2);
    expect(before.parts.projects.tables.project_allocations).toHaveLength(1);
    expect(before.parts.patterns.tables.patterns[0]).toMatchObject({ title: 'Ribbed Hat', category: 'Hat' });
    expect(before.account).toMatchObject({
      profile: { first_name: 'Annie', last_name: 'Purl' },
      preferences: { measurementUnit: 'imperial' },
      settings: { theme_preference: 'dark' },
      avatar: { mime_type: 'image/png', content_base64: PNG.toString('base64') },
    });
    expect(before.parts.inventory.files).toHaveLength(1);
    // The PDF and the cover made from it.
    expect(before.parts.patterns.files).toHaveLength(2);

    ok(await send(world().account.url, 'DELETE', '/auth/account', { token: ann.token }));
    await waitFor(
      async () => !(await world().query('account', 'SELECT 1 FROM users WHERE id = $1', [ann.id])).length,
    );
    const again = await signUp(world(), address);
    expect((await exportDocument(world(), again.token)).parts.inventory.tables.yarn_items).toEqual([]);

    const summary = ok(await importFile(world(), again.token, json(before))).body;
    expect(summary).toMatchObject({
      message: 'Data imported successfully',
      files: 3,
      skipped: 0,
      imported: {
        inventory: { yarn_items: 2, yarn_photos: 1 },
        patterns: { patterns: 1 },
        projects: { projects: 1 },
      },
    });
    const after = await exportDocument(world(), again.token);
    expect(after.owner.id).toBe(again.id);
    expect(normalise(after)).toEqual(normalise(before));

    // The references point at the new rows: the allocation at the new stash entry, the usage at the new project.
    const [allocation] = after.parts.projects.tables.project_allocations;
    const [project] = after.parts.projects.tables.projects;
    expect(after.parts.inventory.tables.yarn_items.map((row) => row.id)).toContain(allocation.yarn_id);
    expect(project.pattern_id).toBe(after.parts.patterns.tables.patterns[0].id);
    expect(project.progress_counter_id).toBe(after.parts.projects.tables.project_counters[0].id);
    expect(after.parts.inventory.tables.usage_records[0].project_id).toBe(project.id);
    const yarn = await send(world().relays.inventory.url, 'GET', `/yarn/${String(allocation.yarn_id)}`, {
      token: again.token,
    });
    expect(yarn.status).toBe(200);
  }, 120_000);

  it('the zip export holds the files as entries and imports back the same', async () => {
    const bob = await signUp(world(), email('bob'));
    await fillAccount(world(), bob.token);
    const before = await exportDocument(world(), bob.token);
    const zip = ok(
      await send(world().account.url, 'POST', '/settings/export', {
        token: bob.token,
        body: { format: 'zip', includePhotos: true },
      }),
    );
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(
      /^attachment; filename="yarn-management-export-\d{8}-\d{6}\.zip"$/,
    );
    const fresh = email('bob2');
    const other = await signUp(world(), fresh);
    // The owner check reads the e-mail inside the zip: the same zip with the document rewritten for `fresh`.
    const { unzipSync, zipSync, strFromU8, strToU8 } = await import('fflate');
    const entries = unzipSync(new Uint8Array(zip.raw));
    entries['export.json'] = strToU8(
      JSON.stringify(ownedBy(JSON.parse(strFromU8(entries['export.json'])) as AccountExportDocument, fresh)),
    );
    // The yarn photo, the pattern's PDF and the cover made from it.
    expect(Object.keys(entries).filter((name) => name.startsWith('files/'))).toHaveLength(3);
    ok(await importFile(world(), other.token, Buffer.from(zipSync(entries)), 'backup.zip'));
    expect(normalise(await exportDocument(world(), other.token))).toEqual(normalise(before));
  }, 120_000);

  it('csv is the stash as a spreadsheet opens it, with the timestamped name', async () => {
    const cat = await signUp(world(), email('cat'));
    await fillAccount(world(), cat.token);
    const csv = ok(
      await send(world().account.url, 'POST', '/settings/export', {
        token: cat.token,
        body: { format: 'csv' },
      }),
    );
    expect(csv.headers.get('content-disposition')).toMatch(
      /filename="yarn-management-export-\d{8}-\d{6}\.csv"/,
    );
    const lines = csv.raw
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Brand,Yarn,Colorway,Weight,Fiber,Skeins Total,Skeins Remaining,Yards Remaining,Purchase Price,Purchase Date,Storage Location,Tags,Notes',
    );
    expect(lines.slice(1).sort()).toEqual([
      expect.stringMatching(/^Malabrigo,Rios,Azul,Worsted,,5,4,/),
      expect.stringMatching(/^Malabrigo,Rios,Gris,Worsted,,2,2,/),
    ]);
    expect((await importFile(world(), cat.token, csv.raw, 'stash.csv')).body).toMatchObject({
      error: ACCOUNT_DATA_MESSAGES.csvNotImportable,
    });
  }, 120_000);
});

describe('a restore into the same account', () => {
  it('brings back a deleted stash, library and projects while the brands and designers stayed behind', async () => {
    const gus = await signUp(world(), email('gus'));
    await fillAccount(world(), gus.token);
    const before = await exportDocument(world(), gus.token);
    // What a user can delete in the pages: projects, stash, shopping list, patterns (brands and designers stay).
    const remove = async (service: 'inventory' | 'patterns' | 'projects', path: string, rows: unknown[]) => {
      for (const row of rows as Array<{ id: string }>)
        ok(await send(world().relays[service].url, 'DELETE', `${path}/${row.id}`, { token: gus.token }), 204);
    };
    await remove('projects', '/projects', before.parts.projects.tables.projects);
    await remove('inventory', '/yarn', before.parts.inventory.tables.yarn_items);
    await remove('inventory', '/shopping-list', before.parts.inventory.tables.shopping_list_items);
    await remove('patterns', '/patterns', before.parts.patterns.tables.patterns);

    ok(await importFile(world(), gus.token, json(before)));
    const after = normalise(await exportDocument(world(), gus.token)).tables;
    const wanted = normalise(before).tables;
    // Everything is back once, with its references; the deletions' own activity lines are the only additions.
    for (const table of Object.keys(wanted).filter((name) => !name.endsWith('.activity')))
      expect({ table, rows: after[table] }).toEqual({ table, rows: wanted[table] });
    for (const table of Object.keys(wanted).filter((name) => name.endsWith('.activity')))
      expect(after[table]).toEqual(expect.arrayContaining(wanted[table] ?? []));
  }, 120_000);
});

describe('a file import refuses', () => {
  it("foreign, damaged and other accounts' files with a clear message, and changes nothing", async () => {
    const dan = await signUp(world(), email('dan'));
    await fillAccount(world(), dan.token);
    const mine = await exportDocument(world(), dan.token);
    const eve = await signUp(world(), email('eve'));
    await fillAccount(world(), eve.token);
    const theirs = await exportDocument(world(), eve.token);
    const text = JSON.stringify(mine);
    const cases: Array<[Buffer, string, string]> = [
      [Buffer.from('{"hello":"world"}'), 'a.json', ACCOUNT_DATA_MESSAGES.foreign],
      [PNG, 'photo.png', ACCOUNT_DATA_MESSAGES.foreign],
      [Buffer.from(text.slice(0, text.length / 2)), 'cut.json', ACCOUNT_DATA_MESSAGES.damaged],
      [Buffer.from('PK\u0003\u0004broken zip'), 'broken.zip', ACCOUNT_DATA_MESSAGES.damaged],
      [json(theirs), 'theirs.json', ACCOUNT_DATA_MESSAGES.otherOwner],
      [json({ ...mine, version: 9 }), 'future.json', ACCOUNT_DATA_MESSAGES.newerVersion],
    ];
    for (const [data, name, message] of cases) {
      const answer = await importFile(world(), dan.token, data, name);
      expect({ name, status: answer.status }).toEqual({ name, status: 400 });
      expect(String(answer.body.error)).toContain(message);
    }
    expect(
      (
        await send(world().account.url, 'POST', '/settings/import', {
          token: dan.token,
          form: new FormData(),
        })
      ).body,
    ).toMatchObject({ error: ACCOUNT_DATA_MESSAGES.noFile });
    expect(normalise(await exportDocument(world(), dan.token))).toEqual(normalise(mine));
  }, 120_000);

  it('leaves nothing half-imported when a later part fails, or its service is down', async () => {
    const fay = await signUp(world(), email('fay'));
    await fillAccount(world(), fay.token);
    const source = await exportDocument(world(), fay.token);
    const address = email('fay2');
    const fresh = await signUp(world(), address);
    const empty = normalise(await exportDocument(world(), fresh.token));
    const broken = structuredClone(ownedBy(source, address));
    broken.parts.projects.tables.projects[0].status = 'bogus';
    const refused = await importFile(world(), fresh.token, json(broken));
    expect(refused.status).toBe(400);
    expect(String(refused.body.error)).toMatch(/^This export contains invalid data: projects/);
    const tampered = structuredClone(ownedBy(source, address));
    tampered.parts.inventory.tables.yarn_items[0].skeins_total = 'lots';
    expect((await importFile(world(), fresh.token, json(tampered))).body.error).toMatch(
      /^This export contains invalid data: yarn_items/,
    );
    const dangling = structuredClone(ownedBy(source, address));
    dangling.parts.patterns.tables.pattern_tags[0].pattern_id = randomUUID();
    expect((await importFile(world(), fresh.token, json(dangling))).body.error).toBe(
      'This export contains invalid data: pattern_tags[0].pattern_id references a row that is not in the file',
    );
    expect(normalise(await exportDocument(world(), fresh.token))).toEqual(empty);
    const files = await world().storedFiles();
    expect(files.filter((file) => file.includes(fresh.id))).toEqual([]);

    await world().stop('projects');
    try {
      const down = await importFile(world(), fresh.token, json(ownedBy(source, address)));
      expect(down).toMatchObject({
        status: 503,
        body: { error: ACCOUNT_DATA_MESSAGES.serviceDown('projects') },
      });
      const exportDown = await send(world().account.url, 'POST', '/settings/export', {
        token: fresh.token,
        body: {},
      });
      expect(exportDown).toMatchObject({
        status: 503,
        body: { error: ACCOUNT_DATA_MESSAGES.serviceDown('projects') },
      });
    } finally {
      await world().start('projects');
    }
    expect(normalise(await exportDocument(world(), fresh.token))).toEqual(empty);
    ok(await importFile(world(), fresh.token, json(ownedBy(source, address))));
    expect(normalise(await exportDocument(world(), fresh.token))).toEqual(normalise(source));
  }, 120_000);
});
