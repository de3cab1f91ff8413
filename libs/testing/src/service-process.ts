import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface ServiceProcess {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs another service's build as its own process, the way the platform runs it: a service never imports
 * another service's code, tests included (ARCHITECTURE.md, Boundaries).
 */
export async function startServiceProcess(
  entry: string,
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<ServiceProcess> {
  if (!existsSync(entry)) throw new Error(`${entry} is not built: run the service's build first`);
  // The free port found here may be taken by another process before the service listens on it (suites and
  // services starting side by side): started again on another one, a few times.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(entry, env, timeoutMs);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnce(
  entry: string,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<ServiceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      // Ended already, by itself or by a signal (a signal leaves exitCode null and sets signalCode).
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const message = `${entry} exited with ${child.exitCode ?? child.signalCode}:\n${output}`;
      throw output.includes('EADDRINUSE') ? new PortTaken(message) : new Error(message);
    }
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
      // Only the child's own answer: another suite's server that took the port first answers too, and the child
      // then exits with EADDRINUSE (seen in CI: an account suite's gateway URL reached a gateway test's stub).
      if (response.ok && listensOn(child.pid, port) !== false) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${entry} did not become healthy within ${timeoutMs} ms:\n${output}`);
}

/**
 * Whether process `pid` holds the listening socket on `port` (Linux's /proc: the socket's inode among the process's
 * descriptors); null where /proc cannot tell.
 */
export function listensOn(pid: number | undefined, port: number): boolean | null {
  if (pid === undefined || !existsSync('/proc/net/tcp')) return null;
  // The process gone (it exited since it was started) holds nothing.
  if (!existsSync(`/proc/${pid}/fd`)) return false;
  try {
    const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
    const inodes = new Set<string>();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      if (!existsSync(table)) continue;
      for (const row of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const cols = row.trim().split(/\s+/);
        // 0A: LISTEN.
        if (cols[1]?.endsWith(hex) && cols[3] === '0A') inodes.add(cols[9]);
      }
    }
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      // A descriptor closed between listing and reading them (the process is busy opening and closing files) is
      // not the socket: skipped, not taken for "cannot tell", which would let another process's answer through.
      let link: string;
      try {
        link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        return false;
      }
      const socket = /^socket:\[(\d+)\]$/.exec(link);
      return socket !== null && inodes.has(socket[1]);
    });
  } catch {
    return null;
  }
}
