import type { AccountExportDocument, UserDataService } from '@yarn-mgmt/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeExport } from './export-files.js';
import { writeExport } from './export-file-writer.js';

const photo = '6f0b8c8e-3d1a-4f2e-9a4b-1c2d3e4f5a6b';
const pdfId = '0b1d6a52-3c4e-4f60-8a7b-9c8d7e6f5a4b';
const empty = (service: UserDataService) => ({ service, version: 1 as const, tables: {}, files: [] });
// Bytes that hold zip signatures, as photos and PDFs may: the reader must go by the sizes, not search for them.
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from([0x50, 0x4b, 0x07, 0x08, 0x50, 0x4b, 0x03, 0x04, 0x50, 0x4b, 0x01, 0x02]),
  Buffer.alloc(300_000, 7),
]);
const document = (): AccountExportDocument => ({
  format: 'yarn-management-export',
  version: 1,
  exported_at: '2026-11-22T05:06:07.000Z',
  owner: { id: '2d7c3c0e-8a7e-4a57-9d43-0f1c3f5a9b10', email: 'ann@example.com' },
  include_photos: true,
  account: { profile: { first_name: 'Ann' } },
  parts: {
    inventory: {
      service: 'inventory',
      version: 1,
      tables: { yarn_items: [{ id: 'i', colorway: 'Azul' }] },
      files: [{ table: 'yarn_photos', row_id: photo, content_base64: Buffer.from('png').toString('base64') }],
    },
    patterns: {
      service: 'patterns',
      version: 1,
      tables: { pattern_files: [{ id: pdfId, name: 'shawl.pdf' }] },
      files: [{ table: 'pattern_files', row_id: pdfId, content_base64: pdf.toString('base64') }],
    },
    projects: empty('projects'),
    tools: empty('tools'),
  },
});

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'export-writer-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('an export written to a file (backups)', () => {
  it('writes a zip that any unzip reads, and that the import reads back as the same document', async () => {
    const file = path.join(dir, 'backup.zip');
    const written = await writeExport(document(), 'zip', file);
    const bytes = await readFile(file);
    expect(written).toEqual({ contentType: 'application/zip', extension: 'zip', size: bytes.length });
    const entries = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(entries)).toEqual([
      `files/inventory/yarn_photos/${photo}`,
      `files/patterns/pattern_files/${pdfId}`,
      'export.json',
    ]);
    expect(Buffer.from(entries[`files/patterns/pattern_files/${pdfId}`]).equals(pdf)).toBe(true);
    expect(
      (JSON.parse(strFromU8(entries['export.json'])) as AccountExportDocument).parts.patterns.files,
    ).toEqual([]);
    // The import's streaming reader, in small chunks.
    expect(await decodeExport(createReadStream(file, { highWaterMark: 1024 }))).toEqual(document());
  });

  it('writes json as the export encodes it', async () => {
    const file = path.join(dir, 'backup.json');
    const written = await writeExport(document(), 'json', file);
    expect(written).toMatchObject({ contentType: 'application/json', extension: 'json' });
    expect(await decodeExport([await readFile(file)])).toEqual(document());
  });

  it('never writes over a file that is there', async () => {
    const file = path.join(dir, 'backup.zip');
    await writeExport(document(), 'zip', file);
    await expect(writeExport(document(), 'zip', file)).rejects.toMatchObject({ code: 'EEXIST' });
  });
});
