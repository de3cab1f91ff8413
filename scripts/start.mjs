#!/usr/bin/env node
// The local launcher behind `npm start` (after Nx has built what is stale): PostgreSQL, Redis, migrations,
// every built service, then the gateway; prints the one URL to open. Ctrl-C stops everything it started.
import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_NAMES, SERVICE_ROUTES } from '@yarn-mgmt/contracts';
import { seedDemo } from './start/demo-account.mjs';
import { startDemoShop } from './start/demo-shop.mjs';
import { startProviderFakes } from './start/provider-fakes.mjs';
import { ESSENTIAL_SERVICES, waitForInstance, waitForInstances } from './start/start-health.mjs';
import { Supervisor } from './start/supervisor.mjs';
import { serviceNodeArgs } from './start/node-flags.mjs';
import { startRedis } from './start/redis.mjs';
import { fileLinkSecret, integrationsKeyFile, jwtKeyFile } from './start/keys.mjs';
import { databaseUrl, ensureDatabase, startPostgres, stopEmbeddedPostgres } from './start/postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const gatewayPort = Number(env.PORT ?? 3000);
const portBase = Number(env.SERVICE_PORT_BASE ?? 3100);
const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');
const pgPort = Number(env.PG_PORT ?? 54329);
const redisPort = Number(env.REDIS_PORT ?? 63790);
const host = '127.0.0.1';
// REPLICAS=N runs N instances of every service and of the deals worker (issue 24); the gateway spreads calls.
const replicas = Number(env.REPLICAS ?? 1);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 8) {
  process.stderr.write(`[start] REPLICAS must be a whole number from 1 to 8, not ${env.REPLICAS}\n`);
  process.exit(1);
}

let embedded;
let demoShop;
let providerFakes;

function log(message) {
  process.stdout.write(`[start] ${message}\n`);
}

// Every process below is supervised: restarted when it crashes, given up on alone in a crash loop.
const supervisor = new Supervisor({ root, env, log });
const run = (name, command, args, childEnv) => supervisor.run(name, command, args, childEnv);

function serviceUrlEnv(name) {
  return `${name.toUpperCase()}_URL`;
}

/** Instance `replica` (0-based) of a service: base+1..base+6, the next instances 10 ports further each. */
function servicePort(name, replica = 0) {
  return portBase + 10 * replica + SERVICE_NAMES.indexOf(name) + 1;
}

const instanceName = (name, replica) => (replica === 0 ? name : `${name}-${replica + 1}`);
const replicaList = Array.from({ length: replicas }, (_, replica) => replica);

const waitForHealth = (name, url) => waitForInstance(supervisor, name, url);

function builtServices() {
  return SERVICE_NAMES.filter((name) => existsSync(path.join(root, 'services', name, 'dist', 'main.js')));
}

