import fc from 'fast-check';
import type { FuzzRequest } from './fuzz-endpoint.js';

/** The smallest file that starts like a PDF: a kept upload's bytes, sent twice in one form below. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Multipart bodies with no acceptable file: wrong field, not a PDF (nor a picture), several files, a broken
 * form. `field` is the endpoint's own field (`file`, or `cover` for a cover photo).
 */
const SIGNATURE_STARTS = [0x25, 0x89, 0xff, 0x52, 0x47];

export const brokenUploads = (field = 'file'): fc.Arbitrary<FuzzRequest> => {
  const form = fc
    .tuple(
      fc.constantFrom(field, ...['file', 'pdf', 'files', ''].filter((other) => other !== field), '\u0000'),
      fc.uint8Array({ maxLength: 2_048 }),
      fc.constantFrom('application/pdf', 'text/plain', 'application/octet-stream', ''),
      fc.constantFrom('pattern.pdf', '', '../../etc/passwd', 'a\u0000.pdf', 'x'.repeat(500)),
      fc.boolean(),
    )
    .map(([field, data, type, name, twice]): FuzzRequest => {
      const body = new FormData();
      // Random bytes never start with %PDF- nor with a picture's signature (leading %, 0x89, 0xff, R and G are
      // dropped), so none is a file the upload would keep.
      let start = 0;
      while (start < data.length && SIGNATURE_STARTS.includes(data[start])) start += 1;
      const blob = new Blob([data.subarray(start)], { type });
      body.append(field, blob, name);
      // Twice in the same field: two files (a part named "" is a plain field, so that one is a file too).
      if (twice) body.append(field, blob, 'b.pdf');
      return { body };
    });
  const raw = fc
    .tuple(fc.string({ maxLength: 64 }), fc.constantFrom('xyz', '', '"quoted"', '-'.repeat(100)))
    .map(([payload, boundary]): FuzzRequest => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${payload}`,
    }));
  const twoPdfs = new FormData();
  for (const name of ['a.pdf', 'b.pdf']) twoPdfs.append(field, new Blob([new Uint8Array(PDF)]), name);
  const odd = fc.constantFrom<FuzzRequest>(
    { body: twoPdfs },
    { contentType: 'application/json', body: `{"${field}":"JVBERi0xLjQ="}` },
    { contentType: 'text/plain', body: '%PDF-1.4' },
    { contentType: 'multipart/form-data', body: 'no boundary' },
    {},
  );
  return fc.oneof(form, raw, odd);
};

/** Files that start like a PDF and are not one: the reader must refuse them (400), never fail (5xx). */
export const damagedPdfs = (field = 'file'): fc.Arbitrary<FuzzRequest> =>
  fc
    .tuple(
      fc.constantFrom('%PDF-1.4\n', '%PDF-1.7\n%\u00e2\u00e3\n', '%PDF-'),
      fc.uint8Array({ maxLength: 4_096 }),
    )
    .map(([head, rest]): FuzzRequest => {
      const body = new FormData();
      body.append(field, new Blob([Buffer.from(head, 'latin1'), rest], { type: 'application/pdf' }), 'a.pdf');
      return { body };
    });
