import { ACCOUNT_DATA_MESSAGES, USER_DATA_SERVICES, type AccountExportDocument } from '@yarn-mgmt/contracts';
import { randomUUID } from 'node:crypto';
import { exportDocument, importFile, ok, PNG, send, signUp } from './lifecycle-helpers.js';
import { fillAccount } from './lived-in-account.js';
import { lifecycleWorld } from './lifecycle-world.js';
import { writeZip } from './zip-bomb.js';

// Hostile imports: zip bombs, files not of the type their row says, files past the storage limit.
const STORAGE_LIMIT = 64 * 1024;
const world = lifecycleWorld('lc_limits', { inventory: { STORAGE_LIMIT_BYTES: String(STORAGE_LIMIT) } });
const email = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;
const MB = 1024 * 1024;

/** The export as a zip: export.json with the files left out, and `entries` besides. */
const zipOf = (document: AccountExportDocument, entries: Record<string, Buffer | { zeros: number }>) => {
  const parts = { ...document.parts };
  for (const service of USER_DATA_SERVICES) parts[service] = { ...parts[service], files: [] };
  return writeZip({ 'export.json': Buffer.from(JSON.stringify({ ...document, parts })), ...entries });
};

describe('a zip bomb', () => {
  it('(1.5 MB that inflate to 1.5 GB) is refused with a 400 that says why, within memory', async () => {
    const address = email('bomb');
    const ann = await signUp(world(), address);
    const mine = await exportDocument(world(), ann.token);
    const photo = randomUUID();
    const bomb = await zipOf(mine, { [`files/inventory/yarn_photos/${photo}`]: { zeros: 1536 * MB } });
    expect(bomb.length).toBeLessThan(2 * MB);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const answer = await importFile(world(), ann.token, bomb, 'bomb.zip');
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    console.log(
      `zip bomb 1.5 MB -> 1.5 GB: ${answer.status} in ${Math.round(elapsed)} ms, RSS +${Math.round((rssPeak - rssBefore) / MB)} MB`,
    );
    expect(answer).toMatchObject({ status: 400, body: { error: ACCOUNT_DATA_MESSAGES.unpacksTooLarge } });
    // Kept within memory (inflated, it would be 1.5 GB). How fast is a speed target, not this suite's: the time
    // is logged above, and a busy machine only makes it longer.
    expect(rssPeak - rssBefore).toBeLessThan(400 * MB);
  }, 120_000);

  it('with more entries than an export can have is refused', async () => {
    const ann = await signUp(world(), email('many'));
    const mine = await exportDocument(world(), ann.token);
    const entries = Object.fromEntries(
      Array.from({ length: 50_001 }, (_, i) => [`x/${i}`, Buffer.alloc(0)] as const),
    );
    const answer = await importFile(world(), ann.token, await zipOf(mine, entries), 'many.zip');
    expect(answer).toMatchObject({ status: 400, body: { error: ACCOUNT_DATA_MESSAGES.tooManyEntries } });
  }, 120_000);
});

describe('imported files', () => {
  it('are typed by their bytes and measured: HTML declared as a photo is left out, a size is never trusted', async () => {
    const address = email('html');
    const ann = await signUp(world(), address);
    await fillAccount(world(), ann.token);
    const source = await exportDocument(world(), ann.token);
    const fresh = await signUp(world(), email('html2'));
    const forged = structuredClone(source);
    forged.owner.email = (await exportDocument(world(), fresh.token)).owner.email;
    const [photoRow] = forged.parts.inventory.tables.yarn_photos;
    const secondId = randomUUID();
    // A real photo declared 1 byte and GIF, and an HTML page declared a PNG photo of another entry.
    photoRow.size_bytes = 1;
    photoRow.mime_type = 'image/gif';
    forged.parts.inventory.tables.yarn_photos.push({
      ...photoRow,
      id: secondId,
      yarn_item_id: forged.parts.inventory.tables.yarn_items[1].id,
      mime_type: 'text/html',
      is_cover: true,
    });
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const big = Buffer.concat([PNG, Buffer.alloc(20_000)]);
    forged.parts.inventory.files = [
      { table: 'yarn_photos', row_id: photoRow.id as string, content_base64: big.toString('base64') },
      { table: 'yarn_photos', row_id: secondId, content_base64: html.toString('base64') },
    ];
    // A "PDF" that is not one.
    forged.parts.patterns.files[0].content_base64 = html.toString('base64');
    const summary = ok(await importFile(world(), fresh.token, Buffer.from(JSON.stringify(forged)))).body;
    // In: the real photo, the pattern's cover (a WebP) and the PDF processor's upload; out: the HTML "photo" and
    // the HTML "PDF".
    expect(summary).toMatchObject({ files: 3, skipped: 2, imported: { inventory: { yarn_photos: 1 } } });
    const rows = await world().query(
      'inventory',
      'SELECT mime_type, size_bytes FROM yarn_photos WHERE user_id = $1',
      [fresh.id],
    );
    expect(rows).toEqual([{ mime_type: 'image/png', size_bytes: big.length }]);
    const after = await exportDocument(world(), fresh.token);
    const item = after.parts.inventory.tables.yarn_photos[0];
    const served = await send(
      world().relays.inventory.url,
      'GET',
      `/yarn/${String(item.yarn_item_id)}/photos/${String(item.id)}`,
      { token: fresh.token },
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.raw.equals(big)).toBe(true);
    expect(after.parts.patterns.tables.pattern_files).toEqual([]);
  }, 120_000);

  it('count against the storage limit as uploads do: past it the import is a 413 and nothing is kept', async () => {
    const ann = await signUp(world(), email('quota'));
    await fillAccount(world(), ann.token);
    const source = await exportDocument(world(), ann.token);
    const fresh = await signUp(world(), email('quota2'));
    const empty = await exportDocument(world(), fresh.token);
    const over = structuredClone(source);
    over.owner.email = empty.owner.email;
    const photoId = over.parts.inventory.tables.yarn_photos[0].id as string;
    const large = Buffer.concat([PNG, Buffer.alloc(STORAGE_LIMIT)]);
    over.parts.inventory.files = [
      { table: 'yarn_photos', row_id: photoId, content_base64: large.toString('base64') },
    ];
    const answer = await importFile(world(), fresh.token, Buffer.from(JSON.stringify(over)));
    expect(answer).toMatchObject({ status: 413, body: { error: ACCOUNT_DATA_MESSAGES.storageFull } });
    expect((await exportDocument(world(), fresh.token)).parts.inventory.tables.yarn_items).toEqual([]);
    const files = await world().storedFiles();
    expect(files.filter((file) => file.includes(fresh.id))).toEqual([]);
  }, 120_000);
});
