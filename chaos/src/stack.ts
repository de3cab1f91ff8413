import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_NAMES, type ServiceName } from '@yarn-mgmt/contracts';

// The stack under test: `node scripts/start.mjs` itself with REPLICAS=2 on its own ports and data folder, fresh
// (RESET_DATA) and with the demo account and shop (SEED_DEMO). Building is the caller's job.
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPLICAS = 2;

export interface StackPorts {
  gateway: number;
  serviceBase: number;
  postgres: number;
  redis: number;
}

export interface Instance {
  service: ServiceName;
  replica: number;
  name: string;
  port: number;
}

export interface Stack {
  url: string;
  launcherPid: number;
  dataDir: string;
  ports: StackPorts;
  instances: Instance[];
  /** The launcher's output lines so far ("[start] inventory exited (SIGKILL); restarting it in 0.5 s ..."). */
  lines: string[];
  stop(): Promise<void>;
}

/** The launcher's numbering: instance k of service i on base + 10k + i + 1, named `inventory`, `inventory-2`. */
export function instancesOf(serviceBase: number): Instance[] {
  return SERVICE_NAMES.flatMap((service, index) =>
    Array.from({ length: REPLICAS }, (_, replica) => ({
      service,
      replica,
      name: replica === 0 ? service : `${service}-${replica + 1}`,
      port: serviceBase + 10 * replica + index + 1,
    })),
  );
}

/**
 * Settings of the run besides the ports. The deals worker runs with its defaults: a scrape whose worker was killed
 * is taken over once its lock lapses (SCRAPER_LOCK_DURATION_MS 10 s, looked for every SCRAPER_STALLED_INTERVAL_MS
 * 2 s). Every simulated knitter signs in from 127.0.0.1, which the gateway's sign-in limit per client address
 * (AUTH_RATE_LIMIT, 10 a minute) would count as one person signing in dozens of times a minute.
 */
export const CHAOS_ENV = {
  AUTH_RATE_LIMIT: '100000',
  LOG_LEVEL: 'warn',
};

export async function startStack(ports: StackPorts, dataDir: string, timeoutMs = 400_000): Promise<Stack> {
  await mkdir(dataDir, { recursive: true });
  const logFile = createWriteStream(path.join(path.dirname(dataDir), `${path.basename(dataDir)}.log`));
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...CHAOS_ENV,
      PORT: String(ports.gateway),
      SERVICE_PORT_BASE: String(ports.serviceBase),
      PG_PORT: String(ports.postgres),
      REDIS_PORT: String(ports.redis),
      DATA_DIR: dataDir,
      RESET_DATA: 'true',
      SEED_DEMO: 'true',
      REPLICAS: String(REPLICAS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  // The last lines of any kind, for the error when it does not start.
  const tail: string[] = [];
  let rest = '';
  const keep = (chunk: Buffer) => {
    logFile.write(chunk);
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      if (line.startsWith('[start]')) lines.push(line);
      tail.push(line);
    }
    tail.splice(0, tail.length - 20);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(`exited (${signal ?? code})`)),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    // Its children are stopped first; a launcher still there a minute later is stuck on its own shutdown.
    const stuck = setTimeout(() => child.kill('SIGKILL'), 60_000);
    await exited;
    clearTimeout(stuck);
    logFile.end();
  };
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<string>((resolve) => {
    const check = setInterval(() => {
      if (lines.some((line) => line.startsWith('[start] ready in '))) {
        clearInterval(check);
        resolve('ready');
      }
    }, 100);
    void exited.then(() => clearInterval(check));
  });
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('timed out'), timeoutMs)));
  const outcome = await Promise.race([ready, exited, late]);
  clearTimeout(timer);
  if (outcome !== 'ready') {
    await stop();
    throw new Error(`the stack did not start: ${outcome}\n${tail.join('\n')}`);
  }
  return {
    url: `http://127.0.0.1:${ports.gateway}`,
    launcherPid: child.pid!,
    dataDir,
    ports,
    instances: instancesOf(ports.serviceBase),
    lines,
    stop,
  };
}
