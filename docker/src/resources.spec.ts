import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deployments, KUBERNETES, mainContainer, renderAll, type Workload } from './manifests.js';

// The Deployments' requests and limits against the figures `npm run chaos` measured (its resources JSON, kept as
// kubernetes/measured-resources.json): a request below what a pod used half the time under the load (memory: the
// process's RSS plus its children's PSS; CPU in millicores), or a memory limit under 1.5 x its peak, fails; so does
// a process the run did not measure.
interface Figures {
  rssMb: { p50: number; max: number };
  /** The process's RSS plus its children's PSS (Chromium's shared pages once): what its container is charged. */
  podMb: { p50: number; max: number };
  cpuMillicores: { mean: number; p50: number; p95: number };
}
interface Measured {
  measuredAt: string;
  roles: Array<{ role: string; load: Figures }>;
}
interface Resources {
  requests: { cpu: string; memory: string };
  limits: { cpu: string; memory: string };
}

const measured = JSON.parse(
  readFileSync(path.join(KUBERNETES, 'measured-resources.json'), 'utf8'),
) as Measured;
/** Memory limit over the peak RSS under the load. */
const LIMIT_OVER_PEAK = 1.5;

/** A quantity in MiB (`512Mi`, `1Gi`) or millicores (`250m`, `2`). */
export function mebibytes(quantity: string): number {
  const match = /^(\d+(?:\.\d+)?)(Mi|Gi)$/.exec(quantity);
  if (!match) throw new Error(`not a memory quantity in Mi or Gi: ${quantity}`);
  return Number(match[1]) * (match[2] === 'Gi' ? 1024 : 1);
}

export function millicores(quantity: string): number {
  const match = /^(\d+(?:\.\d+)?)(m?)$/.exec(quantity);
  if (!match) throw new Error(`not a CPU quantity: ${quantity}`);
  return Number(match[1]) * (match[2] ? 1 : 1000);
}

const { base, production } = renderAll();
const resourcesOf = (deployment: Workload) => mainContainer(deployment).resources as Resources;
const cases = [
  ...deployments(base).map((d) => ['base', d] as const),
  ...deployments(production).map((d) => ['production', d] as const),
];

describe(`requests and limits from the chaos run's figures (${measured.measuredAt})`, () => {
  it('reads quantities', () => {
    expect([mebibytes('448Mi'), mebibytes('1Gi'), millicores('250m'), millicores('2')]).toEqual([
      448, 1024, 250, 2000,
    ]);
    expect(() => mebibytes('1G')).toThrow('not a memory quantity');
  });

  it('measured every Deployment', () => {
    const roles = measured.roles.map((r) => r.role);
    const missing = deployments(base)
      .map((d) => d.metadata.name)
      .filter((name) => !roles.includes(name));
    expect(missing).toEqual([]);
  });

  it.each(cases.map(([overlay, d]) => [overlay, d.metadata.name, d] as const))(
    '%s %s: requests at least the p50 under the load, memory limit 1.5 x its peak',
    (_overlay, name, deployment) => {
      const figures = measured.roles.find((r) => r.role === name)!.load;
      const { requests, limits } = resourcesOf(deployment);
      const sized = {
        memoryRequest: mebibytes(requests.memory) >= figures.podMb.p50,
        memoryLimit: mebibytes(limits.memory) >= LIMIT_OVER_PEAK * figures.podMb.max,
        cpuRequest: millicores(requests.cpu) >= figures.cpuMillicores.p50,
        cpuLimit: millicores(limits.cpu) >= millicores(requests.cpu),
      };
      expect({ name, ...sized }).toEqual({
        name,
        memoryRequest: true,
        memoryLimit: true,
        cpuRequest: true,
        cpuLimit: true,
      });
    },
  );
});
