import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const hasCommand = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/**
 * REDIS_URL, else a local redis-server on a private port (nothing kept on disk), else none: queue features off.
 * @param {{ env: NodeJS.ProcessEnv, dataDir: string, host: string, port: number,
 *   run: (name: string, command: string, args: string[], env: object) => unknown, log: (m: string) => void }} o
 */
export function startRedis({ env, dataDir, host, port, run, log }) {
  if (env.REDIS_URL) return env.REDIS_URL;
  if (!hasCommand('redis-server')) {
    log('redis-server is not on the PATH and REDIS_URL is not set: queue features (scrapers) are off');
    return undefined;
  }
  const dir = path.join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  run(
    'redis',
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      host,
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--loglevel',
      'warning',
    ],
    {},
  );
  log(`local redis-server on ${host}:${port}`);
  return `redis://${host}:${port}`;
}
