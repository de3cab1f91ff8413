import { Controller, Get, Module } from '@nestjs/common';
import { captureLogLines, startProbeApp, type ProbeApp } from '../testing/probe-app.js';
import type { RequestShortcut } from './service-app.js';

@Controller()
class ProbeController {
  @Get('slow-way')
  slowWay() {
    return { by: 'nest' };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

/** Answers /fast itself, as the gateway's proxy shortcut answers verified API calls. */
const fastOnly: RequestShortcut = (app, log) => {
  expect(app.getHttpServer()).toBeDefined();
  return (request, response) => {
    if (request.url !== '/fast') return false;
    log(request, response);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ by: 'shortcut', id: (request as { id?: unknown }).id }));
    return true;
  };
};

describe('a request shortcut', () => {
  const { destination, lineFor } = captureLogLines();
  let probe: ProbeApp;
  beforeAll(async () => {
    probe = await startProbeApp(ProbeModule, {
      logger: undefined,
      requestLog: true,
      logDestination: destination,
      shortcut: fastOnly,
    });
  });
  afterAll(() => probe.app.close());

  it('answers what it takes, logged like any request, with the id echoed to the caller', async () => {
    const response = await fetch(`${probe.url}/fast`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toEqual({ by: 'shortcut', id });
    expect(await lineFor(id)).toMatchObject({
      service: 'probe',
      req: { method: 'GET', url: '/fast' },
      res: { statusCode: 200 },
    });
  });

  it('leaves everything else to the app: its routes, its 404s, its security headers', async () => {
    const routed = await fetch(`${probe.url}/slow-way`);
    expect(await routed.json()).toEqual({ by: 'nest' });
    expect(routed.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${probe.url}/fast/but-not-quite`)).status).toBe(404);
  });
});
