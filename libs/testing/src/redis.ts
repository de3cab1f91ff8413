import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './service-process.js';

/** A Redis database of the real server at 127.0.0.1:6379 that only the tests use. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/11';

/**
 * Removes the rate-limit counts an earlier run left (a window outlives the suite): those under `prefix`, the key
 * prefix of the limit the suite tests (the kit's RedisThrottlerStorage default is the gateway's sign-in limit).
 */
export async function clearThrottleCounts(
  url = TEST_REDIS_URL,
  prefix = 'yarn-mgmt:throttle:',
): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** A redis-server of a suite's own (a free port, nothing kept on disk), which the suite may kill and start again. */
export interface RedisServer {
  readonly url: string;
  /** SIGKILL, as a crash or the chaos suite does: every key is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Kills it and removes its folder. */
  stop(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-server-'));
  let server: ChildProcess | undefined;
  const ping = async () => {
    const client = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0 });
    client.on('error', () => {});
    const pong = await client.ping().catch(() => undefined);
    client.disconnect();
    return pong === 'PONG';
  };
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir],
      {
        stdio: 'ignore',
      },
    );
    for (let tries = 0; !(await ping()); tries += 1) {
      if (tries > 100) throw new Error(`redis-server on ${port} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const kill = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    stop: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
