import { Agent, request } from 'node:http';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';

// A client that pools its connections sends again on the one it kept: after 6 s idle (Node's default would have
// closed it at 5 s, racing the client's next request) the gateway still has it open.
let stack: GatewayStack;

beforeAll(async () => {
  stack = await startGatewayStack();
});
afterAll(() => stack?.close());

function get(agent: Agent, path: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const call = request(`${stack.gateway.url}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: call.reusedSocket }));
    });
    call.on('error', reject);
    call.end();
  });
}

it('keeps an idle client connection open past 5 s, so the next request on it is answered', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await get(agent, '/remotes.json')).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await get(agent, '/remotes.json')).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
}, 20_000);
