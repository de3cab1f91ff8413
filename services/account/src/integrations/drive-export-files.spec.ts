import type { UserDataPart } from '@yarn-mgmt/contracts';
import { Readable } from 'node:stream';
import type { AccountConfig } from '../config/account.config.js';
import { DriveExportFiles } from './drive-export-files.js';
import type { IntegrationTokens } from './integration-tokens.service.js';
import { IntegrationError } from './integrations.errors.js';

const USER = '6f1c2a8e-3b7d-4c55-9a0e-1d2f3a4b5c6d';
const HELD = '0b7c3a52-9d41-4e8f-a6b2-5c1d8e9f0a31';
const HERE = '1c8d4b63-ae52-4f90-b7c3-6d2e9f0a1b42';
const PDF = Buffer.from('%PDF-1.7 the shawl');

/** A patterns part: one PDF kept in Drive (no bytes), one kept on the platform (its bytes in the part). */
const part = (): UserDataPart => ({
  service: 'patterns',
  version: 1,
  tables: {
    patterns: [{ id: 'p1', title: 'Shawl' }],
    pattern_files: [
      { id: HELD, pattern_id: 'p1', storage_key: null, drive_file_id: 'drv-1', name: 'shawl.pdf' },
      {
        id: HERE,
        pattern_id: 'p2',
        storage_key: `${USER}/${HERE}.pdf`,
        drive_file_id: null,
        name: 'hat.pdf',
      },
    ],
  },
  files: [
    { table: 'pattern_files', row_id: HERE, content_base64: Buffer.from('%PDF-hat').toString('base64') },
  ],
});
const bytes = (value: unknown) => Buffer.from(JSON.stringify(value));

function exporterWith(options: {
  token?: () => Promise<string>;
  download?: (id: string) => Promise<Readable | null>;
}) {
  const asked: string[] = [];
  const tokens = {
    accessToken: options.token ?? (() => Promise.resolve('token')),
  } as unknown as IntegrationTokens;
  const config = { GOOGLE_API_URL: 'http://drive.invalid', PROVIDER_TIMEOUT_MS: 1000 } as AccountConfig;
  const exporter = new DriveExportFiles(config, tokens);
  // Drive is this fake (the real client is made inside from the config).
  const download = (_token: string, id: string) => {
    asked.push(id);
    return (options.download ?? (() => Promise.resolve(Readable.from([PDF]))))(id);
  };
  Object.assign(exporter, { drive: { download } });
  return { exporter, asked };
}

const parsed = (value: Uint8Array) => JSON.parse(Buffer.from(value).toString('utf8')) as UserDataPart;

describe('pattern PDFs kept in Google Drive, in an export with files', () => {
  it("adds the Drive-held PDF's bytes as its row's file and keeps the row as a file of the export", async () => {
    const { exporter, asked } = exporterWith({});
    const out = parsed(await exporter.fill(USER, bytes(part())));
    expect(asked).toEqual(['drv-1']);
    expect(out.files).toEqual([
      ...part().files,
      { table: 'pattern_files', row_id: HELD, content_base64: PDF.toString('base64') },
    ]);
    // Restored, the row holds its file where files are kept (never in two places); the other rows are as they were.
    expect(out.tables.pattern_files[0]).toEqual({ ...part().tables.pattern_files[0], drive_file_id: null });
    expect(out.tables.pattern_files[1]).toEqual(part().tables.pattern_files[1]);
    expect(out.tables.patterns).toEqual(part().tables.patterns);
  });

  it('passes a part without Drive-held files on as the very same bytes, asking Drive nothing', async () => {
    const { exporter, asked } = exporterWith({ token: () => Promise.reject(new Error('not asked')) });
    const plain = { ...part(), tables: { pattern_files: [part().tables.pattern_files[1]] } };
    const input = bytes(plain);
    expect(await exporter.fill(USER, input)).toBe(input);
    const inventory = bytes({ service: 'inventory', version: 1, tables: { yarn: [{ id: 'y' }] }, files: [] });
    expect(await exporter.fill(USER, inventory)).toBe(inventory);
    expect(asked).toEqual([]);
  });

  it('leaves a file deleted in Drive out, and the rows as they are when the link is gone or broken', async () => {
    const gone = exporterWith({ download: () => Promise.resolve(null) });
    const out = parsed(await gone.exporter.fill(USER, bytes(part())));
    expect(out.files).toEqual(part().files);
    expect(out.tables.pattern_files[0].drive_file_id).toBe('drv-1');
    for (const code of ['NOT_CONNECTED', 'BROKEN'] as const) {
      const unlinked = exporterWith({ token: () => Promise.reject(new IntegrationError(code)) });
      const input = bytes(part());
      expect(await unlinked.exporter.fill(USER, input)).toBe(input);
      expect(unlinked.asked).toEqual([]);
    }
  });

  it('fails the export when Drive does not answer (a backup missing its PDFs must not pass)', async () => {
    const down = exporterWith({ download: () => Promise.reject(new Error('fetch failed')) });
    await expect(down.exporter.fill(USER, bytes(part()))).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
    const refresh = exporterWith({
      token: () => Promise.reject(new IntegrationError('PROVIDER_UNAVAILABLE')),
    });
    await expect(refresh.exporter.fill(USER, bytes(part()))).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });
});
