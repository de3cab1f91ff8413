import { ALLOWED_ABSENT } from './allowed-absent.js';
import { composeValue, readCompose } from './compose.js';
import {
  calledHosts,
  containerEnvNames,
  envProblems,
  envValue,
  envValues,
  staleAllowances,
} from './env-check.js';
import type { K8sObject } from './kustomize.js';
import { deployments, mainContainer, named, ofKind, renderAll, type Workload } from './manifests.js';
import {
  describeSchema,
  loadServiceSchemas,
  PROCESSES,
  serviceOf,
  SERVICES,
  type ServiceSchema,
} from './service-schemas.js';
import { z } from 'zod';

let schemas: Record<string, ServiceSchema>;
beforeAll(async () => {
  schemas = await loadServiceSchemas();
});
const rendered = renderAll();
const compose = readCompose();
const schemaOf = (process: string) => schemas[serviceOf(process)];

describe.each([
  ['base', rendered.base],
  ['production', rendered.production],
])("the %s Deployments against each service's config schema", (_, objects) => {
  const processes = deployments(objects);

  it.each(PROCESSES.map((p) => [p]))(
    '%s: env names are its settings, and every setting is set or allowed absent',
    (name) => {
      const container = mainContainer(processes.find((d) => d.metadata.name === name) as Workload);
      const names = containerEnvNames(container);
      const values = envValues(container);
      expect(
        envProblems({ process: name, names, values, schema: schemaOf(name), where: 'kubernetes' }),
      ).toEqual([]);
    },
  );

  it("image, port and probes: the service's image, its PORT on the http port, /health there", () => {
    for (const deployment of processes) {
      const name = deployment.metadata.name;
      const container = mainContainer(deployment);
      expect(container.image).toMatch(new RegExp(`(^|/)yarn-mgmt/${name}(:[\\w.-]+)?$`));
      const probes = container as unknown as Record<
        string,
        { httpGet: { path: string; port: string } } | undefined
      >;
      if (name === 'deals-worker') {
        expect(container.command).toContain('services/deals/dist/worker.js');
        expect(probes.livenessProbe?.httpGet).toEqual({ path: '/metrics', port: 'metrics' });
        continue;
      }
      const port = Number(envValue(container, 'PORT') ?? schemaOf(name).port);
      expect(container.ports).toContainEqual({ name: 'http', containerPort: port });
      for (const probe of ['readinessProbe', 'livenessProbe'])
        expect(probes[probe]?.httpGet).toEqual({ path: '/health', port: 'http' });
    }
  });

  it('every *_URL names a Service on its port (or the process itself on loopback), Redis on 6379', () => {
    type ServiceObject = K8sObject & { spec: { ports: Array<{ port: number; targetPort: string }> } };
    const listening = ofKind<ServiceObject>(objects, 'Service').flatMap((service) => {
      const ports = mainContainer(named(processes, service.metadata.name)).ports ?? [];
      return service.spec.ports.map((p) => {
        // The Service's port is the container's, so a URL means the same inside and outside the pod.
        expect(ports.find((c) => c.name === p.targetPort)?.containerPort).toBe(p.port);
        return `${service.metadata.name}:${p.port}`;
      });
    });
    for (const deployment of processes) {
      const container = mainContainer(deployment);
      const reachable = [...listening, `127.0.0.1:${envValue(container, 'PORT')}`, 'redis:6379'];
      for (const { name, host, port } of calledHosts(envValues(container)))
        expect(`${deployment.metadata.name} ${name} ${host}:${port}`).toBe(
          `${deployment.metadata.name} ${name} ${reachable.find((r) => r === `${host}:${port}`)}`,
        );
    }
  });
});

describe("docker/compose.yaml against each service's config schema", () => {
  it.each(PROCESSES.map((p) => [p]))(
    '%s: env names are its settings, and every setting is set or allowed absent',
    (name) => {
      const environment = compose[name]?.environment ?? {};
      const values = Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, composeValue(v)]));
      const names = Object.keys(environment);
      expect(envProblems({ process: name, names, values, schema: schemaOf(name), where: 'compose' })).toEqual(
        [],
      );
    },
  );

  it("runs each process from its service's build, with a restart policy", () => {
    for (const name of PROCESSES) {
      const service = compose[name];
      expect(service.build?.args?.SERVICE).toBe(serviceOf(name));
      expect(service.restart).toMatch(/^(unless-stopped|on-failure(:\d+)?|always)$/);
      if (name === 'deals-worker') expect(service.command).toContain('services/deals/dist/worker.js');
    }
  });

  it("checks each process's health as the manifests probe it: its own port's /health (the worker: /metrics)", () => {
    for (const name of PROCESSES) {
      const env = compose[name].environment ?? {};
      const url =
        name === 'deals-worker'
          ? `http://127.0.0.1:${composeValue(env.METRICS_PORT)}/metrics`
          : `http://127.0.0.1:${composeValue(env.PORT)}/health`;
      const check = compose[name].healthcheck;
      expect(`${name}: ${check?.test?.slice(0, 3).join(' ')}`).toBe(`${name}: CMD node -e`);
      expect(check?.test?.[3]).toContain(`fetch('${url}')`);
      expect(check?.retries).toBeGreaterThan(0);
    }
    for (const name of ['postgres', 'redis']) expect(compose[name].healthcheck?.test?.[0]).toBe('CMD');
  });

  it('every *_URL names a compose service on the port it listens on', () => {
    for (const name of PROCESSES) {
      const env = Object.fromEntries(
        Object.entries(compose[name].environment ?? {}).map(([k, v]) => [k, composeValue(v)]),
      );
      for (const { name: setting, host, port } of calledHosts(env)) {
        if (host === '127.0.0.1') {
          expect(`${name} ${setting}: ${port}`).toBe(`${name} ${setting}: ${composeValue(env.PORT)}`);
          continue;
        }
        const target = compose[host];
        expect(`${name} ${setting}: ${host}`).toBe(
          `${name} ${setting}: ${target ? host : 'a compose service'}`,
        );
        if (SERVICES.includes(host as never))
          expect(Number(composeValue(target.environment?.PORT) ?? schemaOf(host).port)).toBe(port);
      }
    }
  });
});

describe('the check itself', () => {
  it('fails when a service gains a setting its manifests do not set, and names an unknown one', () => {
    const schema = describeSchema(
      z.object({ PORT: z.coerce.number().default(3102), NEW_SETTING: z.string().default('x') }),
    );
    expect(
      envProblems({ process: 'inventory', names: ['PORT', 'TYPO'], schema, where: 'kubernetes' }),
    ).toEqual([
      'inventory: TYPO is not a setting of its service',
      'inventory: NEW_SETTING (a setting of its service) is missing from its kubernetes manifest',
    ]);
  });

  it('lists no allowance for a setting no service has any more', () => {
    const stale = staleAllowances(Object.values(schemas));
    expect(stale).toEqual([]);
    expect(ALLOWED_ABSENT.every((allowance) => allowance.reason.length > 20)).toBe(true);
  });
});
