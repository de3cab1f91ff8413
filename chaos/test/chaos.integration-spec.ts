import { rmSync } from 'node:fs';
import { type ChaosResult, RECOVERY_TARGET_MS, runChaos } from '../src/chaos.js';
import { FAULT_KINDS } from '../src/faults.js';
import { formatTable } from '../src/report.js';

// The short form of `npm run chaos` (issue 24): the launcher started once with REPLICAS=2 and the demo data on its
// own ports, two knitters and the admin's scrapes as load, ONE fault of each kind, then the same checks. Recovery
// is awaited by polling the stack's health, never a fixed sleep.
const dataDir = '/tmp/yarn-chaos-integration/data';
let result: ChaosResult;

beforeAll(async () => {
  result = await runChaos({
    ports: { gateway: 4360, serviceBase: 4400, postgres: 54470, redis: 63870 },
    dataDir,
    knitters: 2,
    faults: [...FAULT_KINDS],
    // The knitters' busiest paths: the stash (which usage from a project goes on to) and the projects.
    instances: { 'kill-instance': 'inventory', stall: 'projects-2' },
    gapMs: [1_500, 3_000],
    recoveryTimeoutMs: 60_000,
  });
  process.stdout.write(`${formatTable(result.faults, result.totals, result.checks)}\n`);
}, 480_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('chaos, one fault of each kind on the supervised REPLICAS=2 run', () => {
  it.each(FAULT_KINDS)('recovers from %s within 30 s, failing only the feature it hits', (kind) => {
    const fault = result.faults.find((f) => f.kind === kind)!;
    expect({ kind, problems: fault.problems }).toEqual({ kind, problems: [] });
    expect(fault.recoverySeconds).toBeDefined();
    expect(fault.recoverySeconds! * 1000).toBeLessThan(RECOVERY_TARGET_MS);
    expect({ kind, failedOutsideItsFeature: fault.unexpected }).toEqual({ kind, failedOutsideItsFeature: 0 });
  });

  it.each([
    'acknowledged yarn present once',
    'usage counted once',
    'acknowledged photos and board moves kept',
    'every scrape run finished once',
    'no orphan Chromium',
    'every service healthy at the end',
    'failures only for the faulted feature',
  ])('%s', (name) => {
    const check = result.checks.find((c) => c.name === name)!;
    expect({ name, ok: check.ok, detail: check.detail }).toEqual({ name, ok: true, detail: check.detail });
  });
});
