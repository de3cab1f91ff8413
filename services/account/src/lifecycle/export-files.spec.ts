import { exportFileName, type AccountExportDocument, type UserDataService } from '@yarn-mgmt/contracts';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { decodeExport, encodeExport, IMPORT_LIMITS, partBytes, prepareImport } from './export-files.js';
import { csvCell } from './stash-csv.js';

const id = '2d7c3c0e-8a7e-4a57-9d43-0f1c3f5a9b10';
const photo = '6f0b8c8e-3d1a-4f2e-9a4b-1c2d3e4f5a6b';
const upload = '0b1d6a52-3c4e-4f60-8a7b-9c8d7e6f5a4b';
const empty = (service: UserDataService) => ({
  service,
  version: 1 as const,
  tables: {},
  files: [],
});
const document: AccountExportDocument = {
  format: 'yarn-management-export',
  version: 1,
  exported_at: '2026-11-22T05:06:07.000Z',
  owner: { id, email: 'ann@example.com' },
  include_photos: true,
  account: { profile: { first_name: 'Ann' } },
  parts: {
    inventory: {
      service: 'inventory',
      version: 1,
      tables: {
        brands: [{ id: 'b', name: 'Malabrigo' }],
        yarn_lines: [{ id: 'l', brand_id: 'b', name: 'Rios', weight_category: 'Worsted' }],
        yarn_items: [
          { id: 'i', yarn_line_id: 'l', colorway: '=HYPERLINK("x")', skeins_total: 5, tags: ['a', 'b'] },
        ],
      },
      files: [{ table: 'yarn_photos', row_id: photo, content_base64: Buffer.from('png').toString('base64') }],
    },
    patterns: empty('patterns'),
    projects: empty('projects'),
    tools: {
      service: 'tools',
      version: 1,
      tables: { pdf_uploads: [{ id: upload, file_name: 'hat.pdf', status: 'done' }] },
      files: [
        { table: 'pdf_uploads', row_id: upload, content_base64: Buffer.from('%PDF-1.7').toString('base64') },
      ],
    },
  },
};

