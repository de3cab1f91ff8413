import { Controller, Get, Module } from '@nestjs/common';
import { z } from 'zod';
import { Public } from '../auth/decorators.js';
import { startProbeApp, type ProbeApp } from '../testing/probe-app.js';
import { UuidParam } from './uuid-param.js';
import { ZodQuery } from './zod-validation.pipe.js';

@Public()
@Controller('things')
class ThingsController {
  @Get()
  list(@ZodQuery(z.object({ page: z.coerce.number().optional() }).strict()) query: { page?: number }) {
    return query;
  }

  @Get(':id')
  get(@UuidParam('id') id: string) {
    return { id };
  }
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

let probe: ProbeApp;
beforeAll(async () => {
  probe = await startProbeApp(ThingsModule);
});
afterAll(() => probe.app.close());

const get = async (path: string) => {
  const response = await fetch(`${probe.url}${path}`);
  return { status: response.status, body: await response.json() };
};

describe('UuidParam', () => {
  it('passes a UUID and answers 404 for anything else', async () => {
    const id = '0b7e6a1c-2f0e-4c6e-9a53-6a1f0d9e2b11';
    expect(await get(`/things/${id}`)).toEqual({ status: 200, body: { id } });
    expect(await get('/things/123')).toEqual({ status: 404, body: { statusCode: 404, error: 'Not Found' } });
  });
});

describe('query strings', () => {
  it('refuses parameters on a handler that declares no query, naming them', async () => {
    const id = '0b7e6a1c-2f0e-4c6e-9a53-6a1f0d9e2b11';
    expect(await get(`/things/${id}?x=1`)).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Unrecognized key: "x"',
        fieldErrors: { x: ['Unrecognized key: "x"'] },
      },
    });
  });

  it('leaves a declared query to its schema', async () => {
    expect(await get('/things?page=2')).toEqual({ status: 200, body: { page: 2 } });
    expect((await get('/things?other=1')).status).toBe(400);
  });
});
