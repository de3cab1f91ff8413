import { calledHosts, envValues } from './env-check.js';
import type { K8sObject } from './kustomize.js';
import { deployments, mainContainer, named, ofKind, renderAll } from './manifests.js';
import { SERVICES } from './service-schemas.js';

interface Peer {
  podSelector?: {
    matchLabels?: Record<string, string>;
    matchExpressions?: Array<{ key: string; operator: string; values: string[] }>;
  };
  namespaceSelector?: { matchLabels: Record<string, string> };
}
type Policy = K8sObject & {
  spec: {
    podSelector: { matchLabels?: Record<string, string> };
    ingress?: Array<{ from?: Peer[]; ports: Array<{ port: number }> }>;
  };
};

const { base, production } = renderAll();

describe.each([
  ['base', base],
  ['production', production],
])('%s network policies', (_, objects) => {
  const policies = ofKind<Policy>(objects, 'NetworkPolicy');
  const processes = deployments(objects);
  const env = (name: string) => envValues(mainContainer(named(processes, name)));
  const admitted = (policy: Policy) =>
    (policy.spec.ingress ?? []).flatMap((rule) =>
      (rule.from ?? []).map(
        (peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] ?? 'another namespace',
      ),
    );

  it('deny every connection no policy admits', () => {
    expect(named(policies, 'default-deny-ingress').spec).toEqual({
      podSelector: {},
      policyTypes: ['Ingress'],
    });
  });

  it.each(SERVICES.map((s) => [s]))(
    '%s admits the gateway and exactly the processes whose *_URL names it',
    (service) => {
      const port = Number(env(service).PORT);
      const callers = processes
        .filter((d) =>
          calledHosts(env(d.metadata.name)).some(({ host, port: p }) => host === service && p === port),
        )
        .map((d) => d.metadata.name);
      const policy = named(policies, service);
      expect(admitted(policy).sort()).toEqual([...new Set(['gateway', ...callers])].sort());
      expect(policy.spec.ingress?.flatMap((rule) => rule.ports)).toEqual([{ port }]);
    },
  );

  it('admit to Redis only the processes with a REDIS_URL (and KEDA), to PostgreSQL only those with a database', () => {
    const withRedis = processes.filter((d) => env(d.metadata.name).REDIS_URL).map((d) => d.metadata.name);
    expect(admitted(named(policies, 'redis')).sort()).toEqual([...withRedis, 'another namespace'].sort());
    const [rule] = named(policies, 'postgres').spec.ingress ?? [];
    const roles = rule.from?.[0].podSelector?.matchExpressions?.[0].values ?? [];
    for (const deployment of processes) {
      const hasDatabase = mainContainer(deployment).env?.some((e) => e.name === 'DATABASE_URL');
      expect(
        `${deployment.metadata.name}: ${roles.includes(deployment.spec.template.metadata.labels['yarn-mgmt/role'])}`,
      ).toBe(`${deployment.metadata.name}: ${hasDatabase}`);
    }
  });
});
