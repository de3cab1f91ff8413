import type { Measured, Series } from './resources.js';
import { figuresOf, formatResources, percentile, resourceReport } from './resources-report.js';

// What the manifests' requests and limits are read from: p50 and peak RSS, mean, p50 and p95 CPU, per process and
// per role (a service's instances pooled).
const series = (rssMb: number[], cpu: number[], chromiumMb: number[] = []): Series => ({
  rssKb: rssMb.map((mb) => mb * 1024),
  // Children's shared pages counted once: a tenth less here.
  podKb: rssMb.map((mb) => mb * 1024 * 0.9),
  chromiumKb: chromiumMb.map((mb) => mb * 1024),
  cpuMillicores: cpu,
});

const measured = (name: string, role: string, rest: Series, load: Series): Measured => ({
  name,
  role,
  windows: { rest, load },
});

describe('percentile (nearest rank)', () => {
  it('answers a value of the series', () => {
    const values = [40, 10, 30, 20, 50];
    expect(percentile(values, 50)).toBe(30);
    expect(percentile(values, 95)).toBe(50);
    expect(percentile(values, 0)).toBe(10);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('figuresOf', () => {
  it('gives RSS p50 and peak in MB, CPU mean, p50, p95 and max in millicores', () => {
    const figures = figuresOf(series([100, 120, 300, 110], [0, 10, 20, 170]));
    expect(figures).toEqual({
      samples: 4,
      rssMb: { p50: 110, max: 300 },
      podMb: { p50: 99, max: 270 },
      cpuMillicores: { mean: 50, p50: 10, p95: 170, max: 170 },
    });
  });

  it("keeps a worker's Chromium apart", () => {
    expect(figuresOf(series([500, 700], [5, 5], [300, 480])).chromiumMb).toEqual({ p50: 300, max: 480 });
  });
});

describe('resourceReport', () => {
  const report = resourceReport(
    [
      measured('inventory', 'inventory', series([200], [1, 3]), series([250, 260], [40, 60])),
      measured('inventory-2', 'inventory', series([210], [2]), series([240, 400], [80, 100])),
      measured('redis', 'local', series([10], [1]), series([12], [2])),
    ],
    { rest: [2, 4], load: [10, 14] },
    { knitters: 6, faults: 10, requests: 3000, seconds: 150 },
    new Date('2026-11-27T04:00:00Z'),
  );

  it("pools a role's instances, leaving out what only runs locally", () => {
    expect(report.roles.map((r) => r.role)).toEqual(['inventory']);
    expect(report.roles[0].load.rssMb).toEqual({ p50: 250, max: 400 });
    expect(report.roles[0].load.cpuMillicores).toEqual({ mean: 70, p50: 60, p95: 100, max: 100 });
    expect(report.processes.map((p) => p.name)).toEqual(['inventory', 'inventory-2', 'redis']);
  });

  it('says the load and the machine it was measured on', () => {
    expect(report.load.requestsPerSecond).toBe(20);
    expect(report.loadAverage).toEqual({ rest: { mean: 3, max: 4 }, load: { mean: 12, max: 14 } });
    expect(report.machine.cores).toBeGreaterThan(0);
    const table = formatResources(report);
    expect(table).toContain('6 knitters, 3000 requests in 150 s (20/s), 10 faults');
    expect(table).toContain('| inventory-2 | 210 / 189 | 2 | 240 / 400 | 216 / 360 |  | 90 / 80 / 100 |');
  });
});
