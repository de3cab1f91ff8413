#!/usr/bin/env node
// Benchmark (not a test) of the sale prediction (issue 11): replays synthetic sale histories of brands with a known
// cycle plus noise (libs/domain deal-prediction/synthetic-history.ts, seeded, so the figures repeat), predicts
// each sale from the sales before it, and prints per brand and overall the mean absolute error in days of our
// predictor, of the naive baseline (the latest interval repeated) and of the steps between them, and the
// confidence a user would see at the end of each history.
//
//   node scripts/backtest-prediction.mjs [--seeds 1] [--no-build]
//
// `--seeds N` replays each brand with N seeds (its own first), for figures that do not hang on one draw.
// It reads the built `@yarn-mgmt/domain`, so it first runs its Nx build (from the cache when nothing changed).
// Exits 1 when our predictor does not beat the baseline overall.
import { spawnSync } from 'node:child_process';
import { readOptions } from './lib/options.mjs';

const { flag, number } = readOptions();
const SEEDS = number('seeds', 1);

if (!flag('no-build')) {
  const build = spawnSync('npx', ['nx', 'run', '@yarn-mgmt/domain:build', '--output-style=static'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const domain = await import('@yarn-mgmt/domain');
const { SYNTHETIC_BRANDS, syntheticObservations, groupSaleEvents, backtest, predictFromEvents } = domain;

/** The baseline, two steps towards ours (a plain median; the skip-aware trimmed cycle), and ours. */
const PREDICTORS = [
  ['naive', domain.naiveLastInterval],
  ['median', domain.cyclePredictor({ skipAware: false, average: 'median', yearlySales: false })],
  ['cycle', domain.cyclePredictor({ yearlySales: false })],
  ['ours', domain.predictSaleCycle],
];

const pad = (value, width) => String(value).padStart(width);
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const days = (values) => (values.length === 0 ? 'n/a' : mean(values).toFixed(2));
const row = (label, cycle, events, cells, confidence) =>
  [
    label.padEnd(27),
    pad(cycle, 5),
    pad(events, 6),
    ...cells.map((cell) => pad(cell, 7)),
    pad(confidence, 5),
  ].join(' ');

console.log(`Mean absolute error in days of each predicted sale date (${SEEDS} seed(s) per brand)\n`);
console.log(
  row(
    'brand',
    'cycle',
    'events',
    PREDICTORS.map(([name]) => name),
    'conf',
  ),
);
const pooled = new Map(PREDICTORS.map(([name]) => [name, []]));
const confidences = [];
/** Calibration: each replay from the 6th event on, by the confidence a user saw before it: [band, errors / cycle]. */
const BANDS = [
  [5, 29],
  [30, 59],
  [60, 95],
];
const calibration = BANDS.map(() => []);
function calibrate(events) {
  for (let index = 5; index < events.length; index += 1) {
    const history = events.slice(0, index);
    const { confidence } = predictFromEvents(history, new Date(`${history.at(-1).date}T12:00:00Z`));
    const forecast = domain.predictSaleCycle(history);
    const error = Math.abs(history.at(-1).day + Math.round(forecast.nextInDays) - events[index].day);
    calibration[BANDS.findIndex(([, high]) => confidence <= high)].push(error / forecast.cycleDays);
  }
}
for (const brand of SYNTHETIC_BRANDS) {
  const errors = new Map(PREDICTORS.map(([name]) => [name, []]));
  const brandConfidences = [];
  let eventCount = 0;
  for (let seed = 0; seed < SEEDS; seed += 1) {
    const events = groupSaleEvents(syntheticObservations({ ...brand, seed: brand.seed + 1000 * seed }));
    eventCount += events.length;
    calibrate(events);
    for (const [name, predictor] of PREDICTORS) errors.get(name).push(...backtest(events, predictor).errors);
    // What a user would see the day after the latest sale.
    brandConfidences.push(predictFromEvents(events, new Date(`${events.at(-1).date}T12:00:00Z`)).confidence);
  }
  for (const [name, values] of errors) pooled.get(name).push(...values);
  confidences.push(...brandConfidences);
  const cells = PREDICTORS.map(([name]) => days(errors.get(name)));
  console.log(
    row(
      brand.name,
      brand.cycleDays,
      Math.round(eventCount / SEEDS),
      cells,
      mean(brandConfidences).toFixed(0),
    ),
  );
}

const replays = pooled.get('ours').length;
const overall = PREDICTORS.map(([name]) => days(pooled.get(name)));
console.log(row(`overall (${replays} replays)`, '', '', overall, mean(confidences).toFixed(0)));

const ours = mean(pooled.get('ours'));
const naive = mean(pooled.get('naive'));
console.log(
  `\nOurs ${ours.toFixed(2)} days against the naive baseline's ${naive.toFixed(2)} days (${((1 - ours / naive) * 100).toFixed(0)} % less error); mean confidence ${mean(confidences).toFixed(0)} %.`,
);
console.log(
  '\nCalibration: the next sale missed by, as a share of the cycle, by the confidence shown before it',
);
BANDS.forEach(([low, high], index) =>
  console.log(
    `  confidence ${low}-${high}: ${(100 * mean(calibration[index])).toFixed(1)} % (${calibration[index].length} replays)`,
  ),
);
if (!(ours < naive)) process.exitCode = 1;
