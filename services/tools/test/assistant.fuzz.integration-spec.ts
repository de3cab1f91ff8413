import {
  ChatInputSchema,
  RecommendationQueryInputSchema,
  SMART_RECOMMENDATIONS_API,
} from '@yarn-mgmt/contracts';
import { fuzzEndpoint } from '@yarn-mgmt/testing';
import { toolsSuite } from './helpers.js';

// Hostile input to the assistant: a body the contract rejects is a 4xx in the error shape, one it accepts never
// makes the engine fail with a 5xx. The neighbours are down (port 9): accepted stash questions answer that they
// could not see it. The rate limit is out of the way, so every refusal is the contract's own.
const CLOSED = 'http://127.0.0.1:9';
const suite = toolsSuite('tools_assistant_fuzz', {
  INVENTORY_URL: CLOSED,
  DEALS_URL: CLOSED,
  CHAT_RATE_LIMIT: '100000',
});
const svc = () => suite.harness;
const ann = () => suite.harness.user('ann');

describe('hostile requests to /smart-recommendations', () => {
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => SMART_RECOMMENDATIONS_API.chat,
    schema: ChatInputSchema,
    valid: () => ({
      message: 'how much DK do I have?',
      context: {
        previousMessages: [
          { role: 'user', content: 'best yarn for baby blankets' },
          { role: 'assistant', content: 'Here are 5 picks.' },
        ],
      },
    }),
    as: ann,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => SMART_RECOMMENDATIONS_API.query,
    schema: RecommendationQueryInputSchema,
    valid: () => ({ query: 'soft yarn under $10' }),
  });
});
