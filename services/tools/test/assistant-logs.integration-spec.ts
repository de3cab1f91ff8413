import { SMART_RECOMMENDATIONS_API } from '@yarn-mgmt/contracts';
import {
  FAKE_LLM_MODEL,
  startFakeLlm,
  startServiceHarness,
  type FakeLlm,
  type ServiceHarness,
} from '@yarn-mgmt/testing';
import { AppModule } from '../src/app.module.js';
import { loadToolsConfig } from '../src/config/tools.config.js';

// Messages are not stored and not logged: the service's own log lines at debug level (requests, the answer's
// intent, mode and time, the AI endpoint's and the neighbours' failures) never hold what the knitter typed.
const SECRET = 'Grandmas Qwertyuiop heirloom';
const lines: string[] = [];
let llm: FakeLlm;
let svc: ServiceHarness;

beforeAll(async () => {
  llm = await startFakeLlm();
  svc = await startServiceHarness((env) => AppModule.forRoot(loadToolsConfig(env)), {
    name: 'tools_assistant_logs',
    requestLog: true,
    logLevel: 'debug',
    logLevels: false,
    logDestination: { write: (line: string) => void lines.push(line) },
    env: {
      PATTERNS_URL: 'http://127.0.0.1:9',
      INVENTORY_URL: 'http://127.0.0.1:9',
      DEALS_URL: 'http://127.0.0.1:9',
      LLM_BASE_URL: llm.url,
      LLM_MODEL: FAKE_LLM_MODEL,
      LLM_TIMEOUT_MS: '600',
    },
  });
});
afterAll(async () => {
  await svc?.close();
  await llm?.close();
});

it('logs the intent, mode and time of each answer, never the message or its context', async () => {
  const ann = svc.user('ann');
  const body = {
    message: `how much DK do I have for ${SECRET}?`,
    context: { previousMessages: [{ role: 'user', content: `${SECRET} socks` }] },
  };
  llm.script(() => ({ toolCalls: [{ name: 'stash_totals', arguments: {} }] }));
  await ann.post(SMART_RECOMMENDATIONS_API.chat).send(body).expect(200);
  llm.script(() => ({ content: `not json: ${SECRET}` }));
  await ann.post(SMART_RECOMMENDATIONS_API.chat).send(body).expect(200);
  llm.script(() => ({ content: '{}', delayMs: 1_000 }));
  await svc.anonymous
    .post(SMART_RECOMMENDATIONS_API.query)
    .send({ query: `${SECRET} for a hat` })
    .expect(200);
  await ann.post(SMART_RECOMMENDATIONS_API.chat).send({ message: '' }).expect(400);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const log = lines.join('');
  expect(log).toContain('"url":"/smart-recommendations/chat"');
  expect(log).toMatch(
    /chat: intent stash_amount, mode keyword_fallback, the AI endpoint's answer not used \(too_many_turns\), \d+ ms/,
  );
  expect(log).toMatch(
    /chat: intent stash_amount, mode keyword_fallback, the AI endpoint's answer not used \(malformed\)/,
  );
  expect(log).toMatch(
    /query: intent \w+, mode keyword_fallback, the AI endpoint's answer not used \(timeout\)/,
  );
  expect(log).toContain('the inventory service is unavailable');
  expect(log).not.toContain('Qwertyuiop');
});
