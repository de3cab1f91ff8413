import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, RemoteRegistryEntrySchema, SCRAPE_QUEUE } from '@yarn-mgmt/contracts';
import { envValue } from './env-check.js';
import type { K8sObject } from './kustomize.js';
import {
  deployments,
  KUBERNETES,
  mainContainer,
  named,
  ofKind,
  renderAll,
  type Workload,
} from './manifests.js';
import { PROCESSES, SERVICES } from './service-schemas.js';
import { validateObject } from './validate.js';

const rendered = renderAll();
const { base, production } = rendered;
type Spec<T> = K8sObject & { spec: T };
type KeyRef = { name: string; key: string; optional?: boolean };
type EnvSource = { valueFrom?: { configMapKeyRef?: KeyRef; secretKeyRef?: KeyRef } };
interface ScaledObjectSpec {
  scaleTargetRef: { name: string };
  minReplicaCount: number;
  triggers: Array<{ type: string; metadata: Record<string, string> }>;
}

describe('the Kubernetes manifests', () => {
  it.each(Object.entries(rendered))(
    '%s: every object is valid against its Kubernetes schema',
    (_, objects) => {
      expect(objects.length).toBeGreaterThan(0);
      for (const object of objects) expect(() => validateObject(object)).not.toThrow();
    },
  );

  it('a broken object fails its schema (the validation is real)', () => {
    const gateway = structuredClone(named(deployments(base), 'gateway'));
    (gateway.spec.template.spec.containers[0] as unknown as Record<string, unknown>).ports = [
      { containerPort: 'x' },
    ];
    expect(() => validateObject(gateway)).toThrow('Deployment/gateway');
    expect(() => validateObject({ ...gateway, kind: 'Deploymnet' })).toThrow('no schema');
    const scaled = structuredClone(
      named(ofKind<Spec<ScaledObjectSpec>>(base, 'ScaledObject'), 'deals-worker'),
    );
    expect(() => validateObject({ ...scaled, spec: { ...scaled.spec, scaleTargetRef: undefined } })).toThrow(
      'ScaledObject/deals-worker',
    );
  });

  it.each([
    ['base', base],
    ['production', production],
  ])(
    '%s: each process runs in a Deployment with a disruption budget; services and gateway autoscale',
    (_, objects) => {
      expect(
        deployments(objects)
          .map((d) => d.metadata.name)
          .sort(),
      ).toEqual([...PROCESSES].sort());
      const budgets = ofKind<Spec<{ selector: { matchLabels: Record<string, string> } }>>(
        objects,
        'PodDisruptionBudget',
      );
      for (const deployment of deployments(objects)) {
        const labels = deployment.spec.template.metadata.labels;
        const budget = budgets.find((b) =>
          Object.entries(b.spec.selector.matchLabels).every(([k, v]) => labels[k] === v),
        );
        expect(budget?.metadata.name).toBe(deployment.metadata.name);
      }
      const scaled = ofKind<Spec<{ scaleTargetRef: { name: string } }>>(objects, 'HorizontalPodAutoscaler');
      expect(scaled.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual([...SERVICES, 'gateway'].sort());
    },
  );

  it.each([
    ['base', base],
    ['production', production],
  ])(
    '%s: every process is annotated for Prometheus and serves metrics on METRICS_PORT 9464',
    (_, objects) => {
      for (const deployment of deployments(objects)) {
        expect(deployment.spec.template.metadata.annotations).toEqual({
          'prometheus.io/scrape': 'true',
          'prometheus.io/port': '9464',
          'prometheus.io/path': '/metrics',
        });
        const container = mainContainer(deployment);
        expect(envValue(container, 'METRICS_PORT')).toBe('9464');
        expect(container.ports).toContainEqual({ name: 'metrics', containerPort: 9464 });
      }
    },
  );

  it('keeps secrets out of the repository: Secrets are referenced, never defined', () => {
    for (const objects of Object.values(rendered)) expect(ofKind(objects, 'Secret')).toEqual([]);
    const text = JSON.stringify([base, production]);
    for (const secret of ['jwt-signing-key', 'integrations-key', 'file-link-secret', 'provider-credentials'])
      expect(text).toContain(`"${secret}"`);
  });

  it.each([
    ['base', base],
    ['production', production],
  ])(
    '%s: every ConfigMap key an env reads exists; every Secret is in the README list to create',
    (_, objects) => {
      const configMaps = ofKind<K8sObject & { data: Record<string, string> }>(objects, 'ConfigMap');
      const readme = readFileSync(path.join(KUBERNETES, 'README.md'), 'utf8');
      for (const deployment of deployments(objects))
        for (const entry of mainContainer(deployment).env ?? []) {
          const { configMapKeyRef: map, secretKeyRef: secret } = (entry as EnvSource).valueFrom ?? {};
          if (map && !map.optional)
            expect(
              `${map.name}.${map.key}: ${configMaps.find((c) => c.metadata.name === map.name)?.data[map.key] !== undefined}`,
            ).toBe(`${map.name}.${map.key}: true`);
          if (secret) expect(readme).toContain(secret.name);
        }
    },
  );

  it('scales the worker with KEDA on the BullMQ waiting list of the scrape queue', () => {
    const scaled = named(ofKind<Spec<ScaledObjectSpec>>(production, 'ScaledObject'), 'deals-worker');
    expect(scaled.spec.scaleTargetRef).toEqual({ name: 'deals-worker' });
    expect(scaled.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
    expect(scaled.spec.triggers.map((trigger) => [trigger.type, trigger.metadata.listName])).toEqual([
      ['redis', `bull:${SCRAPE_QUEUE}:wait`],
    ]);
  });

  it('serves remotes.json from a ConfigMap the gateway reads through REMOTES_FILE, every entry valid', () => {
    const remotes = named(ofKind<K8sObject & { data: Record<string, string> }>(base, 'ConfigMap'), 'remotes');
    const registry = JSON.parse(remotes.data['remotes.json']) as Record<string, unknown>;
    expect(Object.keys(registry).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const entry of Object.values(registry))
      expect(RemoteRegistryEntrySchema.safeParse(entry).success).toBe(true);
    const gateway = named(deployments(base), 'gateway');
    const container = mainContainer(gateway);
    const mount = container.volumeMounts as Array<{ name: string; mountPath: string }>;
    const volume = gateway.spec.template.spec.volumes?.find(
      (v) => v.configMap && (v.configMap as { name: string }).name === 'remotes',
    );
    const remotesMount = mount.find((m) => m.name === volume?.name);
    expect(envValue(container, 'REMOTES_FILE')).toBe(`${remotesMount?.mountPath}/remotes.json`);
    expect(gateway.spec.template.spec.initContainers?.[0].image).toBe('yarn-mgmt/static');
  });

  it('production: files in S3 for every file-keeping process, no file volume, released images, an Ingress', () => {
    for (const deployment of deployments(production)) {
      const container = mainContainer(deployment);
      const keepsFiles = container.env?.some((e) => e.name === 'FILE_STORAGE');
      if (keepsFiles) {
        expect(envValue(container, 'FILE_STORAGE')).toBe('s3');
        expect(container.env?.map((e) => e.name)).toEqual(
          expect.arrayContaining(['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']),
        );
        expect(container.env?.map((e) => e.name)).not.toContain('FILE_STORAGE_DIR');
      }
      expect(deployment.spec.template.spec.volumes?.map((v) => v.name) ?? []).not.toContain('files');
      for (const c of [
        ...deployment.spec.template.spec.containers,
        ...(deployment.spec.template.spec.initContainers ?? []),
      ])
        expect(c.image).toMatch(/^registry\.example\.com\/yarn-mgmt\/[a-z-]+:\d+\.\d+\.\d+$/);
    }
    expect(ofKind(production, 'PersistentVolumeClaim')).toEqual([]);
    expect(named(ofKind(production, 'Ingress'), 'gateway')).toBeDefined();
    const replicas = (name: string) => named(deployments(production), name).spec.replicas;
    for (const service of SERVICES) expect(replicas(service)).toBeGreaterThanOrEqual(2);
    expect(replicas('gateway')).toBeGreaterThanOrEqual(3);
  });

  it("migrations: a Job running every service's migrate.js in turn, on the same images as production", () => {
    const job = named(
      ofKind<Spec<{ template: { spec: Workload['spec']['template']['spec'] } }>>(
        rendered.productionMigrate,
        'Job',
      ),
      'migrate',
    );
    const steps = job.spec.template.spec.initContainers ?? [];
    expect(steps.map((c) => c.name)).toEqual([...SERVICES]);
    for (const step of steps) {
      expect(step.command).toEqual(['node', `services/${step.name}/dist/database/migrate.js`]);
      expect(step.image).toBe(mainContainer(named(deployments(production), step.name)).image);
    }
  });
});
