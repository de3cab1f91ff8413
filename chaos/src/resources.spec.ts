import { type ChildProcess, spawn } from 'node:child_process';
import { ResourceSampler } from './resources.js';
import type { Stack } from './stack.js';

// The sampler on stand-ins started by this test process (as the launcher starts the stack): a "gateway" that keeps
// a core busy, a "deals worker" with a child (its Chromium), and that worker killed and started again.
const BUSY = ['-e', 'for (;;) {}'];
const WORKER = [
  '-e',
  // The child leaves with its parent (as Chromium over a pipe does), so a killed worker leaves nothing behind.
  "require('node:child_process').spawn(process.execPath, ['-e', 'globalThis.b = Buffer.alloc(32e6, 1); " +
    "const parent = process.ppid; setInterval(() => process.ppid !== parent && process.exit(), 100)'], " +
    "{ stdio: 'ignore' }); setInterval(() => {}, 1000)",
];
const children: ChildProcess[] = [];

function start(args: string[], as: string): ChildProcess {
  const child = spawn(process.execPath, [...args, as], { stdio: 'ignore' });
  children.push(child);
  return child;
}

const stack = { launcherPid: process.pid, instances: [], dataDir: '/nonexistent' } as unknown as Stack;

async function until(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe('ResourceSampler', () => {
  it("measures each process's RSS and CPU by window, a worker's Chromium apart, across a restart", async () => {
    start(BUSY, 'services/gateway/dist/main.js');
    const worker = start(WORKER, 'services/deals/dist/worker.js');
    // Sampled only when asked (the interval is far longer than the test).
    const sampler = new ResourceSampler(stack, 3_600_000);
    sampler.begin('rest');
    const latest = (name: string, key: 'rssKb' | 'podKb' | 'chromiumKb' | 'cpuMillicores') =>
      sampler.measured.get(name)?.windows.rest[key].at(-1) ?? 0;
    await until('the busy process to spend CPU and the worker its Chromium memory', () => {
      sampler.sample();
      return latest('gateway', 'cpuMillicores') > 0 && latest('deals-worker', 'chromiumKb') > 32_000;
    });
    expect(latest('gateway', 'rssKb')).toBeGreaterThan(0);
    expect(latest('deals-worker', 'rssKb')).toBeGreaterThan(latest('deals-worker', 'chromiumKb'));
    // The container: the worker's RSS and its child's PSS (pages they share counted once): at most the RSS summed.
    expect(latest('deals-worker', 'podKb')).toBeGreaterThan(latest('deals-worker', 'chromiumKb'));
    expect(latest('deals-worker', 'podKb')).toBeLessThanOrEqual(latest('deals-worker', 'rssKb'));

    sampler.begin('load');
    worker.kill('SIGKILL');
    await until('the worker gone', () => worker.exitCode !== null || worker.signalCode !== null);
    const samples = () => sampler.measured.get('deals-worker')?.windows.load.rssKb.length ?? 0;
    const before = samples();
    sampler.sample();
    expect(samples()).toBe(before);
    start(WORKER, 'services/deals/dist/worker.js');
    await until('the new worker measured', () => {
      sampler.sample();
      return samples() > before;
    });
    sampler.stop();
    // The worker started again takes the slot of the one killed: still one worker, under the same name.
    expect([...sampler.measured.keys()].filter((name) => name.startsWith('deals-worker'))).toEqual([
      'deals-worker',
    ]);
    expect(sampler.measured.get('gateway')!.role).toBe('gateway');
    expect(sampler.loadAverage.rest.length).toBeGreaterThan(0);
  });
});
