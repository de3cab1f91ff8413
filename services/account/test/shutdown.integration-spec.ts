import { startServiceProcess } from '@yarn-mgmt/testing';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { accountSuite } from './account-suite.js';

// A stop signal stops the process even when a shutdown hook cannot finish: here the queues' connections close
// against a Redis that is already gone (what a launcher stopping everything at once does). Before the deadline
// the service hung for ever, holding its port, and the next start failed with EADDRINUSE.
const suite = accountSuite('account_shutdown');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * 'hung' when `exit` has not settled within `ms`: far above the 3 s SHUTDOWN_TIMEOUT_MS the services get here, so
 * that a busy machine's slow stop is told from one that never ends (what the deadline is for).
 */
async function settledWithin<T>(exit: Promise<T>, ms = 20_000): Promise<T | 'hung'> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), ms)));
  try {
    return await Promise.race([exit, hung]);
  } finally {
    clearTimeout(timer);
  }
}

describe('stopping with Redis already gone', () => {
  it('exits within the shutdown deadline and frees its port', async () => {
    const redisPort = await freePort();
    const redis = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const account = await startServiceProcess(fileURLToPath(new URL('../dist/main.js', import.meta.url)), {
        DATABASE_URL: suite.svc.db.url,
        JWT_PRIVATE_KEY: suite.svc.keys.privateKeyPem,
        FILE_STORAGE_DIR: suite.svc.filesDir,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        SHUTDOWN_TIMEOUT_MS: '3000',
        LOG_LEVEL: 'silent',
      });
      redis.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await settledWithin(account.stop().then(() => 'stopped'))).toBe('stopped');
      const port = Number(new URL(account.url).port);
      await expect(
        new Promise<void>((resolve, reject) => {
          const server = createServer().once('error', reject);
          server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
        }),
      ).resolves.toBeUndefined();
    } finally {
      redis.kill('SIGKILL');
    }
  }, 60_000);

  it('exits on a stop signal even when nobody reads its log any more (the launcher gone before it)', async () => {
    const redisPort = await freePort();
    const redis = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const port = await freePort();
    const account = spawn(process.execPath, [fileURLToPath(new URL('../dist/main.js', import.meta.url))], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: suite.svc.db.url,
        JWT_PRIVATE_KEY: suite.svc.keys.privateKeyPem,
        FILE_STORAGE_DIR: suite.svc.filesDir,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        SHUTDOWN_TIMEOUT_MS: '3000',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => account.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 30_000;
      while ((await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.status !== 200) {
        if (Date.now() > deadline) throw new Error('the account service did not start');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // The reader goes (a launcher killed first), then Redis: the service has lines to write and nowhere to.
      account.stdout.destroy();
      account.stderr.destroy();
      redis.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      account.kill('SIGTERM');
      expect(await settledWithin(exited)).not.toBe('hung');
    } finally {
      account.kill('SIGKILL');
      redis.kill('SIGKILL');
    }
  }, 60_000);
});
