#!/usr/bin/env node
// Benchmark (not a test) of the pattern designer's built-in engine (issue 20): generation time, checker included,
// for every project type x size, each over both crafts, the three difficulties and the seven yarn weights.
// Target: p95 under 50 ms for every type x size.
//
//   node scripts/bench-designer.mjs [--runs 2] [--no-build]
//
// It reads the built lib (`@yarn-mgmt/domain/designer`), so it first runs its Nx build (from the cache when
// nothing changed); `--no-build` skips that.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { readOptions } from './lib/options.mjs';

const { number: option, flag } = readOptions();
const RUNS = option('runs', 2);
const TARGET_MS = 50;

if (!flag('no-build')) {
  const build = spawnSync('npx', ['nx', 'run', '@yarn-mgmt/domain:build', '--output-style=static'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const {
  generateDesign,
  sizeOptions,
  DESIGNER_PROJECT_TYPES,
  DESIGNER_CRAFTS,
  DESIGNER_DIFFICULTIES,
  DESIGNER_YARN_WEIGHTS,
} = await import('@yarn-mgmt/domain/designer');

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

// Warm-up: the first designs pay for the JIT.
for (const projectType of DESIGNER_PROJECT_TYPES)
  for (let i = 0; i < 20; i += 1)
    generateDesign({ projectType, craftType: 'knitting', difficulty: 'advanced', yarnWeight: 'lace' });

const rows = [];
const all = [];
let failures = 0;
for (const projectType of DESIGNER_PROJECT_TYPES) {
  for (const size of sizeOptions(projectType)) {
    const times = [];
    for (const craftType of DESIGNER_CRAFTS)
      for (const difficulty of DESIGNER_DIFFICULTIES)
        for (const yarnWeight of DESIGNER_YARN_WEIGHTS)
          for (let run = 0; run < RUNS; run += 1) {
            const started = performance.now();
            const design = generateDesign({
              projectType,
              craftType,
              difficulty,
              yarnWeight,
              size: size.text,
            });
            times.push(performance.now() - started);
            if (!design.check.ok) failures += 1;
          }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({
      type: projectType,
      size: `${size.family} / ${size.label}`,
      n: times.length,
      p50: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      max: times[times.length - 1],
    });
  }
}

const ms = (value) => value.toFixed(2).padStart(7);
console.log(
  `Designer generation (checker included), ${RUNS} run(s) of each craft x difficulty x weight per size\n`,
);
console.log(`${'type'.padEnd(9)} ${'size'.padEnd(34)} ${'n'.padStart(4)}   p50 ms   p95 ms   max ms`);
for (const row of rows)
  console.log(
    `${row.type.padEnd(9)} ${row.size.padEnd(34)} ${String(row.n).padStart(4)} ${ms(row.p50)}  ${ms(row.p95)}  ${ms(row.max)}`,
  );
all.sort((a, b) => a - b);
const worst = rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
console.log(
  `\nAll ${all.length} designs: p50 ${ms(quantile(all, 0.5))} ms, p95 ${ms(quantile(all, 0.95))} ms, max ${ms(all[all.length - 1])} ms`,
);
console.log(
  `Slowest type x size by p95: ${worst.type} ${worst.size}, ${worst.p95.toFixed(2)} ms (target < ${TARGET_MS} ms)`,
);
console.log(`Designs the checker refused: ${failures}`);
if (worst.p95 >= TARGET_MS || failures) process.exitCode = 1;
