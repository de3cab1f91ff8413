import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { drawPdfPage } from './pdf-page-image.js';
import { extractPdfText, PdfTextError } from './pdf-text.js';

// A minimal one-page PDF with one line of text, written by hand (the PDF maker of libs/testing builds richer ones;
// nest-kit cannot depend on libs/testing). `padding` bytes of spaces after the text, the stream deflated: with a
// large padding, a "PDF bomb" (a few KB that inflate to megabytes).
function tinyPdf(text: string, { padding = 0 }: { padding?: number } = {}): Uint8Array {
  const content = Buffer.concat([
    Buffer.from(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET\n`),
    Buffer.alloc(padding, 0x20),
  ]);
  const stream = padding ? deflateSync(content, { level: 9 }) : content;
  const filter = padding ? ' /Filter /FlateDecode' : '';
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length}${filter} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  let body = Buffer.from('%PDF-1.4\n');
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body = Buffer.concat([body, Buffer.from(`${index + 1} 0 obj\n`), object, Buffer.from('\nendobj\n')]);
    return offset;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  tail += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`;
  return new Uint8Array(Buffer.concat([body, Buffer.from(tail)]));
}

const MB = 1024 * 1024;

/** The longest gap between ticks of a 10 ms timer while `work` runs: how long the event loop was stalled. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    await work().catch(() => undefined);
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe('extractPdfText', () => {
  it('reads the text and the page count of a PDF', async () => {
    await expect(extractPdfText(tinyPdf('Gauge: 20 sts = 4 in'))).resolves.toEqual({
      text: 'Gauge: 20 sts = 4 in',
      pages: 1,
      pagesRead: 1,
      pageChars: [15],
    });
  });

  it("leaves the caller's bytes usable", async () => {
    const data = tinyPdf('Yarn: DK');
    await extractPdfText(data);
    expect(data.byteLength).toBeGreaterThan(0);
    await expect(extractPdfText(data)).resolves.toMatchObject({ text: 'Yarn: DK' });
  });

  it('reads a compressed stream within the caps', async () => {
    await expect(extractPdfText(tinyPdf('Yarn: DK', { padding: MB }))).resolves.toMatchObject({
      text: 'Yarn: DK',
    });
  });

  it.each([
    ['text that is not a PDF', new TextEncoder().encode('Yarn: DK, 200 yds')],
    ['an empty file', new Uint8Array()],
    ['a PDF cut short', tinyPdf('Yarn: DK').slice(0, 60)],
  ])('refuses %s as "The file is not a readable PDF" (400)', async (_, data) => {
    const error = await extractPdfText(data).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PdfTextError);
    expect(error).toMatchObject({
      code: 'PDF_UNREADABLE',
      status: 400,
      message: 'The file is not a readable PDF',
    });
  });

  it('refuses a PDF bomb (a 50 KB file whose stream inflates to 50 MB) with a 400, before inflating it', async () => {
    const bomb = tinyPdf('Bomb', { padding: 50 * MB });
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    const started = performance.now();
    const error = await extractPdfText(bomb).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'PDF_TOO_LARGE',
      status: 400,
      message: 'The PDF holds too much data once unpacked to be read',
    });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('terminates a read that runs past its time cap, with a 400', async () => {
    // Stream caps lifted, so only the time cap stops pdf.js inflating and scanning 200 MB.
    const bomb = tinyPdf('Bomb', { padding: 200 * MB });
    const started = performance.now();
    const error = await extractPdfText(bomb, {
      maxStreamBytes: 1024 * MB,
      maxTotalStreamBytes: 1024 * MB,
      timeoutMs: 300,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'PDF_TOO_COMPLEX', status: 400 });
    expect(performance.now() - started).toBeLessThan(4_000);
  });

  it("parses off the caller's event loop: a slow PDF never stalls it", async () => {
    const heavy = tinyPdf('Heavy', { padding: 100 * MB });
    const started = performance.now();
    const stall = await longestStall(() =>
      extractPdfText(heavy, { maxStreamBytes: 1024 * MB, maxTotalStreamBytes: 1024 * MB }),
    );
    const reading = performance.now() - started;
    // Reading it takes about a second of CPU; on the event loop that would be one stall as long as the read.
    expect(reading).toBeGreaterThan(300);
    expect(stall).toBeLessThan(reading / 2);
    // About a second alone; a 100 MB read on two busy cores (CI runs suites side by side) took longer than 5 s.
  }, 30_000);
});

describe('extractPdfText with images, and drawPdfPage', () => {
  it("counts each page's characters and lists the image objects when asked", async () => {
    const read = await extractPdfText(tinyPdf('Cast on 88 stitches'), { images: true });
    expect(read).toMatchObject({ pages: 1, pagesRead: 1, pageChars: [16], images: [] });
    expect((await extractPdfText(tinyPdf('Rib'))).images).toBeUndefined();
  });

  it('draws a page as a PNG at about 216 dpi, and refuses a page the PDF does not have', async () => {
    const page = await drawPdfPage(tinyPdf('Cast on 88 stitches'), 1);
    expect(page).toMatchObject({ width: 1836, height: 2376, pages: 1 });
    expect(page.data.subarray(1, 4).toString('latin1')).toBe('PNG');
    const jpeg = await drawPdfPage(tinyPdf('Rib'), 1, { format: 'jpeg' });
    expect([...jpeg.data.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    await expect(drawPdfPage(tinyPdf('Rib'), 2)).rejects.toMatchObject({ code: 'PDF_UNREADABLE' });
  });
});

describe('a PDF named by its file, which the worker opens itself', () => {
  let folder: string;
  beforeAll(async () => (folder = await mkdtemp(path.join(tmpdir(), 'pdf-source-'))));
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('reads its text and images and draws its page as from its bytes', async () => {
    const file = path.join(folder, 'pattern.pdf');
    await writeFile(file, tinyPdf('Cast on 88 stitches'));
    await expect(extractPdfText({ file }, { images: true })).resolves.toEqual({
      text: 'Cast on 88 stitches',
      pages: 1,
      pagesRead: 1,
      pageChars: [16],
      images: [],
    });
    await expect(drawPdfPage({ file }, 1)).resolves.toMatchObject({ width: 1836, height: 2376, pages: 1 });
  });

  it('refuses a file past the size cap unread, and one that is not a PDF', async () => {
    const big = path.join(folder, 'big.pdf');
    await writeFile(big, tinyPdf('Rib', { padding: 2 * MB }));
    await expect(extractPdfText({ file: big }, { maxInputBytes: 1024 })).rejects.toMatchObject({
      code: 'PDF_TOO_LARGE',
      status: 400,
    });
    const page = path.join(folder, 'page.pdf');
    await writeFile(page, '<html><body>Yarn: DK</body></html>');
    await expect(extractPdfText({ file: page })).rejects.toMatchObject({
      code: 'PDF_UNREADABLE',
      status: 400,
    });
  });
});
