import { CHAT_TEXTS, SMART_RECOMMENDATIONS_API, type Pattern, type Yarn } from '@yarn-mgmt/contracts';
import { signTestToken } from '@yarn-mgmt/testing';
import { loadBrandTable } from '../src/assistant/brands/brand-table.js';
import { SIGN_IN_DEALS_TEXT, SIGN_IN_TEXT } from '../src/assistant/engine/index.js';
import { assistantAmongNeighbours } from './assistant-world.js';

// The yarn assistant in Basic Mode (no AI endpoint) among the real inventory, patterns and deals services: two
// knitters with different stashes and libraries, today's deals, a visitor; the neighbours stop at the end.
const { world, suite, chat, query, addYarn, addPattern, addDeal } =
  assistantAmongNeighbours('tools_assistant');
const ann = () => suite.harness.user('ann');
const bob = () => suite.harness.user('bob');
let annDk: Yarn;
let annRios: Yarn;
let bobYarn: Yarn;
let annHat: Pattern;
let bobCowl: Pattern;

beforeAll(async () => {
  annDk = await addYarn(ann().token, {
    brand_name: 'Drops',
    line_name: 'Merino Extra Fine',
    weight_category: 'DK',
    yardage_per_skein: 115,
    weight_grams: 50,
    colorway: 'Heather Rose',
    skeins_total: 3,
    skeins_remaining: 3,
  });
  annRios = await addYarn(ann().token);
  bobYarn = await addYarn(bob().token, {
    brand_name: 'Cascade',
    line_name: '220',
    yardage_per_skein: 220,
    colorway: 'Pumpkin Spice',
    skeins_total: 4,
    skeins_remaining: 4,
  });
  annHat = await addPattern(ann().token);
  bobCowl = await addPattern(bob().token, {
    title: 'Harbour Cowl',
    yardage_by_size: [{ size: 'One', yards: 300 }],
  });
  await addDeal({ brand: 'Cascade', name: 'Cascade 220 Superwash', discount: 30, daysAgo: 1, active: true });
  await addDeal({
    brand: 'Cascade Yarns',
    name: 'Cascade Heritage Sock',
    discount: 20,
    daysAgo: 2,
    active: true,
  });
  await addDeal({ brand: 'cascade', name: 'Cascade Eco Plus', discount: 50, daysAgo: 40, active: false });
  await addDeal({ brand: 'DROPS', name: 'Drops Air', discount: 25, daysAgo: 1, active: true });
});

