import { DESIGNER_API, DesignerResponseSchema, type DesignerResponse } from '@yarn-mgmt/contracts';
import { FAKE_LLM_MODEL, startFakeLlm, type FakeChatRequest, type FakeLlm } from '@yarn-mgmt/testing';
import { toolsSuite } from './helpers.js';

// The designer with LLM_BASE_URL set, against libs/testing's fake OpenAI-compatible server.
const KEY = 'sk-test-designer-8c1f0e';
let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm({ apiKey: KEY });
});
afterAll(() => llm?.close());

const suite = toolsSuite('tools_ai_designer_llm', () => ({
  LLM_BASE_URL: llm.url,
  LLM_API_KEY: KEY,
  LLM_MODEL: FAKE_LLM_MODEL,
  LLM_TIMEOUT_MS: '800',
  LLM_BREAKER_FAILURES: '2',
  LLM_BREAKER_COOLDOWN_MS: '1500',
}));

const HAT = {
  projectType: 'hat',
  craftType: 'knitting',
  difficulty: 'beginner',
  yarnWeight: 'worsted',
  size: 'Adult',
};

async function generate(): Promise<DesignerResponse> {
  const reply = await suite.call('POST', DESIGNER_API.generate, {
    token: suite.harness.user('ann').token,
    body: HAT,
  });
  expect(reply.status).toBe(200);
  return DesignerResponseSchema.parse(reply.body);
}

/** The engine's words as the fake received them (title, description, instructions, countsToKeep). */
const sent = (request: FakeChatRequest) =>
  JSON.parse(request.messages.at(-1)!.content) as {
    title: string;
    instructions: string;
    countsToKeep: string[];
  };

/** A friendly answer: the engine's steps reworded, every number kept. */
const friendly = (request: FakeChatRequest) => {
  const engine = sent(request);
  return {
    content: JSON.stringify({
      title: 'Harbour Beanie',
      description: 'A snug beanie for cold mornings by the sea.',
      notes: 'Take your time with the crown: it is where the magic happens.',
      instructions: engine.instructions.replace(/^Cast on/m, 'Cast on, nice and loosely,'),
    }),
  };
};

beforeEach(() => {
  llm.script(null);
  llm.resetLog();
});

describe('POST /ai-designer/generate with an OpenAI-compatible endpoint', () => {
  it("shows the AI's words around the engine's numbers when its answer keeps every one", async () => {
    llm.script(friendly);
    const result = await generate();
    expect(result.writer).toEqual({ source: 'llm', model: FAKE_LLM_MODEL, fallback: null });
    expect(result.pattern.title).toBe('Harbour Beanie');
    expect(result.pattern.instructions).toMatch(/^Cast on, nice and loosely, \d+ \(\d+, \d+\) sts/m);
    expect(result.pattern.notes).toMatch(/^Take your time with the crown/);
    expect(result.pattern.notes).toContain('Gauge: 18 sts and 24 rows');
    expect(result.pattern.notes).toContain(`Words by the AI model ${FAKE_LLM_MODEL}`);
    expect(result.design.checked).toBe(true);
  });

  it('sends the key, the model and the engine’s words, and nothing about the user', async () => {
    await generate();
    const [request] = llm.requests();
    expect(request).toMatchObject({
      model: FAKE_LLM_MODEL,
      responseFormat: 'json_object',
      authorization: `Bearer ${KEY}`,
    });
    const ann = suite.harness.user('ann');
    const everything = JSON.stringify(request.body);
    for (const secret of [ann.id, ann.email, ann.token]) expect(everything).not.toContain(secret);
    expect(sent(request).countsToKeep.length).toBeGreaterThan(0);
  });

  it("discards an answer that changes a number for the engine's own text, and the notes say so", async () => {
    llm.script((request) => {
      const engine = sent(request);
      const castOn = /Cast on (\d+)/.exec(engine.instructions)!;
      return {
        content: JSON.stringify({
          title: 'Harbour Beanie',
          description: 'Cosy.',
          notes: '',
          instructions: engine.instructions.replace(castOn[0], `Cast on ${Number(castOn[1]) + 2}`),
        }),
      };
    });
    const result = await generate();
    expect(result.writer.source).toBe('engine');
    expect(result.writer.fallback).toMatch(
      /^An AI wording \(local-test-model\) was discarded because it changed the pattern's numbers \(\d+ became \d+\): this is the built-in engine's own text/,
    );
    expect(result.pattern.title).toMatch(/^Worsted /);
    expect(result.pattern.notes.endsWith(result.writer.fallback!)).toBe(true);
    expect(result.pattern.instructions).not.toContain('Harbour');
  });

  it('asks once per request, never retries, and stops asking a failing endpoint for a while', async () => {
    llm.script(() => ({ status: 500 }));
    const down = await generate();
    expect(down.writer.fallback).toContain('The AI service is unavailable right now');
    expect(llm.requests()).toHaveLength(1);
    await generate();
    expect(llm.requests()).toHaveLength(2);
    // Two failures in a row (LLM_BREAKER_FAILURES): the next requests do not reach the endpoint.
    const skipped = await generate();
    expect(skipped.writer.fallback).toContain('failed several times just now, so it was not asked');
    expect(llm.requests()).toHaveLength(2);
    // After the cooldown one trial goes; it succeeds and the endpoint is asked again.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    llm.script(friendly);
    expect((await generate()).writer.source).toBe('llm');
    expect((await generate()).writer.source).toBe('llm');
    expect(llm.requests()).toHaveLength(4);
  });

  it("answers the engine's text within the timeout when the endpoint is slow, and says so", async () => {
    // A model that takes 20 s: given up on after LLM_TIMEOUT_MS (800 ms); waited out it would be 20 s late,
    // so the bound sits far from both ends.
    llm.script(() => ({ content: '{}', delayMs: 20_000 }));
    const started = Date.now();
    const result = await generate();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.writer).toMatchObject({
      source: 'engine',
      fallback: expect.stringContaining('did not answer in time') as unknown,
    });
    expect(result.pattern.notes).toContain(
      "The AI service did not answer in time: this is the built-in engine's own text",
    );
  });

  it("answers the engine's text when the endpoint drops the connection or is down", async () => {
    llm.script(() => ({ hangUp: true }));
    expect((await generate()).writer.fallback).toContain('unavailable right now');
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await llm.close();
    const result = await generate();
    expect(result.writer.fallback).toContain('unavailable right now');
    expect(result.pattern.instructions).toMatch(/^Cast on \d+/m);
  });
});
