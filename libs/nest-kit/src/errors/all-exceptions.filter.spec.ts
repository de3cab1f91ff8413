import { Controller, Get, Module, NotFoundException, Post } from '@nestjs/common';
import { RegisterInputSchema, SIGN_UP_MESSAGES, type RegisterInput } from '@yarn-mgmt/contracts';
import { z } from 'zod';
import { Public } from '../auth/decorators.js';
import { startProbeApp, type ProbeApp } from '../testing/probe-app.js';
import { ZodBody, ZodQuery } from '../validation/zod-validation.pipe.js';
import { domainErrorClass } from './domain-error.js';

class YarnError extends domainErrorClass({
  YARN_NOT_FOUND: [404, 'Yarn not found'],
  NOT_ENOUGH: [409, 'Not enough'],
}) {}

@Public()
@Controller()
class ProbeController {
  @Post('register')
  register(@ZodBody(RegisterInputSchema) body: RegisterInput) {
    return body;
  }

  @Get('list')
  list(
    @ZodQuery(z.object({ limit: z.coerce.number().int().max(100, { error: 'limit is at most 100' }) }))
    query: {
      limit: number;
    },
  ) {
    return query;
  }

  @Get('domain')
  domain() {
    throw new YarnError('YARN_NOT_FOUND', 'Yarn not found');
  }

  @Get('http')
  http() {
    throw new NotFoundException('No such thing');
  }

  @Get('boom')
  boom() {
    throw new Error('secret internals');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('error filter and zod validation', () => {
  let probe: ProbeApp;
  beforeAll(async () => {
    probe = await startProbeApp(ProbeModule);
  });
  afterAll(() => probe.app.close());

  const post = async (body: string) => {
    const response = await fetch(`${probe.url}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return { status: response.status, body: await response.json() };
  };

  it('passes a valid body through the schema (transformed)', async () => {
    const result = await post(
      JSON.stringify({
        email: 'Ann@Example.com',
        password: 'Knit2gether',
        first_name: 'Ann',
        last_name: 'Purl',
      }),
    );
    expect(result).toEqual({
      status: 201,
      body: {
        email: 'ann@example.com',
        password: 'Knit2gether',
        username: null,
        first_name: 'Ann',
        last_name: 'Purl',
      },
    });
  });

  it('answers bad input with 400, the first message and every field message', async () => {
    expect(
      await post(JSON.stringify({ email: 'x', password: 'short', first_name: 'Ann', last_name: 'Purl' })),
    ).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: SIGN_UP_MESSAGES.emailInvalid,
        fieldErrors: {
          email: [SIGN_UP_MESSAGES.emailInvalid],
          password: [SIGN_UP_MESSAGES.passwordMin, SIGN_UP_MESSAGES.passwordComplexity],
        },
      },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    expect(await post('{"email": ')).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Malformed JSON in request body' },
    });
  });

  it('validates query strings', async () => {
    const response = await fetch(`${probe.url}/list?limit=500`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      error: 'limit is at most 100',
      fieldErrors: { limit: ['limit is at most 100'] },
    });
  });

  it('maps domain errors by code, HTTP exceptions by status, anything else to a bare 500', async () => {
    const get = async (path: string) => {
      const response = await fetch(`${probe.url}${path}`);
      return { status: response.status, body: await response.json() };
    };
    expect(await get('/domain')).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Yarn not found', code: 'YARN_NOT_FOUND' },
    });
    expect(await get('/http')).toEqual({ status: 404, body: { statusCode: 404, error: 'No such thing' } });
    expect(await get('/nowhere')).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Cannot GET /nowhere' },
    });
    expect(await get('/boom')).toEqual({
      status: 500,
      body: { statusCode: 500, error: 'Internal server error' },
    });
  });
});
