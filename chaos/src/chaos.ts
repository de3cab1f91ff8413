import { type Admin, scrapeUntil, signInAdmin } from './admin.js';
import { type CrashLoopResult, crashLoopTools } from './crash-loop.js';
import { type FaultKind, INJECT, type KilledRun, stopPostgres } from './faults.js';
import { unhealthy, workerBrowsers } from './health.js';
import { Api, pollUntil, sleep } from './http.js';
import { type Knitter, knitUntil, newKnitter, settle } from './knitters.js';
import { parentOf } from './procs.js';
import { type FaultResult, faultResult, INSTANCE_FAULTS, type Totals, totalsOf } from './report.js';
import { ResourceSampler } from './resources.js';
import { type ResourceReport, resourceReport } from './resources-report.js';
import { type Stack, startStack, type StackPorts } from './stack.js';
import { type Check, checkChromium, checkKnitters, checkRuns, checkTakenOver } from './verify.js';

// One chaos run: the launcher with REPLICAS=2, a bounded load of knitters and the admin's scrapes, the faults one
// at a time with a random pause before each, each followed until the stack is healthy again, then the checks.
export const RECOVERY_TARGET_MS = 30_000;

export interface ChaosOptions {
  ports: StackPorts;
  dataDir: string;
  knitters: number;
  faults: FaultKind[];
  /** Pause before each fault: from `gapMs[0]` to `gapMs[1]`. */
  gapMs: [number, number];
  /** The instance each fault kind hits (`{ stall: 'projects-2' }`); random when not given. */
  instances?: Partial<Record<FaultKind, string>>;
  /** How long a fault may take to recover before it counts as not recovered. */
  recoveryTimeoutMs?: number;
  /** How long the stack is measured at rest, the knitters signed up, before the load starts. */
  restMs?: number;
  /**
   * After the checks, on the same stack: the tools service crash-looped until the supervisor gives up, then the
   * gateway's 503 and the pages in Chromium (crash-loop.ts); the PDF Processor's screenshot goes to this file.
   */
  crashLoopScreenshot?: string;
  log?: (line: string) => void;
}

export interface ChaosResult {
  faults: FaultResult[];
  totals: Totals;
  checks: Check[];
  ok: boolean;
  resources: ResourceReport;
  crashLoop?: CrashLoopResult;
}

export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const log = options.log ?? (() => {});
  const startedAt = Date.now();
  const stack = await startStack(options.ports, options.dataDir);
  log(`stack ready in ${((Date.now() - startedAt) / 1000).toFixed(0)} s (launcher ${stack.launcherPid})`);
  try {
    const result = await chaosOn(stack, options);
    if (options.crashLoopScreenshot) {
      result.crashLoop = await crashLoopTools(stack, options.crashLoopScreenshot);
      log(`tools crash-looped and given up on: ${result.crashLoop.seconds.toFixed(1)} s, pages checked`);
    }
    return result;
  } finally {
    await stack.stop();
    stopPostgres(stack);
  }
}