describe('export files', () => {
  it('json and zip read back as the same document; the zip holds files as entries', async () => {
    const json = encodeExport(document, 'json');
    expect(json).toMatchObject({ contentType: 'application/json', extension: 'json' });
    expect(await decodeExport([json.body])).toEqual(document);
    const zip = encodeExport(document, 'zip');
    const entries = unzipSync(new Uint8Array(zip.body));
    expect(strFromU8(entries[`files/inventory/yarn_photos/${photo}`])).toBe('png');
    expect(strFromU8(entries[`files/tools/pdf_uploads/${upload}`])).toBe('%PDF-1.7');
    expect(
      (JSON.parse(strFromU8(entries['export.json'])) as AccountExportDocument).parts.inventory.files,
    ).toEqual([]);
    expect(await decodeExport([zip.body])).toEqual(document);
  });

  it('reads an export made before the tools service kept user data as one with an empty tools part', async () => {
    const { tools: _tools, ...older } = document.parts;
    const decoded = await decodeExport([Buffer.from(JSON.stringify({ ...document, parts: older }))]);
    expect(decoded.parts).toEqual({ ...older, tools: empty('tools') });
    const prepared = await prepareImport(
      [Buffer.from(JSON.stringify({ ...document, parts: older }))],
      'ann@example.com',
    );
    expect(JSON.parse(Buffer.concat(prepared.parts.tools).toString())).toEqual(empty('tools'));
  });

  it('csv is the stash with lines and brands by name, formulas defused', async () => {
    const csv = encodeExport(document, 'csv').body.toString('utf8');
    expect(csv.startsWith('\uFEFFBrand,Yarn,Colorway,')).toBe(true);
    expect(csv.split('\r\n')[0]).toContain('Purchase Price,Currency,');
    expect(csv.split('\r\n')[1]).toBe(`Malabrigo,Rios,"'=HYPERLINK(""x"")",Worsted,,5,,,,,,,a; b,`);
    await expect(decodeExport([Buffer.from(csv)])).rejects.toMatchObject({ code: 'CSV_NOT_IMPORTABLE' });
  });

  it.each([
    ['not JSON', Buffer.from('hello'), 'FOREIGN'],
    ['JSON of something else', Buffer.from('{"a":1}'), 'FOREIGN'],
    ['cut off', Buffer.from(JSON.stringify(document).slice(0, 80)), 'DAMAGED'],
    [
      'missing a part',
      Buffer.from(JSON.stringify({ ...document, parts: {} })),
      'DAMAGED',
      'This file is damaged and cannot be read (parts.inventory)',
    ],
    ['from a newer version', Buffer.from(JSON.stringify({ ...document, version: 2 })), 'NEWER_VERSION'],
    ['a broken zip', Buffer.from('PK\u0003\u0004garbage'), 'DAMAGED'],
  ])('refuses a file %s', async (_name, data, code, message = code) => {
    await expect(decodeExport([data])).rejects.toMatchObject({ code, message });
  });

  describe('caps (a zip bomb: 100 KB that inflate to 100 MB)', () => {
    const MB = 1024 * 1024;
    const zipped = encodeExport(document, 'zip').body;
    const withEntries = (extra: Record<string, Uint8Array>) =>
      Buffer.from(zipSync({ ...unzipSync(new Uint8Array(zipped)), ...extra }, { level: 9 }));

    let bomb: Buffer;
    beforeAll(() => {
      bomb = withEntries({ [`files/inventory/yarn_photos/${photo}`]: new Uint8Array(100 * MB) });
    });

    it('stops inflating an entry at the cap (50 MB, a pattern PDF) and refuses the file, quickly', async () => {
      expect(bomb.length).toBeLessThan(200 * 1024);
      const before = process.memoryUsage().arrayBuffers;
      const started = performance.now();
      await expect(decodeExport([bomb])).rejects.toMatchObject({ code: 'UNPACKS_TOO_LARGE' });
      expect(performance.now() - started).toBeLessThan(3_000);
      // Stopped at the cap: never the whole 100 MB.
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(80 * MB);
    });

    it('counts every entry against the total', async () => {
      const entries = Object.fromEntries(
        Array.from({ length: 5 }, (_, i) => [
          `files/patterns/pattern_files/${photo.slice(0, -1)}${i}`,
          new Uint8Array(4 * MB),
        ]),
      );
      await expect(
        decodeExport([withEntries(entries)], { ...IMPORT_LIMITS, maxUnpackedBytes: 16 * MB }),
      ).rejects.toMatchObject({ code: 'UNPACKS_TOO_LARGE' });
    });

    it('refuses more entries than an export has, and a file larger than the upload cap', async () => {
      const many = withEntries(
        Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`junk/${i}`, strToU8('x')])),
      );
      await expect(decodeExport([many], { ...IMPORT_LIMITS, maxEntries: 20 })).rejects.toMatchObject({
        code: 'TOO_MANY_ENTRIES',
      });
      await expect(
        decodeExport([zipped, zipped], { ...IMPORT_LIMITS, maxUploadBytes: zipped.length + 10 }),
      ).rejects.toMatchObject({ code: 'TOO_LARGE' });
    });

    it('never inflates entries other than export.json and files/...', async () => {
      const ignored = Buffer.from(
        zipSync({ ...unzipSync(new Uint8Array(zipped)), 'other/huge.bin': new Uint8Array(100 * MB) }),
      );
      expect(await decodeExport([ignored], { ...IMPORT_LIMITS, maxUnpackedBytes: MB })).toEqual(document);
    });
  });

  it('hands each part on as JSON pieces, checking the owner', async () => {
    const zip = encodeExport(document, 'zip').body;
    await expect(prepareImport([zip], 'eve@example.com')).rejects.toMatchObject({ code: 'OTHER_OWNER' });
    const prepared = await prepareImport([zip], 'ANN@example.com');
    expect(JSON.parse(Buffer.concat(prepared.parts.inventory).toString())).toEqual(document.parts.inventory);
    expect(JSON.parse(Buffer.concat(partBytes(structuredClone(document.parts.patterns))).toString())).toEqual(
      document.parts.patterns,
    );
  });

  it('names the file with the UTC time and the extension', () => {
    expect(exportFileName(new Date('2026-11-22T05:06:07.123Z'), 'zip')).toBe(
      'yarn-management-export-20261122-050607.zip',
    );
  });

  it('quotes cells as RFC 4180 says and leaves numbers alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(null)).toBe('');
  });
});
