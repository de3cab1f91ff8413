import { startServiceHarness, type ServiceHarness } from '@yarn-mgmt/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppModule, gatewayAppOptions } from '../src/app.module.js';
import { loadGatewayConfig } from '../src/config/gateway.config.js';

// Issue 24: an instance stopped with SIGSTOP (the chaos suite's stall) takes connections and never answers. Every
// service here runs as that instance and a stand-in that answers, the stopped one first in each turn: reads and
// keyed usage writes are answered by the other after PROXY_TRY_TIMEOUT_MS; a write not safe to repeat is a 503
// after PROXY_TIMEOUT_MS, as before, and never reaches the other instance.
const ID = '0b7e6f0e-5a4c-4d2b-9a57-1f0c1c9d4a11';
const INSTANCE_SCRIPT = `
  const server = require('node:http').createServer((req, res) => res.end('{}'));
  server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
`;

let stopped: ChildProcess;
let answering: Server;
const answered: string[] = [];
let gateway: ServiceHarness;

/** A node process serving HTTP, then stopped: the kernel still takes its connections, nothing reads them. */
async function stoppedInstance(): Promise<string> {
  stopped = spawn(process.execPath, ['-e', INSTANCE_SCRIPT], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(stopped.stdout!, 'data')) as [Buffer];
  stopped.kill('SIGSTOP');
  return `http://127.0.0.1:${line.toString().trim()}`;
}

beforeAll(async () => {
  const stalledUrl = await stoppedInstance();
  answering = createServer((request, response) => {
    answered.push(`${request.method} ${request.url}`);
    request.resume();
    response.setHeader('content-type', 'application/json');
    request.on('end', () => response.end('{}'));
  });
  await new Promise<void>((resolve) => answering.listen(0, '127.0.0.1', resolve));
  const pair = `${stalledUrl},http://127.0.0.1:${(answering.address() as AddressInfo).port}`;
  // ACCOUNT_URL stays the harness's key server: the gateway checks tokens against it.
  const env = {
    INVENTORY_URL: pair,
    PATTERNS_URL: pair,
    PROJECTS_URL: pair,
    TOOLS_URL: pair,
    DEALS_URL: pair,
    PROXY_TIMEOUT_MS: '2000',
    PROXY_TRY_TIMEOUT_MS: '300',
  };
  gateway = await startServiceHarness((testEnv) => AppModule.forRoot(loadGatewayConfig(testEnv)), {
    ...gatewayAppOptions(loadGatewayConfig({ ...process.env, ...env })),
    name: 'gateway_stall',
    env,
  });
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  stopped?.kill('SIGKILL');
  answering?.closeAllConnections();
  await new Promise((resolve) => answering?.close(resolve));
});

beforeEach(() => {
  answered.length = 0;
});

describe('a service instance stopped with SIGSTOP', () => {
  it('costs no read: the other instance answers, this call and the next ones', async () => {
    const knitter = gateway.user('ann');
    for (const path of ['/api/patterns', '/api/patterns?page=2', '/api/patterns?page=3'])
      expect((await knitter.call('GET', path)).status).toBe(200);
    expect(answered).toEqual(['GET /patterns', 'GET /patterns?page=2', 'GET /patterns?page=3']);
  });

  it.each([
    ['Record Usage', `/yarn/${ID}/use`],
    ["a project's usage", `/projects/${ID}/usage`],
  ])('costs no keyed write of %s: the other instance records it', async (_, path) => {
    const reply = await gateway.user('ann').call('POST', `/api${path}`, {
      body: { skeins: 1, yardage: 0 },
      headers: { 'idempotency-key': `usage-${path.length}` },
    });
    expect(reply.status).toBe(200);
    expect(answered).toEqual([`POST ${path}`]);
  });

  it.each([
    ['a write without a key', '/api/ai-designer/designs', {}],
    [
      'a keyed write to a route that does not honour keys',
      '/api/deals/targets',
      { 'idempotency-key': 'k-1' },
    ],
  ])('answers %s 503 as before, never sending it to the other instance', async (_, path, headers) => {
    const reply = await gateway.user('ann').call('POST', path, { body: { name: 'x' }, headers });
    expect(reply).toMatchObject({ status: 503, body: { statusCode: 503 } });
    expect(answered).toEqual([]);
  });
});
