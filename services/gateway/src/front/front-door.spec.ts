import { Controller, Get, Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServiceApp } from '@yarn-mgmt/nest-kit';
import { captureLogLines } from '@yarn-mgmt/nest-kit/testing';
import { installFrontDoor, type FrontDoorHandler } from './front-door.js';

@Controller()
class ProbeController {
  @Get('slow-way')
  slowWay() {
    return { by: 'nest' };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

/** Answers /fast itself, as the gateway's fast path answers verified API calls. */
const fastOnly: FrontDoorHandler = (request, response, log) => {
  if (request.url !== '/fast') return false;
  log(request, response);
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ by: 'front door', id: (request as { id?: unknown }).id }));
  return true;
};

describe("the gateway's front door", () => {
  const { destination, lineFor } = captureLogLines();
  let app: NestExpressApplication;
  let url: string;
  beforeAll(async () => {
    app = await createServiceApp(ProbeModule, {
      name: 'probe',
      docs: false,
      logDestination: destination,
      configure: (created, requestLog) => installFrontDoor(created, fastOnly, requestLog),
    });
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
  });
  afterAll(() => app.close());

  it('answers what it takes, logged like any request, with the id echoed to the caller', async () => {
    const response = await fetch(`${url}/fast`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toEqual({ by: 'front door', id });
    expect(await lineFor(id)).toMatchObject({
      service: 'probe',
      req: { method: 'GET', url: '/fast' },
      res: { statusCode: 200 },
    });
  });

  it('leaves everything else to the app: its routes, its 404s, its security headers', async () => {
    const routed = await fetch(`${url}/slow-way`);
    expect(await routed.json()).toEqual({ by: 'nest' });
    expect(routed.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${url}/fast/but-not-quite`)).status).toBe(404);
  });
});
