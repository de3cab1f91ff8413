import { PatternCreateInputSchema, type Pattern } from '@yarn-mgmt/contracts';
import { brokenUploads, damagedPdfs, fuzzEndpoint } from '@yarn-mgmt/testing';
import { readdir } from 'node:fs/promises';
import { patternBody, patternsSuite } from './helpers.js';

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

describe('hostile requests to /patterns', () => {
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => '/patterns',
    schema: PatternCreateInputSchema,
    valid,
    as: ann,
  });
  fuzzEndpoint(svc, {
    method: 'PUT',
    name: 'PUT /patterns/:id',
    path: () => `/patterns/${mine.id}`,
    schema: PatternCreateInputSchema,
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
  fuzzEndpoint(svc, {
    method: 'PUT',
    name: 'PUT /patterns/:id/cover (broken uploads)',
    path: () => `/patterns/${mine.id}/cover`,
    requests: brokenUploads('cover'),
    as: ann,
  });
  fuzzEndpoint(svc, { method: 'PUT', path: (id) => `/patterns/${id}/cover`, as: ann, otherIds: others });
  fuzzEndpoint(svc, { method: 'DELETE', path: (id) => `/patterns/${id}/cover`, as: ann, otherIds: others });
  for (const path of ['/patterns/read-pdf', '/patterns/import-pdf']) {
    fuzzEndpoint(svc, {
      method: 'POST',
      name: `POST ${path} (broken uploads)`,
      path: () => path,
      requests: brokenUploads(),
      as: ann,
    });
    fuzzEndpoint(svc, {
      method: 'POST',
      name: `POST ${path} (damaged PDFs)`,
      path: () => path,
      requests: damagedPdfs(),
      as: ann,
      runs: 300,
    });
  }
  it('leaves no stray file in storage', async () => {
    const files = await readdir(suite.harness.filesDir, { recursive: true, withFileTypes: true });
    expect(files.filter((entry) => entry.isFile())).toHaveLength(2);
  });
});
