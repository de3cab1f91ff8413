import { toolsSuite } from './helpers.js';

const suite = toolsSuite('tools_service');

describe('the tools service', () => {
  it('answers its health with its database up', async () => {
    const reply = await suite.call('GET', '/health');
    expect(reply).toMatchObject({
      status: 200,
      body: { status: 'ok', info: { database: { status: 'up' } } },
    });
  });

  it('documents its API in OpenAPI, bearer tokens included', async () => {
    const reply = await suite.call('GET', '/docs-json');
    expect(reply.status).toBe(200);
    expect(String((reply.body as { openapi?: string }).openapi)).toMatch(/^3\./);
    expect(reply.body).toMatchObject({
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    });
  });
});