/** The load, the faults and the checks on a stack already running. */
export async function chaosOn(
  stack: Stack,
  options: Omit<ChaosOptions, 'ports' | 'dataDir'>,
): Promise<ChaosResult> {
  const log = options.log ?? (() => {});
  const api = new Api(stack.url);
  let running = true;
  const loops: Array<Promise<void>> = [];
  const browsers = new Map<number, number>();
  const sampler = setInterval(() => {
    for (const { pid, ppid } of workerBrowsers(stack)) browsers.set(pid, ppid);
  }, 500);
  const usage = new ResourceSampler(stack);
  try {
    const admin: Admin = await signInAdmin(api);
    const knitters: Knitter[] = [];
    for (let i = 1; i <= options.knitters; i += 1) knitters.push(await newKnitter(api, `knitter${i}`));
    log(`${knitters.length} knitters signed up; measuring the stack at rest`);
    usage.begin('rest');
    await sleep(options.restMs ?? 30_000);
    usage.begin('load');
    log('load running');
    const loadFrom = Date.now();
    for (const knitter of knitters) loops.push(knitUntil(api, knitter, () => running));
    loops.push(scrapeUntil(api, admin, () => running));
    const probe = { stack, api, admin, knitter: knitters[0] };

    const faults: FaultResult[] = [];
    const kills: KilledRun[] = [];
    for (const kind of options.faults) {
      await sleep(options.gapMs[0] + Math.random() * (options.gapMs[1] - options.gapMs[0]));
      for (const { pid, ppid } of workerBrowsers(stack)) browsers.set(pid, ppid);
      const injected = await INJECT[kind]({ stack, api, admin, instance: options.instances?.[kind] });
      log(`${kind}: ${injected.detail}`);
      if (injected.killed) kills.push(injected.killed);
      let problems: string[] = [];
      const recovered = await pollUntil(
        async () => {
          problems = await unhealthy(probe);
          return problems.length === 0 && (!injected.recovered || (await injected.recovered()));
        },
        options.recoveryTimeoutMs ?? 90_000,
        250,
      );
      const recoveredAt = recovered ? Date.now() : undefined;
      // Requests already on their way when it recovered are counted with this fault.
      await sleep(1_000);
      const result = faultResult(injected, recoveredAt, api.calls, problems);
      faults.push(result);
      log(
        `${kind}: ${result.failed} of ${result.requests} requests failed, ` +
          (recoveredAt
            ? `recovered in ${result.recoverySeconds?.toFixed(1)} s`
            : `not recovered: ${problems.join(', ')}`),
      );
    }
    await sleep(options.gapMs[0]);
    running = false;
    await Promise.all(loops);
    const loadTo = Date.now();
    usage.stop();
    for (const knitter of knitters) await settle(api, knitter);

    const checks = [
      ...(await checkKnitters(api, knitters)),
      await checkRuns(api, admin),
      ...(options.faults.includes('kill-worker') ? [await checkTakenOver(stack, kills)] : []),
      checkChromium(browsers, parentOf),
    ];
    let problems: string[] = [];
    const healthy = await pollUntil(
      async () => (problems = await unhealthy(probe)).length === 0,
      RECOVERY_TARGET_MS,
    );
    checks.push({
      name: 'every service healthy at the end',
      ok: healthy,
      detail: healthy
        ? 'every instance, both workers, Redis, GET /health as admin: up'
        : `not up: ${problems.join(', ')}`,
    });
    const totals = totalsOf(api.calls, faults, loadFrom, loadTo);
    checks.push({
      name: 'failures only for the faulted feature',
      ok: totals.unexpected === 0,
      detail: `${totals.unexpected} failed requests outside the faulted features or any fault`,
    });
    const retryable = faults.filter((f) => INSTANCE_FAULTS.includes(f.kind));
    checks.push({
      name: 'no retryable request failed while an instance was lost',
      ok: retryable.every((f) => f.retryableFailed === 0),
      detail: retryable.length
        ? retryable.map((f) => `${f.detail}: ${f.retryableFailed} reads or keyed writes failed`).join(', ')
        : 'no instance fault in this run',
    });
    checks.push({
      name: `every fault recovered within ${RECOVERY_TARGET_MS / 1000} s`,
      ok: faults.every(
        (f) => f.recoverySeconds !== undefined && f.recoverySeconds * 1000 < RECOVERY_TARGET_MS,
      ),
      detail: faults.map((f) => `${f.kind} ${f.recoverySeconds?.toFixed(1) ?? 'never'} s`).join(', '),
    });
    const resources = resourceReport([...usage.measured.values()], usage.loadAverage, {
      knitters: knitters.length,
      faults: faults.length,
      requests: totals.requests,
      seconds: totals.seconds,
    });
    return { faults, totals, checks, ok: checks.every((check) => check.ok), resources };
  } finally {
    running = false;
    clearInterval(sampler);
    usage.stop();
    await Promise.allSettled(loops);
  }
}
