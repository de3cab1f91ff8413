import { readdirSync, readFileSync } from 'node:fs';

// The processes of the stack under test, read from /proc: which pid serves a service instance, which is the deals
// worker, Redis, PostgreSQL's postmaster, and every Chromium with its parent.
export interface Proc {
  pid: number;
  ppid: number;
  state: string;
  cmdline: string[];
}

function readProc(pid: number): Proc | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { pid, ppid: Number(fields[1]), state: fields[0] ?? '?', cmdline };
  } catch {
    return undefined;
  }
}

export function allProcs(): Proc[] {
  const procs: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const proc = readProc(Number(entry));
    if (proc && proc.state !== 'Z') procs.push(proc);
  }
  return procs;
}

/** The environment variable `name` of a process (undefined when unreadable). */
export function envOf(pid: number, name: string): string | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .find((entry) => entry.startsWith(`${name}=`));
    return line?.slice(name.length + 1);
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number): boolean {
  const proc = readProc(pid);
  return proc !== undefined && proc.state !== 'Z';
}

/** Direct children of `parent` whose command line contains `fragment`. */
export function childrenRunning(parent: number, fragment: string): Proc[] {
  return allProcs().filter(
    (proc) => proc.ppid === parent && proc.cmdline.some((arg) => arg.includes(fragment)),
  );
}

/** The pid serving a service instance: the launcher's child running `services/<name>/dist/main.js` on `port`. */
export function instancePid(launcher: number, service: string, port: number): number | undefined {
  return childrenRunning(launcher, `services/${service}/dist/main.js`).find(
    (proc) => envOf(proc.pid, 'PORT') === String(port),
  )?.pid;
}

export function workerPids(launcher: number): number[] {
  return childrenRunning(launcher, 'services/deals/dist/worker.js').map((proc) => proc.pid);
}

export function redisPid(launcher: number): number | undefined {
  return childrenRunning(launcher, 'redis-server')[0]?.pid;
}

/** PostgreSQL's postmaster (first line of postmaster.pid in its data directory). */
export function postmasterPid(databaseDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(`${databaseDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Chromium's main processes (not its zygotes and renderers, which have a `--type=` flag). */
export function chromiumBrowsers(): Proc[] {
  return allProcs().filter(
    (proc) =>
      /chrom(e|ium)/i.test(proc.cmdline[0] ?? '') && !proc.cmdline.some((arg) => arg.startsWith('--type=')),
  );
}

export function parentOf(pid: number): number | undefined {
  return readProc(pid)?.ppid;
}
