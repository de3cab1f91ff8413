import {
  PdfAttachInputSchema,
  PDF_PROCESSOR_API,
  PDF_PROCESSOR_FIELD,
  type PdfProcessing,
} from '@yarn-mgmt/contracts';
import { brokenUploads, damagedPdfs, fuzzEndpoint } from '@yarn-mgmt/testing';
import { readdir } from 'node:fs/promises';
import { toolsSuite } from './helpers.js';
import { hatPdf, pdfForm } from './pdfs.js';

// Hostile input: every write endpoint of the PDF processor refuses malformed requests with a 4xx and changes
// nothing. Ann's upload is the target; bob's is an id ann must not reach. No patterns service runs (port 9):
// an attach the contract accepts may answer 404 or 503, never a 500.
const suite = toolsSuite('tools_fuzz');
const svc = () => suite.harness;
const ann = () => suite.harness.user('ann');
let mine: PdfProcessing;
let bobs: PdfProcessing;

beforeAll(async () => {
  const pdf = await hatPdf();
  mine = (await suite.call('POST', PDF_PROCESSOR_API.upload, { token: ann().token, form: pdfForm(pdf) }))
    .body as PdfProcessing;
  const bob = suite.harness.user('bob');
  bobs = (await suite.call('POST', PDF_PROCESSOR_API.upload, { token: bob.token, form: pdfForm(pdf) }))
    .body as PdfProcessing;
});

describe('hostile requests to /pdf-processor', () => {
  fuzzEndpoint(svc, {
    method: 'POST',
    name: 'POST /pdf-processor/upload (broken uploads)',
    path: () => PDF_PROCESSOR_API.upload,
    requests: brokenUploads(PDF_PROCESSOR_FIELD),
    as: ann,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    name: 'POST /pdf-processor/upload (damaged PDFs)',
    path: () => PDF_PROCESSOR_API.upload,
    requests: damagedPdfs(PDF_PROCESSOR_FIELD),
    as: ann,
    runs: 300,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    name: 'POST /pdf-processor/uploads/:id/attach',
    path: () => PDF_PROCESSOR_API.attach(mine.id),
    schema: PdfAttachInputSchema,
    valid: () => ({ pattern_id: '0b7e6a1c-2f0e-4c6e-9a53-6a1f0d9e2b11' }),
    as: ann,
    maxAccepted: 20,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: (id) => PDF_PROCESSOR_API.attach(id),
    as: ann,
    otherIds: () => [bobs.id],
  });
  it('leaves no stray file in storage', async () => {
    const files = await readdir(suite.harness.filesDir, { recursive: true, withFileTypes: true });
    expect(files.filter((entry) => entry.isFile())).toHaveLength(2);
  });
});
