import { PatternSchema, PATTERNS_API, PDF_PROCESSOR_API, type PdfProcessing } from '@yarn-mgmt/contracts';
import {
  createTestDatabase,
  createTestKeyPair,
  serveJwks,
  startServiceProcess,
  type ServiceProcess,
  type TestDatabase,
  type TestKeyPair,
} from '@yarn-mgmt/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolsSuite } from './helpers.js';
import { hatPdf, pdfForm } from './pdfs.js';

// The patterns service's build, run as production runs it, sharing the tools harness's key pair.
let keys: TestKeyPair;
let patterns: ServiceProcess;
let patternsDb: TestDatabase;
let jwks: Server;
let files: string;
let patternsRunning = false;
beforeAll(async () => {
  keys = createTestKeyPair();
  const served = await serveJwks(keys);
  jwks = served.server;
  patternsDb = await createTestDatabase('tools_world_patterns');
  files = await mkdtemp(path.join(tmpdir(), 'tools-world-'));
  patterns = await startServiceProcess(
    fileURLToPath(new URL('../../patterns/dist/main.js', import.meta.url)),
    {
      DATABASE_URL: patternsDb.url,
      ACCOUNT_URL: served.url,
      FILE_STORAGE_DIR: files,
      INVENTORY_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'warn',
    },
  );
  patternsRunning = true;
});
afterAll(async () => {
  if (patternsRunning) await patterns.stop();
  await patternsDb?.drop();
  await new Promise((resolve) => jwks?.close(resolve));
  await rm(files, { recursive: true, force: true });
});

const suite = toolsSuite(
  'tools_save_to_library',
  () => ({ PATTERNS_URL: patterns.url }),
  () => keys,
);

const newPattern = async (token: string) => {
  const response = await fetch(`${patterns.url}${PATTERNS_API.patterns}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Harbour Hat', craft_type: 'knitting', yarn_weight: 'Worsted' }),
  });
  return PatternSchema.parse(await response.json());
};

describe('Save to Library: POST /pdf-processor/uploads/{id}/attach', () => {
  it("attaches the kept PDF to the pattern the form created, through the patterns service, as the user's", async () => {
    const ann = suite.harness.user('ann');
    const upload = (
      await suite.call('POST', PDF_PROCESSOR_API.upload, {
        token: ann.token,
        form: pdfForm(await hatPdf(), 'harbour-hat.pdf'),
      })
    ).body as PdfProcessing;
    const pattern = await newPattern(ann.token);
    const reply = await suite.call('POST', PDF_PROCESSOR_API.attach(upload.id), {
      token: ann.token,
      body: { pattern_id: pattern.id },
    });
    expect(reply.status).toBe(200);
    expect(PatternSchema.parse(reply.body).file).toMatchObject({ name: 'harbour-hat.pdf' });
    const read = await suite.call('GET', PDF_PROCESSOR_API.result(upload.id), { token: ann.token });
    expect(read.body).toMatchObject({ patternId: pattern.id });
  });

  it("is a 404 for another user's pattern, and says which field is wrong in a bad body", async () => {
    const ann = suite.harness.user('ann');
    const upload = (
      await suite.call('POST', PDF_PROCESSOR_API.upload, {
        token: ann.token,
        form: pdfForm(await hatPdf()),
      })
    ).body as PdfProcessing;
    const bobs = await newPattern(suite.harness.user('bob').token);
    expect(
      await suite.call('POST', PDF_PROCESSOR_API.attach(upload.id), {
        token: ann.token,
        body: { pattern_id: bobs.id },
      }),
    ).toMatchObject({ status: 404, body: { error: 'Pattern not found' } });
    expect(
      await suite.call('POST', PDF_PROCESSOR_API.attach(upload.id), {
        token: ann.token,
        body: { pattern_id: 'hat' },
      }),
    ).toMatchObject({ status: 400, body: { fieldErrors: { pattern_id: ['Must be a pattern id'] } } });
  });

  it('is a 503 that says so while the patterns service is down', async () => {
    const ann = suite.harness.user('ann');
    const upload = (
      await suite.call('POST', PDF_PROCESSOR_API.upload, {
        token: ann.token,
        form: pdfForm(await hatPdf()),
      })
    ).body as PdfProcessing;
    const pattern = await newPattern(ann.token);
    await patterns.stop();
    patternsRunning = false;
    expect(
      await suite.call('POST', PDF_PROCESSOR_API.attach(upload.id), {
        token: ann.token,
        body: { pattern_id: pattern.id },
      }),
    ).toMatchObject({
      status: 503,
      body: { error: 'The pattern library is unavailable right now: try again in a moment' },
    });
  });
});
