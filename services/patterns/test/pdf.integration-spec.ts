/* eslint-disable @typescript-eslint/no-unsafe-member-access --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import {
  PATTERN_PDF_MAX_BYTES,
  PatternImportResponseSchema,
  PdfReadingResponseSchema,
} from '@yarn-mgmt/contracts';
import { PATTERN_CORPUS, makePatternPdf } from '@yarn-mgmt/testing';
import { readdir } from 'node:fs/promises';
import pg from 'pg';
import { PatternCoversService } from '../src/covers/pattern-covers.service.js';
import { patternsSuite, pdfForm } from './helpers.js';

const suite = patternsSuite('patterns_pdf', { DATABASE_LOCK_TIMEOUT_MS: '300' });
const { call, count, token } = suite;

const pullover = PATTERN_CORPUS.find((c) => c.id === 'harbour-light-pullover');
if (!pullover) throw new Error('the corpus has no harbour-light-pullover');
const pdfOf = async (text: string, options = {}) => Buffer.from(await makePatternPdf(text, options));
const storedFiles = async () =>
  (await readdir(suite.harness.filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());

describe('POST /patterns/read-pdf', () => {
  it('answers what the reader finds in the PDF, and stores nothing', async () => {
    const reply = await call('POST', '/patterns/read-pdf', {
      token: token(),
      form: pdfForm(await pdfOf(pullover.text)),
    });
    expect(reply.status).toBe(201);
    const { reading, pages, text_chars } = PdfReadingResponseSchema.parse(reply.body);
    expect(pages).toBe(1);
    expect(text_chars).toBeGreaterThan(500);
    expect(reading.title?.value).toBe('Harbour Light Pullover');
    expect(reading.designer?.value).toBe('Maren Olsen');
    expect(reading.yardage?.value).toEqual(pullover.expected.yardage);
    expect(reading.gauge?.value).toEqual({ stitches: 18, rows: 24, inches: 4 });
    expect(reading.title?.confidence).toBeGreaterThan(0);
    expect(await count('patterns')).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('says when a scanned PDF has no text, and refuses what is not a readable PDF', async () => {
    const user = token();
    const scanned = await call('POST', '/patterns/read-pdf', {
      token: user,
      form: pdfForm(await pdfOf(pullover.text, { scanned: true })),
    });
    expect(PdfReadingResponseSchema.parse(scanned.body)).toMatchObject({ reading: {}, text_chars: 0 });
    const refused: Array<[Buffer, string]> = [
      [Buffer.from('PK\u0003\u0004 a zip file'), 'The file is not a readable PDF'],
      [Buffer.from('%PDF-1.7\nthis is not really a pdf\n'), 'The file is not a readable PDF'],
      [
        await pdfOf(pullover.text, { passwordProtected: true }),
        'The PDF is password-protected: remove the password and upload it again',
      ],
    ];
    for (const [data, error] of refused) {
      const reply = await call('POST', '/patterns/read-pdf', { token: user, form: pdfForm(data) });
      expect([reply.status, reply.body.error]).toEqual([400, error]);
    }
  });
});

describe('POST /patterns/import-pdf', () => {
  it('makes a pattern filled from the PDF, with the PDF attached', async () => {
    const user = token();
    const pdf = await pdfOf(pullover.text);
    const reply = await call('POST', '/patterns/import-pdf', {
      token: user,
      form: pdfForm(pdf, 'harbour.pdf'),
    });
    expect(reply.status).toBe(201);
    const { pattern, reading } = PatternImportResponseSchema.parse(reply.body);
    expect(reading.title?.value).toBe('Harbour Light Pullover');
    expect(pattern).toMatchObject({
      title: 'Harbour Light Pullover',
      designer: 'Maren Olsen',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage_required: 900,
      yardage_max: 1480,
      needle_sizes: ['US 7 (4.5 mm)', 'US 8 (5 mm)'],
      gauge_stitches: 18,
      gauge_rows: 24,
      gauge_measurement: '4 inches',
      sizes_available: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
      file: { name: 'harbour.pdf', size: pdf.length },
    });
    expect(pattern.yardage_by_size).toEqual(pullover.expected.yardage);
    expect([...pattern.techniques].sort()).toEqual([...(pullover.expected.techniques ?? [])].sort());
    const served = await fetch(`${suite.harness.url}/patterns/${pattern.id}/download`, {
      headers: { authorization: `Bearer ${user}` },
    });
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await call('GET', '/patterns/activity/recent', { token: user })).body[0].description).toBe(
      'Imported pattern "Harbour Light Pullover"',
    );
  });

  it('takes the title from the file name when the PDF has none', async () => {
    const reply = await call('POST', '/patterns/import-pdf', {
      token: token(),
      form: pdfForm(await pdfOf('', { scanned: true }), 'Granny_Square_Blanket.pdf'),
    });
    expect(reply.status).toBe(201);
    expect(reply.body.pattern).toMatchObject({
      title: 'Granny Square Blanket',
      file: { name: 'Granny_Square_Blanket.pdf' },
    });
  });

  it('refuses what is not a readable PDF, or too big, and keeps nothing', async () => {
    const user = token();
    // The covers of the PDFs imported above are still being made in the background.
    await suite.harness.app.get(PatternCoversService).idle();
    const before = await count('patterns');
    const files = (await storedFiles()).length;
    const notPdf = await call('POST', '/patterns/import-pdf', {
      token: user,
      form: pdfForm(Buffer.from('hello')),
    });
    expect(notPdf).toMatchObject({ status: 400, body: { error: 'The file is not a readable PDF' } });
    const big = await call('POST', '/patterns/import-pdf', {
      token: user,
      form: pdfForm(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(PATTERN_PDF_MAX_BYTES)])),
    });
    expect(big).toMatchObject({ status: 413, body: { error: 'Pattern PDFs must be at most 50 MB' } });
    expect(await count('patterns')).toBe(before);
    expect(await storedFiles()).toHaveLength(files);
  });

  it('leaves no file behind when the pattern cannot be saved', async () => {
    const user = suite.harness.user('locked');
    const files = (await storedFiles()).length;
    const holder = new pg.Client({ connectionString: suite.harness.db.url });
    await holder.connect();
    try {
      // An unfinished insert of the same designer: the import's own insert waits on it past the lock timeout.
      await holder.query('BEGIN');
      await holder.query(`INSERT INTO pattern_designers (user_id, name) VALUES ($1, 'Maren Olsen')`, [
        user.id,
      ]);
      const reply = await call('POST', '/patterns/import-pdf', {
        token: user.token,
        form: pdfForm(await pdfOf(pullover.text)),
      });
      expect(reply).toMatchObject({ status: 503, body: { code: 'DATABASE_BUSY' } });
      await holder.query('ROLLBACK');
    } finally {
      await holder.end();
    }
    expect(await count('patterns', 'user_id = $1', [user.id])).toBe(0);
    expect(await storedFiles()).toHaveLength(files);
  });
});
