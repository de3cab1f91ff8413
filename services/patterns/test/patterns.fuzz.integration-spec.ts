import { PatternWriteSchema, type Pattern } from '@yarn-mgmt/contracts';
import { fuzzEndpoint, type FuzzRequest } from '@yarn-mgmt/testing';
import fc from 'fast-check';
import { readdir } from 'node:fs/promises';
import { PDF, patternBody, patternsSuite } from './helpers.js';

// Hostile input: every write endpoint under /patterns refuses malformed requests with a 4xx and changes
// nothing. Patterns of ann's are the targets; bob's pattern is an id ann must not reach.
const suite = patternsSuite('patterns_fuzz');
const svc = () => suite.harness;
const ann = () => suite.harness.user('ann');
let mine: Pattern;
let bobs: Pattern;

beforeAll(async () => {
  mine = await suite.create(ann().token);
  bobs = await suite.create(suite.harness.user('bob').token);
  await suite.attach(ann().token, mine.id);
  await suite.attach(suite.harness.user('bob').token, bobs.id);
});

const others = () => [bobs.id];
const valid = () => patternBody();

/** Multipart bodies with no acceptable PDF: wrong field, not a PDF, several files, a broken form. */
const brokenUploads = (): fc.Arbitrary<FuzzRequest> => {
  const form = fc
    .tuple(
      fc.constantFrom('file', 'pdf', 'files', '', '\u0000'),
      fc.uint8Array({ maxLength: 2_048 }),
      fc.constantFrom('application/pdf', 'text/plain', 'application/octet-stream', ''),
      fc.constantFrom('pattern.pdf', '', '../../etc/passwd', 'a\u0000.pdf', 'x'.repeat(500)),
      fc.boolean(),
    )
    .map(([field, data, type, name, twice]): FuzzRequest => {
      const body = new FormData();
      // Random bytes never start with %PDF- (a leading % is dropped), so none is a file the upload would keep.
      const blob = new Blob([data[0] === 0x25 ? data.subarray(1) : data], { type });
      body.append(field, blob, name);
      // Twice in the same field: two files (a part named "" is a plain field, so that one is a file too).
      if (twice) body.append(field, blob, 'b.pdf');
      return { body };
    });
  const raw = fc
    .tuple(fc.string({ maxLength: 64 }), fc.constantFrom('xyz', '', '"quoted"', '-'.repeat(100)))
    .map(([payload, boundary]): FuzzRequest => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${payload}`,
    }));
  const twoPdfs = new FormData();
  for (const name of ['a.pdf', 'b.pdf']) twoPdfs.append('file', new Blob([new Uint8Array(PDF)]), name);
  const odd = fc.constantFrom<FuzzRequest>(
    { body: twoPdfs },
    { contentType: 'application/json', body: '{"file":"JVBERi0xLjQ="}' },
    { contentType: 'text/plain', body: '%PDF-1.4' },
    { contentType: 'multipart/form-data', body: 'no boundary' },
    {},
  );
  return fc.oneof(form, raw, odd);
};

describe('hostile requests to /patterns', () => {
  fuzzEndpoint(svc, { method: 'POST', path: () => '/patterns', schema: PatternWriteSchema, valid, as: ann });
  fuzzEndpoint(svc, {
    method: 'PUT',
    name: 'PUT /patterns/:id',
    path: () => `/patterns/${mine.id}`,
    schema: PatternWriteSchema,
    valid,
    as: ann,
  });
  fuzzEndpoint(svc, { method: 'PUT', path: (id) => `/patterns/${id}`, as: ann, otherIds: others });
  fuzzEndpoint(svc, { method: 'DELETE', path: (id) => `/patterns/${id}`, as: ann, otherIds: others });
  fuzzEndpoint(svc, { method: 'PATCH', path: (id) => `/patterns/${id}/favorite`, as: ann, otherIds: others });
  fuzzEndpoint(svc, {
    method: 'POST',
    name: 'POST /patterns/:id/file (broken uploads)',
    path: () => `/patterns/${mine.id}/file`,
    requests: brokenUploads(),
    as: ann,
  });
  fuzzEndpoint(svc, { method: 'POST', path: (id) => `/patterns/${id}/file`, as: ann, otherIds: others });
  fuzzEndpoint(svc, { method: 'DELETE', path: (id) => `/patterns/${id}/file`, as: ann, otherIds: others });
  it('leaves no stray file in storage', async () => {
    const files = await readdir(suite.harness.filesDir, { recursive: true, withFileTypes: true });
    expect(files.filter((entry) => entry.isFile())).toHaveLength(2);
  });
});