async function main() {
  const started = Date.now();
  const missing = ['shell', ...readdirSync(root).filter((d) => d.startsWith('mf-'))].filter(
    (app) =>
      !existsSync(path.join(root, app, 'dist', 'index.html')) &&
      !existsSync(path.join(root, app, 'dist', 'mf-manifest.json')),
  );
  if (missing.length) log(`not built yet: ${missing.join(', ')} (run through \`npm start\` to build them)`);

  if (env.RESET_DATA === 'true') {
    rmSync(dataDir, { recursive: true, force: true });
    log(`removed ${path.relative(root, dataDir)} (RESET_DATA=true)`);
  }
  const serverUrl = await startPostgres({
    env,
    dataDir,
    root,
    port: pgPort,
    host,
    log,
    onEmbedded: (server) => (embedded = server),
  });
  const redisUrl = startRedis({ env, dataDir, host, port: redisPort, run, log });
  const keyFile = jwtKeyFile({ env, dataDir, root, log });
  const linkSecret = fileLinkSecret({ env, dataDir });
  // The account service's links to Ravelry and Google Drive: the key their tokens are sealed with, and the address
  // the providers send the browser back to (the one printed below, unless PUBLIC_URL says otherwise).
  const integrationsKey = integrationsKeyFile({ env, dataDir, root, log });
  const accountEnv = {
    ...(integrationsKey ? { INTEGRATIONS_KEY_FILE: integrationsKey } : {}),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`,
  };
  const services = builtServices();
  // Local mode's demo shop (issue 11) on a loopback port, which deals may fetch only with SCRAPER_ALLOW_PRIVATE:
  // local mode turns it on unless it is set (link-local addresses stay refused whatever it says).
  if (env.SEED_DEMO !== 'false' && services.includes('deals')) demoShop = await startDemoShop({ env, log });
  // Local mode's stand-ins for Ravelry and Google (DECISIONS 29): their URLs and client go to the account service.
  // PROVIDER_FAKES=true starts them without the demo data (the e2e stack connects its own users to them).
  const providerFakesOn = env.PROVIDER_FAKES ? env.PROVIDER_FAKES === 'true' : env.SEED_DEMO !== 'false';
  if (providerFakesOn && services.includes('account'))
    providerFakes = await startProviderFakes({ env, dataDir, log });
  const dealsEnv = {
    SCRAPER_ALLOW_PRIVATE: env.SCRAPER_ALLOW_PRIVATE ?? 'true',
    ...(demoShop ? { DEMO_SHOP_URL: demoShop.url } : {}),
  };
  // With replicas, each service's URL setting lists its instances (the gateway and NeighbourClient take turns).
  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      serviceUrlEnv(name),
      replicaList.map((replica) => `http://${host}:${servicePort(name, replica)}`).join(','),
    ]),
  );

  const envOf = {};
  const notStarted = [];
  for (const name of services) {
    const database = `yarn_${name}`;
    await ensureDatabase(serverUrl, log, database);
    const serviceEnv = {
      ...serviceUrls,
      // The tokens' keys are read from the first account instance (they are the same on every one).
      ACCOUNT_URL: `http://${host}:${servicePort('account')}`,
      DATABASE_URL: databaseUrl(serverUrl, database),
      FILE_STORAGE_DIR: path.join(dataDir, 'files', name),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...(keyFile ? { JWT_PRIVATE_KEY_FILE: keyFile } : {}),
      FILE_LINK_SECRET: linkSecret,
      ...(name === 'deals' ? dealsEnv : {}),
      ...(name === 'account' ? accountEnv : {}),
      ...(name === 'account' && providerFakes ? providerFakes.env : {}),
    };
    envOf[name] = serviceEnv;
    const migrate = path.join(root, 'services', name, 'dist', 'database', 'migrate.js');
    if (existsSync(migrate)) {
      const result = spawnSync(process.execPath, [migrate], {
        cwd: root,
        env: { ...env, ...serviceEnv },
        stdio: 'inherit',
      });
      if (result.status !== 0) {
        if (ESSENTIAL_SERVICES.has(name)) throw new Error(`migrations of ${name} failed`);
        log(`migrations of ${name} failed (see above): ${SERVICE_ROUTES[name].label} is not started`);
        notStarted.push(name);
        continue;
      }
    }
    const main = serviceNodeArgs(name, path.join('services', name, 'dist', 'main.js'));
    for (const replica of replicaList)
      run(instanceName(name, replica), process.execPath, main, {
        ...serviceEnv,
        PORT: String(servicePort(name, replica)),
      });
    // The deals service's second entry point: the scrape worker (scraping never runs in the API process).
    const worker = path.join('services', name, 'dist', 'worker.js');
    if (existsSync(path.join(root, worker))) {
      // A young generation of at most 2 x 16 MB keeps the worker's memory flat under a stream of pages.
      const args = ['--max-semi-space-size=16', worker];
      if (!redisUrl) log(`${name} worker not started: it needs Redis`);
      else
        for (const replica of replicaList)
          run(instanceName(`${name}-worker`, replica), process.execPath, args, serviceEnv);
    }
  }
  // The gateway starts last, so that its /health answering means the whole stack is up.
  // A service that keeps exiting at start (or never answers) is left out, the rest starts (account excepted).
  const running = services.filter((name) => !notStarted.includes(name));
  const waited = await waitForInstances({
    instances: running.flatMap((name) =>
      replicaList.map((replica) => ({
        service: name,
        instance: instanceName(name, replica),
        url: `http://${host}:${servicePort(name, replica)}/health`,
        label: SERVICE_ROUTES[name].label,
      })),
    ),
    wait: (instance, url) => waitForHealth(instance, url),
    log,
  });
  const leftOut = [...notStarted, ...waited];
  const absent = SERVICE_NAMES.filter((name) => !services.includes(name));
  if (absent.length)
    log(
      `not built yet, answered with 503 by the gateway: ${absent.map((n) => SERVICE_ROUTES[n].label).join(', ')}`,
    );

  run('gateway', process.execPath, [path.join('services', 'gateway', 'dist', 'main.js')], {
    ...serviceUrls,
    PORT: String(gatewayPort),
    // The auth rate limit counts in the same Redis as the queues.
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    STATIC_ROOT: root,
    ...(demoShop ? { DEMO_SHOP_URL: demoShop.url } : {}),
    REMOTES_FILE: env.REMOTES_FILE ?? path.join(dataDir, 'remotes.json'),
  });

  await waitForHealth('gateway', `http://${host}:${gatewayPort}/health`);
  if (env.SEED_DEMO !== 'false')
    await seedDemo({
      gatewayUrl: `http://${host}:${gatewayPort}`,
      accountDatabaseUrl: databaseUrl(serverUrl, 'yarn_account'),
      shop: demoShop,
      dealsEnv: envOf.deals,
      leftOut,
      root,
      env,
      log,
    });
  log(
    `ready in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (replicas > 1 ? ` (${replicas} instances of every service and worker)` : '') +
      (leftOut.length ? `, without ${leftOut.join(', ')}` : ''),
  );
  process.stdout.write(`\n  Yarn Management is running at http://localhost:${gatewayPort}\n\n`);
}

let shuttingDown = false;
async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  log('stopping');
  await supervisor.stopAll();
  if (embedded) await stopEmbeddedPostgres(embedded, path.join(dataDir, 'postgres')).catch(() => {});
  if (demoShop) await demoShop.close().catch(() => {});
  if (providerFakes) await providerFakes.close();
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch((error) => {
  process.stderr.write(`[start] ${error instanceof Error ? error.message : String(error)}\n`);
  void shutdown(1);
});
