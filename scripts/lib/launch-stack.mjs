import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts the whole stack exactly as `npm start` does (scripts/start.mjs: PostgreSQL, Redis, every built service,
 * the gateway, the demo account unless SEED_DEMO=false) on its own ports and data folder, fresh (RESET_DATA), and
 * resolves once the launcher says it is ready. `env` is added to the launcher's environment (and so passed to the
 * services). Answers `{ url, stop }`; `stop()` sends SIGTERM and resolves when the launcher has stopped it all.
 */
export async function launchStack({
  port,
  servicePortBase,
  pgPort,
  redisPort,
  dataDir,
  env = {},
  timeoutMs = 300_000,
}) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SERVICE_PORT_BASE: String(servicePortBase),
      PG_PORT: String(pgPort),
      REDIS_PORT: String(redisPort),
      DATA_DIR: dataDir,
      RESET_DATA: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const ready = new Promise((resolve) =>
    child.stdout.on('data', (chunk) => {
      keep(chunk);
      if (/\[start\] ready in /.test(output)) resolve('ready');
    }),
  );
  const timer = new Promise((resolve) => setTimeout(resolve, timeoutMs, 'timeout').unref());
  const outcome = await Promise.race([ready, exited.then((code) => `exited (${code})`), timer]);
  if (outcome !== 'ready') {
    await stop();
    throw new Error(`the stack did not start: ${outcome}\n${output}`);
  }
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  return { url: `http://127.0.0.1:${port}`, stop };
}