describe('/smart-recommendations in Basic Mode', () => {
  it('says Basic Mode (success false) when no AI endpoint is set, to a visitor and to a user', async () => {
    for (const token of [undefined, ann().token]) {
      const reply = await suite.call('GET', SMART_RECOMMENDATIONS_API.status, { token });
      expect(reply).toMatchObject({ status: 200, body: { success: false, model: null } });
    }
  });

  it('recommends lines of the brand table with its scores, prices and tiers, to a visitor too', async () => {
    const answer = await chat('best yarn for baby blankets');
    expect(answer).toMatchObject({ mode: 'built_in', fallback_response: null, links: [], unavailable: [] });
    expect(answer.response).toMatch(/baby blanket/);
    expect(answer.recommendations.length).toBeGreaterThanOrEqual(3);
    const table = loadBrandTable();
    for (const card of answer.recommendations) {
      const entry = table.findLine(card.brand_name, card.line ?? '');
      expect(entry?.line.good_for).toContain('baby');
      expect(card).toMatchObject({
        quality_score: entry?.brand.quality_score,
        value_score: entry?.brand.value_score,
        tier: entry?.brand.tier,
        avg_price: entry?.line.price_usd,
      });
    }
  });

  it('answers query with recommendations and their explanation, or the fallback reply it cannot read', async () => {
    const soft = await query('soft yarn under $10', { token: ann().token });
    expect(soft).toMatchObject({ success: true, mode: 'built_in' });
    expect(soft.explanation).toMatch(/under \$10/);
    expect(soft.recommendations.length).toBeGreaterThan(0);
    expect(soft.recommendations.every((card) => card.avg_price <= 10)).toBe(true);
    expect(await query('zxqv plorp wibble')).toEqual({
      success: false,
      recommendations: [],
      explanation: CHAT_TEXTS.fallbackReply,
      mode: 'keyword_fallback',
    });
  });

  it("answers what it cannot read with the spec's fallback reply, mode keyword_fallback", async () => {
    expect(await chat('zxqv plorp wibble', { token: ann().token })).toEqual({
      response: null,
      fallback_response: CHAT_TEXTS.fallbackReply,
      mode: 'keyword_fallback',
      recommendations: [],
      links: [],
      unavailable: [],
    });
  });

  it('reads a follow-up with the earlier messages as context', async () => {
    const first = await chat('machine washable DK for a baby blanket');
    const cheaper = await chat('what about cheaper ones?', {
      previous: [
        { role: 'user', content: 'machine washable DK for a baby blanket' },
        { role: 'assistant', content: first.response ?? '' },
      ],
    });
    expect(cheaper.mode).toBe('built_in');
    expect(cheaper.recommendations.length).toBeGreaterThan(0);
    expect(cheaper.recommendations.every((card) => card.weight_category === 'DK')).toBe(true);
  });

  it('refuses a malformed body with a 400 and its field errors', async () => {
    const token = ann().token;
    const cases = [
      [SMART_RECOMMENDATIONS_API.chat, { message: '   ' }, 'message'],
      [SMART_RECOMMENDATIONS_API.chat, { message: 'x'.repeat(1001) }, 'message'],
      [
        SMART_RECOMMENDATIONS_API.chat,
        { message: 'hi', context: { previousMessages: Array(6).fill({ role: 'user', content: 'a' }) } },
        'context.previousMessages',
      ],
      [
        SMART_RECOMMENDATIONS_API.chat,
        { message: 'hi', context: { previousMessages: [{ role: 'system', content: 'a' }] } },
        'context.previousMessages.0.role',
      ],
      [SMART_RECOMMENDATIONS_API.query, { query: '' }, 'query'],
      [SMART_RECOMMENDATIONS_API.query, { query: 'wool', extra: 1 }, ''],
    ] as const;
    for (const [path, body, field] of cases) {
      const reply = await suite.call('POST', path, { token, body });
      expect([path, reply.status]).toEqual([path, 400]);
      const fieldErrors = (reply.body as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
      if (field) expect(Object.keys(fieldErrors)).toContain(field);
    }
  });

  it('answers 401 to a token that is sent but does not verify, on all three paths', async () => {
    const expired = signTestToken(
      suite.harness.keys.privateKey,
      { sub: ann().id, email: ann().email, role: 'user' },
      { kid: suite.harness.keys.kid, expiresIn: -5 },
    );
    for (const token of [expired, 'not.a.token']) {
      expect((await suite.call('GET', SMART_RECOMMENDATIONS_API.status, { token })).status).toBe(401);
      const body = { message: 'how much DK do I have?' };
      expect((await suite.call('POST', SMART_RECOMMENDATIONS_API.chat, { token, body })).status).toBe(401);
      const asked = { query: 'wool' };
      expect((await suite.call('POST', SMART_RECOMMENDATIONS_API.query, { token, body: asked })).status).toBe(
        401,
      );
    }
  });

  it('documents the three endpoints in OpenAPI', async () => {
    const reply = await suite.call('GET', '/docs-json');
    const paths = (
      reply.body as { paths: Record<string, { get?: unknown; post?: { requestBody?: unknown } }> }
    ).paths;
    expect(paths[SMART_RECOMMENDATIONS_API.status]?.get).toBeDefined();
    expect(paths[SMART_RECOMMENDATIONS_API.query]?.post?.requestBody).toBeDefined();
    expect(paths[SMART_RECOMMENDATIONS_API.chat]?.post?.requestBody).toBeDefined();
  });
});

describe("the user's own stash, library and today's deals", () => {
  it('answers a stash question from the asking user’s stash only, with links to her yarn', async () => {
    const answer = await chat('how much DK do I have?', { token: ann().token });
    expect(answer).toMatchObject({ mode: 'built_in', unavailable: [] });
    expect(answer.response).toMatch(/3 skeins/);
    expect(answer.links).toEqual([expect.objectContaining({ kind: 'yarn', id: annDk.id })]);
    const all = await chat('how much yarn do I have?', { token: bob().token });
    expect(all.response).toMatch(/4 skeins/);
    expect(all.links.map((link) => link.id)).toEqual([bobYarn.id]);
    const told = JSON.stringify(all);
    for (const other of [annDk.id, annRios.id, 'Heather Rose', 'Azul Profundo'])
      expect(told).not.toContain(other);
  });

  it('answers "what can I make?" from the asking user’s library and stash only', async () => {
    const annAnswer = await chat('what can I make with my stash?', { token: ann().token });
    expect(annAnswer.response).toContain(annHat.title);
    expect(annAnswer.links).toContainEqual({ kind: 'pattern', id: annHat.id, label: annHat.title });
    expect(JSON.stringify(annAnswer)).not.toContain(bobCowl.title);
    const bobAnswer = await chat('what can I make with my stash?', { token: bob().token });
    expect(bobAnswer.response).toContain(bobCowl.title);
    expect(JSON.stringify(bobAnswer)).not.toMatch(new RegExp(`${annHat.title}|${annHat.id}`));
  });

  it("lists today's deals on a brand however the shop spelt it, and none that ended", async () => {
    const answer = await chat('any deals on Cascade?', { token: ann().token });
    expect(answer).toMatchObject({ mode: 'built_in', unavailable: [] });
    expect(answer.response).toContain('Cascade 220 Superwash');
    expect(answer.response).toContain('Cascade Heritage Sock');
    expect(answer.response).not.toMatch(/Eco Plus|Drops Air/);
  });

  it('asks a visitor to sign in for the stash and the deals, and still answers about yarn', async () => {
    expect(await chat('how much DK do I have?')).toMatchObject({ response: SIGN_IN_TEXT, links: [] });
    expect(await chat('what can I make with my stash?')).toMatchObject({ response: SIGN_IN_TEXT, links: [] });
    expect(await chat('any deals on Drops?')).toMatchObject({ response: SIGN_IN_DEALS_TEXT });
    expect((await chat('is Malabrigo good quality?')).response).toMatch(/Malabrigo/);
  });
});

describe('a neighbour down', () => {
  it('says what it could not see, still 200: the inventory, then the deals', async () => {
    await world().stop('inventory');
    const stash = await chat('how much DK do I have?', { token: ann().token });
    expect(stash).toMatchObject({ mode: 'built_in', unavailable: ['inventory'], links: [] });
    expect(stash.response).toMatch(/couldn't see your stash/);
    const ideas = await chat('what can I make with my stash?', { token: ann().token });
    expect(ideas.unavailable).toEqual(expect.arrayContaining(['inventory', 'patterns']));
    expect(ideas.response).toMatch(/couldn't see your pattern library/);
    await world().stop('deals');
    const deals = await chat('any deals on Cascade?', { token: ann().token });
    expect(deals).toMatchObject({ mode: 'built_in', unavailable: ['deals'] });
    expect(deals.response).toMatch(/couldn't see today's deals/);
    expect(
      (await chat('best yarn for baby blankets', { token: ann().token })).recommendations.length,
    ).toBeGreaterThan(0);
  });
});
