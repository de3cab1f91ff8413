import { DESIGNER_API } from '@yarn-mgmt/contracts';
import {
  FAKE_LLM_MODEL,
  startFakeLlm,
  startServiceHarness,
  type FakeLlm,
  type ServiceHarness,
} from '@yarn-mgmt/testing';
import { AppModule } from '../src/app.module.js';
import { loadToolsConfig } from '../src/config/tools.config.js';

// The service's own log lines (requests and warnings, at debug level) while the AI endpoint answers, refuses and
// fails: the key is in none of them.
const KEY = 'sk-live-never-in-a-log-5e2b9a';
const lines: string[] = [];
let llm: FakeLlm;
let svc: ServiceHarness;

beforeAll(async () => {
  llm = await startFakeLlm();
  svc = await startServiceHarness((env) => AppModule.forRoot(loadToolsConfig(env)), {
    name: 'tools_ai_designer_logs',
    requestLog: true,
    logLevel: 'debug',
    logLevels: false,
    logDestination: { write: (line: string) => void lines.push(line) },
    env: {
      PATTERNS_URL: 'http://127.0.0.1:9',
      LLM_BASE_URL: llm.url,
      LLM_API_KEY: KEY,
      LLM_MODEL: FAKE_LLM_MODEL,
      LLM_TIMEOUT_MS: '600',
    },
  });
});
afterAll(async () => {
  await svc?.close();
  await llm?.close();
});

it('never logs the AI key, whether the endpoint answers, refuses or times out', async () => {
  const ann = svc.user('ann');
  const body = { projectType: 'scarf', craftType: 'crochet', difficulty: 'beginner', yarnWeight: 'dk' };
  await ann.post(DESIGNER_API.generate).send(body).expect(200);
  llm.script(() => ({ status: 401, message: `Incorrect API key provided: ${KEY}` }));
  await ann.post(DESIGNER_API.generate).send(body).expect(200);
  llm.script(() => ({ content: '{}', delayMs: 2_000 }));
  await ann.post(DESIGNER_API.generate).send(body).expect(200);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(llm.requests().every((request) => request.authorization === `Bearer ${KEY}`)).toBe(true);
  const log = lines.join('');
  expect(log).toContain('"url":"/ai-designer/generate"');
  expect(log).toContain('the AI endpoint answered 401');
  expect(log).toContain('the AI endpoint failed (timeout)');
  expect(log).not.toContain(KEY);
  expect(log).not.toContain(KEY.slice(-12));
});
