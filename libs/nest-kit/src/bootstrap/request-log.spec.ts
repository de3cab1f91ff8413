import { Body, Controller, Get, Module, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { captureLogLines, startProbeApp, type ProbeApp } from '../testing/probe-app.js';
import { loggedUrl } from './request-log.js';

@Controller()
class ProbeController {
  @Get('things')
  things(@Req() request: Request) {
    return { id: (request as Request & { id?: string }).id };
  }

  @Post('login')
  login(@Body() _body: unknown) {
    return { ok: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('the request log', () => {
  const { lines, destination, lineFor } = captureLogLines();
  let probe: ProbeApp;
  beforeAll(async () => {
    // The request log and the app's own logs on (pino), as in a running service.
    probe = await startProbeApp(ProbeModule, {
      logger: undefined,
      requestLog: true,
      unknownQuery: 'ignore',
      logDestination: destination,
    });
  });
  afterAll(() => probe.app.close());

  it('writes one JSON line per request with id, method, url, status and duration', async () => {
    const response = await fetch(`${probe.url}/things?search=wool`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toEqual({ id });
    const line = await lineFor(id);
    expect(line).toMatchObject({
      service: 'probe',
      req: { method: 'GET', url: '/things?search=wool' },
      res: { statusCode: 200 },
    });
    expect(typeof line?.durationMs).toBe('number');
  });

  it("keeps the caller's valid X-Request-Id and replaces a hostile one", async () => {
    const kept = await fetch(`${probe.url}/things`, { headers: { 'x-request-id': 'gw-0123456789abcdef' } });
    expect(kept.headers.get('x-request-id')).toBe('gw-0123456789abcdef');
    const replaced = await fetch(`${probe.url}/things`, {
      headers: { 'x-request-id': '"}{ forged line '.repeat(20) },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs headers, bodies or secret query values', async () => {
    const before = lines.length;
    const response = await fetch(`${probe.url}/login?token=abc123secret`, {
      method: 'POST',
      headers: { authorization: 'Bearer very.secret.jwt', 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'Hunter2Pass' }),
    });
    await lineFor(response.headers.get('x-request-id'));
    const logged = JSON.stringify(lines.slice(before));
    expect(logged).toContain('/login?token=%5Bredacted%5D');
    expect(logged).not.toMatch(/abc123secret|very\.secret|Hunter2Pass|authorization/i);
  });
});

describe('loggedUrl', () => {
  it('redacts secret query values and keeps the rest', () => {
    expect(loggedUrl('/ravelry/callback?code=xyz&state=abc&page=2')).toBe(
      '/ravelry/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&page=2',
    );
    expect(loggedUrl('/yarn')).toBe('/yarn');
  });
});
