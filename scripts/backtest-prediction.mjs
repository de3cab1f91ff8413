#!/usr/bin/env node
// Benchmark (not a test) of the sale prediction (issue 11): replays synthetic sale histories of brands with a known
// cycle plus noise (libs/domain deal-prediction/synthetic-history.ts, seeded, so the figures repeat), predicts
// each sale from the sales before it, and prints per brand and overall the mean absolute error in days of our
// predictor against the naive baseline (the latest interval repeated), the other candidates the backtest chose
// between, and the confidence a user would see at the end of each history.
//
//   node scripts/backtest-prediction.mjs [--no-build]
//
// It reads the built `@yarn-mgmt/domain`, so it first runs its Nx build (from the cache when nothing changed).
// Exits 1 when our predictor does not beat the baseline overall.
import { spawnSync } from 'node:child_process';
import { readOptions } from './lib/options.mjs';

const { flag } = readOptions();

if (!flag('no-build')) {
  const build = spawnSync('npx', ['nx', 'run', '@yarn-mgmt/domain:build', '--output-style=static'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const domain = await import('@yarn-mgmt/domain');
const { SYNTHETIC_BRANDS, syntheticObservations, groupSaleEvents, backtest, predictFromEvents } = domain;

/** The predictors compared: the baseline, the candidates the choice was made between, and ours. */
const PREDICTORS = [
  ['naive', domain.naiveLastInterval],
  ['median', domain.cyclePredictor({ skipAware: false, phaseEvents: 1 })],
  ['skips', domain.cyclePredictor({ phaseEvents: 1 })],
  ['ours', domain.predictSaleCycle],
];

const pad = (value, width) => String(value).padStart(width);
const days = (value) => (value === null ? 'n/a' : value.toFixed(2));
const header = ['brand'.padEnd(28), 'cycle', 'events', ...PREDICTORS.map(([name]) => pad(name, 7)), ' conf'];
console.log(`Mean absolute error in days of each predicted sale date\n\n${header.join(' ')}`);

const pooled = new Map(PREDICTORS.map(([name]) => [name, []]));
const confidences = [];
for (const brand of SYNTHETIC_BRANDS) {
  const events = groupSaleEvents(syntheticObservations(brand));
  const cells = PREDICTORS.map(([name, predictor]) => {
    const result = backtest(events, predictor);
    pooled.get(name).push(...result.errors);
    return pad(days(result.meanAbsoluteErrorDays), 7);
  });
  const today = new Date(`${events.at(-1).date}T00:00:00Z`);
  const { confidence } = predictFromEvents(events, today);
  confidences.push(confidence);
  console.log(
    [
      brand.name.padEnd(28),
      pad(brand.cycleDays, 5),
      pad(events.length, 6),
      ...cells,
      pad(confidence, 5),
    ].join(' '),
  );
}

const mae = (errors) => errors.reduce((sum, error) => sum + error, 0) / errors.length;
const overall = PREDICTORS.map(([name]) => pad(days(mae(pooled.get(name))), 7));
const meanConfidence = confidences.reduce((sum, value) => sum + value, 0) / confidences.length;
const replays = pooled.get('ours').length;
console.log(
  [
    `overall (${replays} replays)`.padEnd(28),
    pad('', 5),
    pad('', 6),
    ...overall,
    pad(meanConfidence.toFixed(0), 5),
  ].join(' '),
);

const ours = mae(pooled.get('ours'));
const naive = mae(pooled.get('naive'));
console.log(
  `\nOurs ${days(ours)} days against the naive baseline's ${days(naive)} days (${((1 - ours / naive) * 100).toFixed(0)} % less error); mean confidence ${meanConfidence.toFixed(0)} %.`,
);
if (!(ours < naive)) process.exitCode = 1;
