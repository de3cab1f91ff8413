/* eslint-disable @typescript-eslint/no-unsafe-member-access --
 * response bodies are JSON read field by field.
 */
import { deflateSync } from 'node:zlib';
import { patternsSuite, pdfForm } from './helpers.js';

const suite = patternsSuite('patterns_pdf_bomb');
const { call, count, token } = suite;

/** A one-page PDF of about 50 KB whose content stream inflates to 50 MB of spaces after one line of text. */
function pdfBomb(): Buffer {
  const stream = deflateSync(
    Buffer.concat([
      Buffer.from('BT /F1 12 Tf 72 720 Td (Bomb) Tj ET\n'),
      Buffer.alloc(50 * 1024 * 1024, 0x20),
    ]),
    { level: 9 },
  );
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  ];
  let body = Buffer.from('%PDF-1.4\n');
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body = Buffer.concat([body, Buffer.from(`${index + 1} 0 obj\n`), object, Buffer.from('\nendobj\n')]);
    return offset;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets
    .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
    .join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`;
  return Buffer.concat([body, Buffer.from(xref)]);
}

describe('a PDF bomb', () => {
  it.each(['/patterns/read-pdf', '/patterns/import-pdf'])(
    'is refused by %s with a 400 that says why, while the service keeps answering',
    async (path) => {
      const user = token();
      const bomb = pdfBomb();
      expect(bomb.length).toBeLessThan(100 * 1024);
      const reading = call('POST', path, { token: user, form: pdfForm(bomb) });
      // Asked while the bomb is being looked at: the event loop is free to answer.
      const health = await call('GET', '/health');
      const reply = await reading;
      // Refused for what it holds once unpacked (a read, or the 8 s reading timeout, would be another answer). How
      // fast is a speed target, not this suite's: a busy machine only makes it slower.
      expect([reply.status, reply.body.error]).toEqual([
        400,
        'The PDF holds too much data once unpacked to be read',
      ]);
      expect(health.status).toBe(200);
      expect(await count('patterns')).toBe(0);
    },
  );
});
