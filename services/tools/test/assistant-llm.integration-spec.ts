import { CHAT_TEXTS, SMART_RECOMMENDATIONS_API } from '@yarn-mgmt/contracts';
import { FAKE_LLM_MODEL, startFakeLlm, type FakeChatRequest, type FakeLlm } from '@yarn-mgmt/testing';
import { AI_MAX_TURNS } from '../src/assistant/ai/ai-chat.js';
import { AI_TOOLS } from '../src/assistant/ai/ai-tool-definitions.js';
import { loadBrandTable } from '../src/assistant/brands/brand-table.js';
import { assistantAmongNeighbours } from './assistant-world.js';
import { toolsSuite } from './helpers.js';

// The chat with LLM_BASE_URL set, against libs/testing's fake OpenAI-compatible server: the model calls the
// engine's functions as tools (their results reach it), its answer is checked against the brand table, and a bad,
// unknown-brand, late or failed answer is the built-in engine's (keyword_fallback).
const KEY = 'sk-test-assistant-4d7e21';
let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm({ apiKey: KEY });
});
afterAll(() => llm?.close());

const { suite, chat, addYarn, addDeal } = assistantAmongNeighbours('tools_assistant_llm', () => ({
  LLM_BASE_URL: llm.url,
  LLM_API_KEY: KEY,
  LLM_MODEL: FAKE_LLM_MODEL,
  LLM_TIMEOUT_MS: '1500',
  LLM_BREAKER_FAILURES: '100',
}));
const ann = () => suite.harness.user('ann');

beforeAll(async () => {
  await addYarn(ann().token, {
    brand_name: 'Drops',
    line_name: 'Merino Extra Fine',
    weight_category: 'DK',
    yardage_per_skein: 115,
    weight_grams: 50,
    colorway: 'Heather Rose',
    skeins_total: 3,
    skeins_remaining: 3,
  });
  await addYarn(ann().token);
  await addDeal({ brand: 'Cascade', name: 'Cascade 220 Superwash', discount: 30, daysAgo: 1, active: true });
});

beforeEach(() => {
  llm.script(null);
  llm.resetLog();
});

const final = (response: string, recommendations: unknown[] = []) => ({
  content: JSON.stringify({ response, recommendations }),
});
/** The tool results of a request, by the name of the call they answer. */
const toolResults = (request: FakeChatRequest): Record<string, Record<string, unknown> | undefined> => {
  const calls = new Map(
    request.messages.flatMap((m) => m.toolCalls ?? []).map((call) => [call.id, call.name]),
  );
  return Object.fromEntries(
    request.messages
      .filter((m) => m.role === 'tool')
      .map((m): [string, Record<string, unknown>] => [
        calls.get(m.toolCallId ?? '') ?? '',
        JSON.parse(m.content) as Record<string, unknown>,
      ]),
  );
};

