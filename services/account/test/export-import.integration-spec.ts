import { ACCOUNT_DATA_MESSAGES, PDF_PROCESSOR_API, type AccountExportDocument } from '@yarn-mgmt/contracts';
import { randomUUID } from 'node:crypto';
import {
  exportDocument,
  importFile,
  normalise,
  ok,
  PNG,
  send,
  signUp,
  waitFor,
} from './lifecycle-helpers.js';
import { fillAccount } from './lived-in-account.js';
import { lifecycleWorld } from './lifecycle-world.js';

// Export, import and the account deleted in between: the real account, inventory, patterns, projects and tools.
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
    // The PDF processor's upload the pattern was saved from: its row names the pattern, its PDF travels with it.
    const [upload] = before.parts.tools.tables.pdf_uploads;
    expect(upload).toMatchObject({
      file_name: 'hat.pdf',
      status: 'done',
      pattern_id: before.parts.patterns.tables.patterns[0].id,
    });
    expect(before.parts.tools.files).toHaveLength(1);
    const [pdf] = before.parts.tools.files;
    expect({ table: pdf.table, row_id: pdf.row_id }).toEqual({ table: 'pdf_uploads', row_id: upload.id });
    expect(Buffer.from(pdf.content_base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    ok(await send(world().account.url, 'DELETE', '/auth/account', { token: ann.token }));
    await waitFor(
      async () => !(await world().query('account', 'SELECT 1 FROM users WHERE id = $1', [ann.id])).length,
    );
    // Erased with the account: the upload's row and its file too.
    expect(await world().query('tools', 'SELECT id FROM pdf_uploads WHERE user_id = $1', [ann.id])).toEqual(
      [],
    );
    expect((await world().storedFiles()).filter((file) => file.includes(ann.id))).toEqual([]);
    const again = await signUp(world(), address);
    expect((await exportDocument(world(), again.token)).parts.inventory.tables.yarn_items).toEqual([]);

    const summary = ok(await importFile(world(), again.token, json(before))).body;
    expect(summary).toMatchObject({
      message: 'Data imported successfully',
      files: 4,
      skipped: 0,
      imported: {
        inventory: { yarn_items: 2, yarn_photos: 1 },
        patterns: { patterns: 1 },
        projects: { projects: 1 },
        tools: { pdf_uploads: 1 },
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
    // The upload is the new account's, saved to the new pattern, and read back by the PDF processor.
    const [restored] = after.parts.tools.tables.pdf_uploads;
    expect(restored.pattern_id).toBe(after.parts.patterns.tables.patterns[0].id);
    const read = await send(world().relays.tools.url, 'GET', PDF_PROCESSOR_API.result(String(restored.id)), {
      token: again.token,
    });
    expect(read).toMatchObject({ status: 200, body: { status: 'done', fileName: 'hat.pdf' } });
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
    // The yarn photo, the pattern's PDF, the cover made from it and the PDF processor's upload.
    expect(Object.keys(entries).filter((name) => name.startsWith('files/'))).toHaveLength(4);
    expect(Object.keys(entries)).toContain(
      `files/tools/pdf_uploads/${String(before.parts.tools.files[0].row_id)}`,
    );
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
      'Brand,Yarn,Colorway,Weight,Fiber,Skeins Total,Skeins Remaining,Yards Remaining,Purchase Price,Currency,Purchase Date,Storage Location,Tags,Notes',
    );
    expect(lines.slice(1).sort()).toEqual([
      expect.stringMatching(/^Malabrigo,Rios,Azul,Worsted,,5,4,[\d.]+,14\.5,USD,/),
      expect.stringMatching(/^Malabrigo,Rios,Gris,Worsted,,2,2,[\d.]+,14\.5,USD,/),
    ]);
    expect((await importFile(world(), cat.token, csv.raw, 'stash.csv')).body).toMatchObject({
      error: ACCOUNT_DATA_MESSAGES.csvNotImportable,
    });
  }, 120_000);
});

describe('an export made before the tools service kept user data', () => {
  it('imports without a tools part: everything else comes back, and no upload', async () => {
    const hal = await signUp(world(), email('hal'));
    await fillAccount(world(), hal.token);
    const source = await exportDocument(world(), hal.token);
    const address = email('hal2');
    const fresh = await signUp(world(), address);
    const { tools: _tools, ...older } = source.parts;
    const summary = ok(
      await importFile(world(), fresh.token, json({ ...ownedBy(source, address), parts: older })),
    ).body;
    expect(summary).toMatchObject({ files: 3, skipped: 0, imported: { tools: { pdf_uploads: 0 } } });
    const wanted = normalise(source);
    expect(normalise(await exportDocument(world(), fresh.token))).toEqual({
      ...wanted,
      tables: { ...wanted.tables, 'tools.pdf_uploads': [] },
      files: wanted.files.filter((file) => !file.startsWith('pdf_uploads:')),
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
    // Everything is back once, with its references. The only additions: the deletions' own activity lines, and
    // the PDF processor's upload again (a user does not delete uploads: they lapse after 7 days), saved to the
    // restored pattern.
    const added = (table: string) => table.endsWith('.activity') || table === 'tools.pdf_uploads';
    for (const table of Object.keys(wanted).filter((name) => !added(name)))
      expect({ table, rows: after[table] }).toEqual({ table, rows: wanted[table] });
    for (const table of Object.keys(wanted).filter(added))
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
    // The tools part goes in last: with the tools service down, the three parts already in are taken out again.
    await world().stop('tools');
    try {
      expect(await importFile(world(), fresh.token, json(ownedBy(source, address)))).toMatchObject({
        status: 503,
        body: { error: ACCOUNT_DATA_MESSAGES.serviceDown('tools') },
      });
    } finally {
      await world().start('tools');
    }
    expect(normalise(await exportDocument(world(), fresh.token))).toEqual(empty);
    expect((await world().storedFiles()).filter((file) => file.includes(fresh.id))).toEqual([]);
    ok(await importFile(world(), fresh.token, json(ownedBy(source, address))));
    expect(normalise(await exportDocument(world(), fresh.token))).toEqual(normalise(source));
  }, 120_000);
});
