#!/usr/bin/env node
// `npm run chaos` (issue 24): the local multi-replica run under a bounded load of knitters for a few minutes, with
// every kind of fault injected at random intervals, then the checks; prints the table and the memory and CPU of
// every process at rest and under the load (also written as JSON), and exits 1 if a target is missed. Build first
// (`npm run build`): this starts the built services through scripts/start.mjs.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runChaos } from './chaos.js';
import { FAULT_KINDS, type FaultKind } from './faults.js';
import { formatTable } from './report.js';
import { formatResources } from './resources-report.js';

const env = process.env;
const rounds = Number(env.CHAOS_ROUNDS ?? 2);
const knitters = Number(env.CHAOS_KNITTERS ?? 6);
const dataDir = env.CHAOS_DATA_DIR ?? '/tmp/yarn-chaos/data';
const restMs = Number(env.CHAOS_REST_MS ?? 30_000);
const resourcesFile = env.CHAOS_RESOURCES_FILE ?? path.join(path.dirname(dataDir), 'resources.json');

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const faults: FaultKind[] = Array.from({ length: rounds }, () => shuffled(FAULT_KINDS)).flat();
const started = Date.now();
const log = (line: string) =>
  process.stdout.write(`[chaos ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);
log(`${faults.length} faults (${faults.join(', ')}), ${knitters} knitters; data in ${dataDir}`);

try {
  const result = await runChaos({
    ports: {
      gateway: Number(env.CHAOS_PORT ?? 4160),
      serviceBase: Number(env.CHAOS_SERVICE_PORT_BASE ?? 4200),
      postgres: Number(env.CHAOS_PG_PORT ?? 54460),
      redis: Number(env.CHAOS_REDIS_PORT ?? 63860),
    },
    dataDir,
    knitters,
    faults,
    gapMs: [5_000, 20_000],
    restMs,
    log,
  });
  process.stdout.write(`\n${formatTable(result.faults, result.totals, result.checks)}\n\n`);
  process.stdout.write(`${formatResources(result.resources)}\n\n`);
  mkdirSync(path.dirname(resourcesFile), { recursive: true });
  writeFileSync(resourcesFile, `${JSON.stringify(result.resources, null, 2)}\n`);
  log(`resources written to ${resourcesFile}`);
  log(result.ok ? 'every target met' : 'a target was missed');
  if (env.CHAOS_KEEP_DATA !== 'true') rmSync(dataDir, { recursive: true, force: true });
  process.exit(result.ok ? 0 : 1);
} catch (error) {
  log(`stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