describe('/smart-recommendations with an OpenAI-compatible endpoint', () => {
  it("says 'AI Online' with the model while the endpoint answers", async () => {
    const reply = await suite.call('GET', SMART_RECOMMENDATIONS_API.status);
    expect(reply.body).toEqual({ success: true, model: FAKE_LLM_MODEL });
  });

  it('runs the tools the model calls, sends their results back, and rebuilds its picks from the table', async () => {
    llm.script((request) =>
      request.messages.some((m) => m.role === 'tool')
        ? final('You have 3 skeins of DK. For a baby blanket, try Cascade 220 Superwash.', [
            { brand_name: 'Cascade Yarns', line: '220 Superwash', quality_score: 10, avg_price: 1 },
            { brand_name: 'Fluffmaker', line: 'Cloud' },
          ])
        : {
            toolCalls: [
              { name: 'stash_totals', arguments: {} },
              { name: 'search_yarn', arguments: { weight: 'DK', washable: true, project: 'baby blanket' } },
              { name: 'brand_deals', arguments: { brand: 'Cascade' } },
              { name: 'brand_facts', arguments: { brand: 'malabrigo' } },
              { name: 'skeins_for', arguments: { yards_needed: 1200, yards_per_skein: 220 } },
            ],
          },
    );
    const previous = [
      { role: 'user' as const, content: 'hello' },
      { role: 'assistant' as const, content: 'Hi! Ask me about yarn.' },
    ];
    const answer = await chat('Washable DK for a baby blanket, and how much DK have I got?', {
      token: ann().token,
      previous,
    });
    const table = loadBrandTable();
    const cascade = table.findLine('Cascade Yarns', '220 Superwash');
    expect(answer).toMatchObject({
      response: 'You have 3 skeins of DK. For a baby blanket, try Cascade 220 Superwash.',
      fallback_response: null,
      mode: 'ai',
      unavailable: [],
      recommendations: [
        {
          brand_name: 'Cascade Yarns',
          line: '220 Superwash',
          quality_score: cascade?.brand.quality_score,
          value_score: cascade?.brand.value_score,
          avg_price: cascade?.line.price_usd,
          tier: cascade?.brand.tier,
        },
      ],
    });
    const [first, second] = llm.requests();
    expect(llm.requests()).toHaveLength(2);
    expect(first).toMatchObject({
      authorization: `Bearer ${KEY}`,
      responseFormat: 'json_object',
      toolChoice: 'auto',
    });
    expect(first?.tools).toEqual(AI_TOOLS.map((tool) => tool.name));
    expect(first?.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(first?.messages.at(-1)?.content).toBe(
      'Washable DK for a baby blanket, and how much DK have I got?',
    );
    const results = toolResults(second);
    expect(results.stash_totals).toMatchObject({
      skeins: 8,
      byWeight: expect.arrayContaining([{ name: 'DK', skeins: 3, yards: 345 }]) as unknown,
    });
    const lines = results.search_yarn?.lines as { weight: string; washable: boolean }[];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.weight === 'DK' && line.washable)).toBe(true);
    expect(results.brand_deals).toMatchObject({
      total: 1,
      deals: [{ product_name: 'Cascade 220 Superwash', discount_percentage: 30 }],
    });
    expect(results.brand_facts).toMatchObject({
      brand: 'Malabrigo',
      quality_score: table.find('Malabrigo')?.quality_score,
    });
    expect(results.skeins_for).toEqual({ skeinsNeeded: expect.any(Number) as unknown, skeinsToBuy: 6 });
    // Totals only: never the stash's list, the user's id or address.
    const sent = JSON.stringify(llm.requests());
    for (const secret of ['Heather Rose', 'Azul Profundo', ann().id, ann().email])
      expect(sent).not.toContain(secret);
  });

  it("tells a visitor's model the stash needs signing in", async () => {
    llm.script((request) =>
      request.messages.some((m) => m.role === 'tool')
        ? final(String(toolResults(request).stash_totals?.tell_the_user))
        : { toolCalls: [{ name: 'stash_totals', arguments: {} }] },
    );
    const answer = await chat('how much DK do I have?');
    expect(answer).toMatchObject({ mode: 'ai', response: 'Sign in to ask about your own stash.' });
    expect(toolResults(llm.requests()[1]).stash_totals).toMatchObject({ error: 'signed_out' });
  });

  it('answers with the built-in engine when the model answers something that is not the JSON asked for', async () => {
    llm.script(() => ({ content: 'Malabrigo is lovely, trust me.' }));
    const answer = await chat('is Malabrigo good quality?', { token: ann().token });
    expect(answer.mode).toBe('keyword_fallback');
    // The engine's own words, from the table.
    expect(answer.response).toContain(`${loadBrandTable().find('Malabrigo')?.quality_score}/10`);
    expect(answer.fallback_response).toBeNull();
  });

  it('answers with the built-in engine when the model names a brand the table does not know', async () => {
    llm.script(() => final('For a cheap sweater, Loops & Threads Impeccable is hard to beat.'));
    expect((await chat('budget-friendly yarn for a sweater')).mode).toBe('keyword_fallback');
    llm.script(() =>
      final('Fluffmaker Cloud is the softest.', [{ brand_name: 'Fluffmaker', line: 'Cloud' }]),
    );
    const answer = await chat('soft yarn under $10');
    expect(answer.mode).toBe('keyword_fallback');
    expect(answer.recommendations.every((card) => card.avg_price <= 10)).toBe(true);
  });

  it('answers with the built-in engine when the model is late, fails, or keeps calling tools', async () => {
    // A model that takes 20 s: given up on after LLM_TIMEOUT_MS (1.5 s), the engine answers. Waited out, the
    // model's own words would come back (mode 'ai') and 20 s late: the bound sits far from both ends.
    llm.script(() => ({ ...final('Too late.'), delayMs: 20_000 }));
    const started = Date.now();
    expect(await chat('best yarn for baby blankets')).toMatchObject({ mode: 'keyword_fallback' });
    expect(Date.now() - started).toBeLessThan(10_000);
    llm.script(() => ({ status: 500 }));
    expect(await chat('zxqv plorp wibble')).toEqual({
      response: null,
      fallback_response: CHAT_TEXTS.fallbackReply,
      mode: 'keyword_fallback',
      recommendations: [],
      links: [],
      unavailable: [],
    });
    llm.script(() => ({ toolCalls: [{ name: 'brand_facts', arguments: { brand: 'Rowan' } }] }));
    llm.resetLog();
    expect((await chat('is Rowan good?')).mode).toBe('keyword_fallback');
    expect(llm.requests()).toHaveLength(AI_MAX_TURNS);
    expect(llm.requests().at(-1)?.toolChoice).toBe('none');
  });
});

describe('with the endpoint down', () => {
  const down = toolsSuite('tools_assistant_llm_down', {
    INVENTORY_URL: 'http://127.0.0.1:9',
    DEALS_URL: 'http://127.0.0.1:9',
    LLM_BASE_URL: 'http://127.0.0.1:9/v1',
    LLM_MODEL: FAKE_LLM_MODEL,
  });

  it('says Basic Mode, and the built-in engine answers every message (keyword_fallback)', async () => {
    expect((await down.call('GET', SMART_RECOMMENDATIONS_API.status)).body).toEqual({
      success: false,
      model: null,
    });
    const reply = await down.call('POST', SMART_RECOMMENDATIONS_API.chat, {
      body: { message: 'best yarn for baby blankets' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      mode: 'keyword_fallback',
      response: expect.stringMatching(/baby blanket/) as unknown,
    });
  });
});
