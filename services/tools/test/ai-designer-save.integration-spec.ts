import {
  DESIGNER_API,
  DesignerResponseSchema,
  PatternListResponseSchema,
  PatternSchema,
  PATTERNS_API,
  type Pattern,
} from '@yarn-mgmt/contracts';
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
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolsSuite } from './helpers.js';

// Save (DECISIONS 12) against the patterns service's build run as a process, sharing the harness's key pair, behind
// a door that can refuse the PDF's upload (a patterns service that fails half-way).
let keys: TestKeyPair;
let patterns: ServiceProcess;
let patternsDb: TestDatabase;
let jwks: Server;
let door: Server;
let doorUrl: string;
let files: string;
let refuseFiles = false;
let patternsRunning = false;

beforeAll(async () => {
  keys = createTestKeyPair();
  const served = await serveJwks(keys);
  jwks = served.server;
  patternsDb = await createTestDatabase('tools_designer_patterns');
  files = await mkdtemp(path.join(tmpdir(), 'tools-designer-'));
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
  door = createServer((incoming, outgoing) => {
    if (refuseFiles && incoming.method === 'POST' && /\/file$/.test(incoming.url ?? ''))
      return void outgoing.writeHead(503).end();
    const forward = request(
      new URL(incoming.url ?? '/', patterns.url),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
  doorUrl = `http://127.0.0.1:${(door.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (patternsRunning) await patterns.stop();
  await patternsDb?.drop();
  await new Promise((resolve) => jwks?.close(resolve));
  door?.closeAllConnections();
  await new Promise((resolve) => door?.close(resolve));
  await rm(files, { recursive: true, force: true });
});

const suite = toolsSuite(
  'tools_designer_save',
  () => ({ PATTERNS_URL: doorUrl }),
  () => keys,
);
const SWEATER = {
  projectType: 'sweater',
  craftType: 'knitting',
  difficulty: 'intermediate',
  yarnWeight: 'worsted',
  size: 'M',
};

/** The user's library, read from the patterns service itself. */
async function library(token: string, query = ''): Promise<Pattern[]> {
  const response = await fetch(`${patterns.url}${PATTERNS_API.patterns}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return PatternListResponseSchema.parse(await response.json()).patterns;
}

describe('Save: POST /ai-designer/save', () => {
  it("creates the pattern in the user's library with the design's fields and its PDF, found by the library's filters", async () => {
    const ann = suite.harness.user('ann');
    const design = DesignerResponseSchema.parse(
      (await suite.call('POST', DESIGNER_API.generate, { token: ann.token, body: SWEATER })).body,
    );
    const reply = await suite.call('POST', DESIGNER_API.save, { token: ann.token, body: SWEATER });
    expect(reply.status).toBe(201);
    const saved = PatternSchema.parse(reply.body);
    expect(saved).toMatchObject({
      title: design.pattern.title,
      craft_type: 'knitting',
      category: 'Sweater',
      difficulty_level: 3,
      yarn_weight: 'Worsted',
      sizes_available: design.design.sizes,
      needle_sizes: design.design.needleSizes,
      gauge_stitches: 18,
      gauge_rows: 24,
      gauge_measurement: '4 in',
      techniques: design.design.techniques,
      yardage_required: design.design.yardage[0].yards,
      yardage_max: design.design.yardage.at(-1)!.yards,
      file: { name: 'worsted-crew-neck-pullover.pdf' },
    });
    expect(saved.yardage_by_size).toEqual(design.design.yardage.map(({ size, yards }) => ({ size, yards })));
    const found = await library(
      ann.token,
      '?yarnWeight=Worsted&craft_type=knitting&category=Sweater&difficulty=Intermediate',
    );
    expect(found.map((p) => p.id)).toEqual([saved.id]);
    expect(await library(suite.harness.user('bob').token)).toEqual([]);
  });

  it('saves the wording the page showed when its numbers are the engine’s', async () => {
    const cat = suite.harness.user('cat');
    const { pattern } = DesignerResponseSchema.parse(
      (await suite.call('POST', DESIGNER_API.generate, { token: cat.token, body: SWEATER })).body,
    );
    const wording = {
      title: 'Harbour Pullover',
      description: pattern.description,
      instructions: pattern.instructions,
      notes: pattern.notes,
    };
    const saved = PatternSchema.parse(
      (await suite.call('POST', DESIGNER_API.save, { token: cat.token, body: { ...SWEATER, wording } })).body,
    );
    expect(saved).toMatchObject({ title: 'Harbour Pullover', file: { name: 'harbour-pullover.pdf' } });
  });

  it('removes the pattern again when its PDF cannot follow: a 503 that says so, nothing half-saved', async () => {
    const dan = suite.harness.user('dan');
    refuseFiles = true;
    try {
      expect(await suite.call('POST', DESIGNER_API.save, { token: dan.token, body: SWEATER })).toMatchObject({
        status: 503,
        body: { error: 'The pattern library is unavailable right now: try again in a moment' },
      });
    } finally {
      refuseFiles = false;
    }
    expect(await library(dan.token)).toEqual([]);
  });

  it('is a 400 with field errors before anything is sent to the library', async () => {
    const eve = suite.harness.user('eve');
    expect(
      await suite.call('POST', DESIGNER_API.save, { token: eve.token, body: { ...SWEATER, difficulty: '' } }),
    ).toMatchObject({
      status: 400,
      body: { fieldErrors: { difficulty: ['Please fill in all required fields'] } },
    });
    expect(await library(eve.token)).toEqual([]);
  });

  it('is a 503 that says so while the patterns service is down', async () => {
    await patterns.stop();
    patternsRunning = false;
    expect(
      await suite.call('POST', DESIGNER_API.save, { token: suite.harness.user('fay').token, body: SWEATER }),
    ).toMatchObject({
      status: 503,
      body: { error: 'The pattern library is unavailable right now: try again in a moment' },
    });
  });
});
