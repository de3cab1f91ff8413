import { Controller, Get, Module } from '@nestjs/common';
import { Agent, request } from 'node:http';
import { Public } from '../auth/decorators.js';
import { startProbeApp, type ProbeApp } from '../testing/probe-app.js';

@Public()
@Controller()
class PingController {
  @Get('ping')
  ping() {
    return { ok: true };
  }
}

@Module({ controllers: [PingController] })
class PingModule {}

let probe: ProbeApp;
beforeAll(async () => {
  probe = await startProbeApp(PingModule);
});
afterAll(() => probe.app.close());

function get(agent: Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const call = request(`${probe.url}/ping`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: call.reusedSocket }));
    });
    call.on('error', reject);
    call.end();
  });
}

// The gateway's proxy and any pooling client send again on the connection they kept: after 6 s idle (Node's default
// would have closed it at 5 s, racing the next request) every service still has it open.
it('keeps an idle client connection open past 5 s, so the next request on it is answered', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await get(agent)).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await get(agent)).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
}, 20_000);
