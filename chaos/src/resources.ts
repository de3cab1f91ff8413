import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { allProcs, envOf, postmasterPid, type Proc } from './procs.js';
import type { Stack } from './stack.js';

// Memory and CPU of every process of the stack, sampled from /proc every second. Memory: VmRSS of the process and
// its children, summed; and what a container holding them would be charged: the process's RSS plus its children's
// PSS (smaps_rollup: a page several of them share counted once; summed RSS counts Chromium's and PostgreSQL's
// shared pages once per process), a deals worker's Chromium also apart. CPU: utime + stime ticks spent between two
// samples, per pid, so a process killed and started again counts from its new pid. Samples go to the window they
// fall in: `rest` (the stack up, no load yet) or `load` (the knitters, the scrapes and the faults).
export type Window = 'rest' | 'load';

export interface Series {
  rssKb: number[];
  /** The process's RSS plus its children's PSS: what a container holding them is charged. */
  podKb: number[];
  /** A deals worker's Chromium processes, their PSS summed. */
  chromiumKb: number[];
  /** CPU between two samples, in millicores (1000 = one core busy). */
  cpuMillicores: number[];
}

export interface Measured {
  name: string;
  /** What a Kubernetes Deployment runs it as: the service, `deals-worker`, `gateway`; or the local-only parts. */
  role: string;
  windows: Record<Window, Series>;
}

interface Group {
  name: string;
  role: string;
  root: number;
  /** Children counted with it (all but the launcher, whose children are measured on their own). */
  children: boolean;
}

export function clockTicks(): number {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const ticks = Number(out.stdout?.trim());
  return Number.isInteger(ticks) && ticks > 0 ? ticks : 100;
}

function pssOf(pid: number): number | undefined {
  try {
    const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return pss ? Number(pss[1]) : undefined;
  } catch {
    return undefined;
  }
}

function usageOf(pid: number): { rssKb: number; pssKb: number; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    const rssKb = rss ? Number(rss[1]) : 0;
    return { rssKb, pssKb: pssOf(pid) ?? rssKb, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

const emptySeries = (): Series => ({ rssKb: [], podKb: [], chromiumKb: [], cpuMillicores: [] });

export class ResourceSampler {
  private window: Window | undefined;
  private timer: NodeJS.Timeout | undefined;
  private previous = new Map<string, { at: number; ticks: Map<number, number> }>();
  /** The deals workers by slot: a worker started again takes the slot of the one that is gone. */
  private workerSlots: Array<number | undefined> = [];
  private readonly ports = new Map<number, string | undefined>();
  readonly measured = new Map<string, Measured>();
  /** The machine's 1-minute load average at each sample. */
  readonly loadAverage: Record<Window, number[]> = { rest: [], load: [] };

  constructor(
    private readonly stack: Stack,
    private readonly everyMs = 1_000,
    private readonly ticksPerSecond = clockTicks(),
  ) {}

  /** Samples into `window` from now on (every `everyMs`). */
  begin(window: Window): void {
    this.window = window;
    this.timer ??= setInterval(() => this.sample(), this.everyMs);
    this.sample();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.window = undefined;
  }

  /** The processes measured now: the gateway, each service instance, each worker, Redis, PostgreSQL, the launcher. */
  private groups(procs: Proc[]): Group[] {
    const launcher = this.stack.launcherPid;
    const children = procs.filter((proc) => proc.ppid === launcher);
    const running = (fragment: string) =>
      children.filter((proc) => proc.cmdline.some((arg) => arg.includes(fragment)));
    const groups: Group[] = [
      { name: 'launcher (demo shop)', role: 'local', root: launcher, children: false },
    ];
    for (const proc of running('services/gateway/dist/main.js'))
      groups.push({ name: 'gateway', role: 'gateway', root: proc.pid, children: true });
    for (const instance of this.stack.instances) {
      const proc = running(`services/${instance.service}/dist/main.js`).find((candidate) => {
        if (!this.ports.has(candidate.pid)) this.ports.set(candidate.pid, envOf(candidate.pid, 'PORT'));
        return this.ports.get(candidate.pid) === String(instance.port);
      });
      if (proc) groups.push({ name: instance.name, role: instance.service, root: proc.pid, children: true });
    }
    const workers = running('services/deals/dist/worker.js').map((proc) => proc.pid);
    this.workerSlots = this.workerSlots.map((pid) => (pid && workers.includes(pid) ? pid : undefined));
    for (const pid of workers.filter((worker) => !this.workerSlots.includes(worker))) {
      const free = this.workerSlots.indexOf(undefined);
      if (free >= 0) this.workerSlots[free] = pid;
      else this.workerSlots.push(pid);
    }
    this.workerSlots.forEach((pid, slot) => {
      const name = slot === 0 ? 'deals-worker' : `deals-worker-${slot + 1}`;
      if (pid) groups.push({ name, role: 'deals-worker', root: pid, children: true });
    });
    for (const proc of running('redis-server'))
      groups.push({ name: 'redis', role: 'local', root: proc.pid, children: true });
    const postmaster = postmasterPid(path.join(this.stack.dataDir, 'postgres'));
    if (postmaster) groups.push({ name: 'postgres', role: 'local', root: postmaster, children: true });
    groups.push({ name: 'chaos load (this process)', role: 'local', root: process.pid, children: false });
    return groups;
  }

  sample(): void {
    const window = this.window;
    if (!window) return;
    const procs = allProcs();
    const childrenOf = new Map<number, number[]>();
    for (const proc of procs) childrenOf.set(proc.ppid, [...(childrenOf.get(proc.ppid) ?? []), proc.pid]);
    const now = Date.now();
    this.loadAverage[window].push(loadavg()[0]);
    for (const group of this.groups(procs)) {
      const descendants: number[] = [];
      for (let queue = group.children ? [group.root] : []; queue.length;) {
        const next = childrenOf.get(queue.shift()!) ?? [];
        descendants.push(...next);
        queue.push(...next);
      }
      const ticks = new Map<number, number>();
      let rssKb = 0;
      let podKb = 0;
      let chromiumKb = 0;
      for (const pid of [group.root, ...descendants]) {
        const usage = usageOf(pid);
        if (!usage) continue;
        ticks.set(pid, usage.ticks);
        rssKb += usage.rssKb;
        podKb += pid === group.root ? usage.rssKb : usage.pssKb;
        if (group.role === 'deals-worker' && pid !== group.root) chromiumKb += usage.pssKb;
      }
      const measured = this.measured.get(group.name) ?? {
        name: group.name,
        role: group.role,
        windows: { rest: emptySeries(), load: emptySeries() },
      };
      this.measured.set(group.name, measured);
      const series = measured.windows[window];
      series.rssKb.push(rssKb);
      series.podKb.push(podKb);
      if (group.role === 'deals-worker') series.chromiumKb.push(chromiumKb);
      const before = this.previous.get(group.name);
      if (before && now > before.at) {
        // A pid not there before started since (its ticks are all new); one gone took its last ticks with it.
        let spent = 0;
        for (const [pid, value] of ticks) spent += value - (before.ticks.get(pid) ?? 0);
        series.cpuMillicores.push((Math.max(0, spent / this.ticksPerSecond) * 1_000_000) / (now - before.at));
      }
      this.previous.set(group.name, { at: now, ticks });
    }
  }
}
