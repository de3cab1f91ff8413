import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backoffMs, CRASH_LOOP_LIMIT, Supervisor } from '../../scripts/start/supervisor.mjs';

// The launcher's supervision (scripts/start/supervisor.mjs) on tiny `node -e` children: what `npm start` does when
// a service is killed, crash-loops, or the user presses Ctrl-C.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LIVES = ['-e', 'setInterval(() => {}, 1000)'];
const EXITS_AT_ONCE = ['-e', 'process.exit(3)'];

const alive = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('Supervisor (the launcher keeps what it started running)', () => {
  let lines: string[];
  let gaveUp: string[];
  let supervisor: Supervisor;

  beforeEach(() => {
    lines = [];
    gaveUp = [];
    supervisor = new Supervisor({
      root,
      env: process.env,
      log: (message) => lines.push(message),
      onGiveUp: (name) => gaveUp.push(name),
    });
  });

  afterEach(async () => {
    await supervisor.stopAll(1_000);
  });

  it('backs off 0.5 s, then doubling up to 8 s', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(backoffMs)).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('starts a child killed with SIGKILL again, with a new pid, after the back-off, and says so', async () => {
    supervisor.run('inventory', process.execPath, LIVES);
    const first = supervisor.pid('inventory');
    await until('the first child', () => alive(first));
    const killedAt = Date.now();
    process.kill(first!, 'SIGKILL');

    await until(
      'a new child',
      () => supervisor.pid('inventory') !== first && alive(supervisor.pid('inventory')),
    );
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(450);
    expect(alive(first)).toBe(false);
    expect(lines).toContain('inventory exited (SIGKILL); restarting it in 0.5 s (1 exit in the last minute)');
    expect(supervisor.gaveUp('inventory')).toBe(false);
  });

  it('gives up on a child that exits at once 5 times, while another child keeps running', async () => {
    supervisor.run('gateway', process.execPath, LIVES);
    const gateway = supervisor.pid('gateway');
    supervisor.run('patterns', process.execPath, EXITS_AT_ONCE);

    // 0.5 + 1 + 2 + 4 s of back-off between the five exits.
    await until('the give-up', () => supervisor.gaveUp('patterns'), 30_000);
    expect(gaveUp).toEqual(['patterns']);
    expect(lines.filter((line) => line.startsWith('patterns exited (3); restarting it in'))).toHaveLength(
      CRASH_LOOP_LIMIT - 1,
    );
    expect(lines.at(-1)).toMatch(/^patterns exited \(3\) 5 times within 60 s; not restarting it/);
    expect(supervisor.pid('gateway')).toBe(gateway);
    expect(alive(gateway)).toBe(true);
    expect(supervisor.gaveUp('gateway')).toBe(false);

    // Nothing more is started for it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(lines.at(-1)).toMatch(/not restarting it/);
  }, 40_000);

  it('stopAll stops every child and cancels a pending restart', async () => {
    supervisor.run('projects', process.execPath, LIVES);
    supervisor.run('deals-worker', process.execPath, LIVES);
    const projects = supervisor.pid('projects');
    const worker = supervisor.pid('deals-worker');
    await until('both children', () => alive(projects) && alive(worker));
    process.kill(worker!, 'SIGKILL');
    await until('the restart to be planned', () =>
      lines.some((line) => line.startsWith('deals-worker exited')),
    );

    await supervisor.stopAll(1_000);
    expect(alive(projects)).toBe(false);
    expect(supervisor.children.size).toBe(0);
    // Past the 0.5 s back-off: the worker was not started again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(supervisor.pid('deals-worker')).toBe(worker);
    expect(supervisor.children.size).toBe(0);
  });
});
