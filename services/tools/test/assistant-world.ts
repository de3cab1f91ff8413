import {
  ChatResponseSchema,
  INVENTORY_API,
  PATTERNS_API,
  PatternSchema,
  RecommendationQueryResponseSchema,
  SMART_RECOMMENDATIONS_API,
  YarnSchema,
  type ChatContextMessage,
  type ChatResponse,
  type Pattern,
  type RecommendationQueryResponse,
  type Yarn,
} from '@yarn-mgmt/contracts';
import { seedDeal, seedDealsTarget, serviceWorld, type SeededDeal, type TestEnv } from '@yarn-mgmt/testing';
import { toolsSuite } from './helpers.js';

export interface AskOptions {
  /** The caller's bearer token; none for a visitor. */
  token?: string;
  previous?: ChatContextMessage[];
  headers?: Record<string, string>;
}

/**
 * A tools suite among the real services the yarn assistant reads (inventory, patterns, deals: their builds, each
 * its own process and database, trusting the suite's tokens), with builders for a user's stash and library and
 * the deals of the day. Call it first in the spec file.
 */
export function assistantAmongNeighbours(name: string, env: TestEnv | (() => TestEnv) = {}) {
  const world = serviceWorld(name, ['inventory', 'patterns', 'deals']);
  const suite = toolsSuite(
    name,
    () => ({
      INVENTORY_URL: world().urls.inventory,
      PATTERNS_URL: world().urls.patterns,
      DEALS_URL: world().urls.deals,
      ...(typeof env === 'function' ? env() : env),
    }),
    () => world().keys,
  );

  const chat = async (message: string, options: AskOptions = {}): Promise<ChatResponse> => {
    const reply = await suite.call('POST', SMART_RECOMMENDATIONS_API.chat, {
      token: options.token,
      headers: options.headers,
      body: { message, context: { previousMessages: options.previous ?? [] } },
    });
    if (reply.status !== 200) throw new Error(`chat: ${reply.status} ${JSON.stringify(reply.body)}`);
    return ChatResponseSchema.parse(reply.body);
  };

  const query = async (text: string, options: AskOptions = {}): Promise<RecommendationQueryResponse> => {
    const reply = await suite.call('POST', SMART_RECOMMENDATIONS_API.query, {
      token: options.token,
      headers: options.headers,
      body: { query: text },
    });
    if (reply.status !== 200) throw new Error(`query: ${reply.status} ${JSON.stringify(reply.body)}`);
    return RecommendationQueryResponseSchema.parse(reply.body);
  };

  const addYarn = async (token: string, overrides: Record<string, unknown> = {}): Promise<Yarn> =>
    YarnSchema.parse(
      await world().send('inventory', token, 'POST', INVENTORY_API.yarn, {
        brand_name: 'Malabrigo',
        line_name: 'Rios',
        weight_category: 'Worsted',
        yardage_per_skein: 210,
        weight_grams: 100,
        colorway: 'Azul Profundo',
        skeins_total: 5,
        skeins_remaining: 5,
        tags: [],
        ...overrides,
      }),
    );

  const addPattern = async (token: string, overrides: Record<string, unknown> = {}): Promise<Pattern> =>
    PatternSchema.parse(
      await world().send('patterns', token, 'POST', PATTERNS_API.patterns, {
        title: 'Ribbed Hat',
        craft_type: 'knitting',
        yarn_weight: 'Worsted',
        yardage_by_size: [{ size: 'Adult', yards: 400 }],
        sizes_available: ['Adult'],
        ...overrides,
      }),
    );

  let targetId: number | undefined;
  const addDeal = async (deal: SeededDeal): Promise<void> => {
    const query = <R extends Record<string, unknown>>(sql: string, params?: unknown[]) =>
      world().query<R>('deals', sql, params);
    targetId ??= await seedDealsTarget(query);
    await seedDeal(query, targetId, deal);
  };

  return { world, suite, chat, query, addYarn, addPattern, addDeal };
}
