import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestEnv } from '@yarn-mgmt/testing';

export const WORKER_ENTRY = fileURLToPath(new URL('../dist/worker.js', import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

/** `node dist/worker.js` as its own process (the way the launcher runs it), ready once it says so. */
export async function spawnWorker(env: TestEnv, timeoutMs = 20_000): Promise<WorkerProcess> {
  if (!existsSync(WORKER_ENTRY))
    throw new Error(`${WORKER_ENTRY} is not built: run the service's build first`);
  let output = '';
  const child = spawn(process.execPath, ['--max-semi-space-size=16', WORKER_ENTRY], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('scrape worker ready')) {
    if (child.exitCode !== null) throw new Error(`the worker exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the worker did not start within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output: () => output, exited };
}

/** Polls until `check` returns a value (not undefined) or the time is up. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Live processes whose environment holds `NAME=value` (Chromium inherits the worker's environment). */
export function processesWithEnv(name: string, value: string): number[] {
  const wanted = `${name}=${value}`;
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(wanted))
        found.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}
