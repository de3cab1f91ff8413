import { cpus, totalmem } from 'node:os';
import type { Measured, Series, Window } from './resources.js';

// The sampled series as figures: per process and per role (a service's instances pooled, what one pod of it needs),
// at rest and under load: RSS and container memory p50 and peak, CPU mean, p50 and p95 in millicores. Printed as a table and kept as
// JSON beside the run (the Kubernetes manifests' requests and limits come from it).
export interface Figures {
  samples: number;
  rssMb: { p50: number; max: number };
  /** The process's RSS plus its children's PSS: what its container is charged (the manifests follow it). */
  podMb: { p50: number; max: number };
  /** A deals worker's Chromium (PSS), included in podMb. */
  chromiumMb?: { p50: number; max: number };
  cpuMillicores: { mean: number; p50: number; p95: number; max: number };
}

export interface ProcessFigures {
  name: string;
  role: string;
  rest: Figures;
  load: Figures;
}

export interface LoadContext {
  knitters: number;
  faults: number;
  requests: number;
  seconds: number;
}

export interface ResourceReport {
  measuredAt: string;
  machine: { cores: number; cpu: string; memoryGb: number };
  /** The machine's 1-minute load average over each window (mean and highest). */
  loadAverage: Record<Window, { mean: number; max: number }>;
  load: LoadContext & { requestsPerSecond: number };
  processes: ProcessFigures[];
  roles: ProcessFigures[];
}

/** Nearest-rank percentile (`p` from 0 to 100); 0 for no values. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const mb = (kb: number) => round(kb / 1024, 1);

export function figuresOf(series: Series): Figures {
  const cpu = series.cpuMillicores;
  return {
    samples: series.rssKb.length,
    rssMb: { p50: mb(percentile(series.rssKb, 50)), max: mb(Math.max(0, ...series.rssKb)) },
    podMb: { p50: mb(percentile(series.podKb, 50)), max: mb(Math.max(0, ...series.podKb)) },
    ...(series.chromiumKb.length
      ? {
          chromiumMb: {
            p50: mb(percentile(series.chromiumKb, 50)),
            max: mb(Math.max(0, ...series.chromiumKb)),
          },
        }
      : {}),
    cpuMillicores: {
      mean: round(mean(cpu)),
      p50: round(percentile(cpu, 50)),
      p95: round(percentile(cpu, 95)),
      max: round(Math.max(0, ...cpu)),
    },
  };
}

function pooled(items: Measured[]): Record<Window, Series> {
  const join = (window: Window, key: keyof Series) => items.flatMap((item) => item.windows[window][key]);
  const series = (window: Window): Series => ({
    rssKb: join(window, 'rssKb'),
    podKb: join(window, 'podKb'),
    chromiumKb: join(window, 'chromiumKb'),
    cpuMillicores: join(window, 'cpuMillicores'),
  });
  return { rest: series('rest'), load: series('load') };
}

export function resourceReport(
  measured: Measured[],
  loadAverage: Record<Window, number[]>,
  load: LoadContext,
  measuredAt = new Date(),
): ResourceReport {
  const figures = (name: string, role: string, windows: Record<Window, Series>): ProcessFigures => ({
    name,
    role,
    rest: figuresOf(windows.rest),
    load: figuresOf(windows.load),
  });
  const roles = [...new Set(measured.map((item) => item.role))].filter((role) => role !== 'local');
  return {
    measuredAt: measuredAt.toISOString(),
    machine: {
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      memoryGb: round(totalmem() / 1024 ** 3, 1),
    },
    loadAverage: {
      rest: { mean: round(mean(loadAverage.rest), 1), max: round(Math.max(0, ...loadAverage.rest), 1) },
      load: { mean: round(mean(loadAverage.load), 1), max: round(Math.max(0, ...loadAverage.load), 1) },
    },
    load: { ...load, requestsPerSecond: load.seconds ? round(load.requests / load.seconds, 1) : 0 },
    processes: measured.map((item) => figures(item.name, item.role, item.windows)),
    roles: roles.map((role) => figures(role, role, pooled(measured.filter((item) => item.role === role)))),
  };
}

function row(figures: ProcessFigures): string {
  const { rest, load } = figures;
  const chromium = load.chromiumMb ? `${load.chromiumMb.p50} / ${load.chromiumMb.max}` : '';
  return (
    `| ${figures.name} | ${rest.rssMb.p50} / ${rest.podMb.p50} | ${rest.cpuMillicores.mean} | ` +
    `${load.rssMb.p50} / ${load.rssMb.max} | ${load.podMb.p50} / ${load.podMb.max} | ${chromium} | ` +
    `${load.cpuMillicores.mean} / ${load.cpuMillicores.p50} / ${load.cpuMillicores.p95} |`
  );
}

export function formatResources(report: ResourceReport): string {
  // RSS: VmRSS of the process and its children summed; container: the process's RSS plus its children's PSS.
  const head = [
    '| process | RSS / container at rest (MB, p50) | CPU at rest (m, mean) | RSS under load (MB, p50 / peak) | container under load (MB, p50 / peak) | of which Chromium (PSS, MB, p50 / peak) | CPU under load (m, mean / p50 / p95) |',
    '|---|---|---|---|---|---|---|',
  ];
  const { machine, load, loadAverage } = report;
  return [
    `Resources, ${report.measuredAt}: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB; ` +
      `load average ${loadAverage.rest.mean} at rest, ${loadAverage.load.mean} (max ${loadAverage.load.max}) under ` +
      `load; ${load.knitters} knitters, ${load.requests} requests in ${round(load.seconds)} s ` +
      `(${load.requestsPerSecond}/s), ${load.faults} faults`,
    '',
    ...head,
    ...report.processes.map(row),
    '',
    'Per role (its instances pooled: what one pod needs):',
    '',
    ...head,
    ...report.roles.map(row),
  ].join('\n');
}
