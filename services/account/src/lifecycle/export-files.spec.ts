import { exportFileName, type AccountExportDocument } from '@yarn-mgmt/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { decodeExport, encodeExport } from './export-files.js';
import { csvCell } from './stash-csv.js';

const id = '2d7c3c0e-8a7e-4a57-9d43-0f1c3f5a9b10';
const photo = '6f0b8c8e-3d1a-4f2e-9a4b-1c2d3e4f5a6b';
const empty = (service: 'inventory' | 'patterns' | 'projects') => ({
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
  },
};

describe('export files', () => {
  it('json and zip read back as the same document; the zip holds files as entries', () => {
    const json = encodeExport(document, 'json');
    expect(json).toMatchObject({ contentType: 'application/json', extension: 'json' });
    expect(decodeExport(json.body)).toEqual(document);
    const zip = encodeExport(document, 'zip');
    const entries = unzipSync(new Uint8Array(zip.body));
    expect(strFromU8(entries[`files/inventory/yarn_photos/${photo}`])).toBe('png');
    expect(
      (JSON.parse(strFromU8(entries['export.json'])) as AccountExportDocument).parts.inventory.files,
    ).toEqual([]);
    expect(decodeExport(zip.body)).toEqual(document);
  });

  it('csv is the stash with lines and brands by name, formulas defused', () => {
    const csv = encodeExport(document, 'csv').body.toString('utf8');
    expect(csv.startsWith('\uFEFFBrand,Yarn,Colorway,')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(`Malabrigo,Rios,"'=HYPERLINK(""x"")",Worsted,,5,,,,,,a; b,`);
    expect(() => decodeExport(Buffer.from(csv))).toThrow(
      'A CSV export cannot be imported: use the JSON or zip export',
    );
  });

  it.each([
    ['not JSON', Buffer.from('hello'), 'This file is not a Yarn Management export'],
    ['JSON of something else', Buffer.from('{"a":1}'), 'This file is not a Yarn Management export'],
    [
      'cut off',
      Buffer.from(JSON.stringify(document).slice(0, 80)),
      'This file is damaged and cannot be read',
    ],
    [
      'missing a part',
      Buffer.from(JSON.stringify({ ...document, parts: {} })),
      'This file is damaged and cannot be read (parts.inventory)',
    ],
    [
      'from a newer version',
      Buffer.from(JSON.stringify({ ...document, version: 2 })),
      'This export was made by a newer version of Yarn Management',
    ],
    ['a broken zip', Buffer.from('PK\u0003\u0004garbage'), 'This file is damaged and cannot be read'],
  ])('refuses a file %s', (_name, data, message) => {
    expect(() => decodeExport(data)).toThrow(message);
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
