#!/usr/bin/env node
// Benchmark (not a test) of the pattern-text parser (issue 8): precision and recall per field over the pattern
// corpus and, apart, over the held-out set written after the parser and the real-world texts of issue 23 (those it
// was tuned on, and those held out of tuning); the wrong values it was sure of; then parse time per text.
//
//   node scripts/bench-pattern-parser.mjs [--runs 200] [--no-build] [--misses]
//
// It reads the built libs (`@yarn-mgmt/domain`, `@yarn-mgmt/testing/pattern-corpus`), so it first runs their Nx
// build (from the cache when nothing changed); `--no-build` skips that. `--misses` lists every wrong field.
import { performance } from 'node:perf_hooks';
import { buildProjects } from './lib/build-projects.mjs';
import { readOptions } from './lib/options.mjs';

const { number: option, flag } = readOptions();
const RUNS = option('runs', 200);
// At or above this confidence the reader claims to be sure; below it the UI's percentage tells the user to check.
const SURE = 0.5;

if (!flag('no-build')) buildProjects('@yarn-mgmt/domain', '@yarn-mgmt/testing');

const { readPatternText } = await import('@yarn-mgmt/domain');
const corpus = await import('@yarn-mgmt/testing/pattern-corpus');
const { formatCorpusScore, scorePatternCorpus } = corpus;

function report(title, cases) {
  const score = scorePatternCorpus(cases, readPatternText);
  console.log(`\n${title} (${cases.length} texts)\n${formatCorpusScore(score)}`);
  // A wrong value the reader was sure of is the costly miss: the user has no reason to check it.
  const wrong = score.misses.filter((miss) => miss.confidence !== null);
  const sure = wrong.filter((miss) => miss.confidence >= SURE);
  console.log(`wrong values: ${wrong.length}, of them at confidence >= ${SURE}: ${sure.length}`);
  if (flag('misses'))
    for (const miss of score.misses)
      console.log(
        `  ${miss.id} ${miss.field} ${miss.outcome}: expected ${JSON.stringify(miss.expected)}, read ${JSON.stringify(miss.found)}${miss.confidence === null ? '' : ` at ${miss.confidence}`}`,
      );
  return score;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Median milliseconds of `runs` parses of one text, after a warm-up. */
function timeText(text, runs) {
  for (let i = 0; i < 20; i += 1) readPatternText(text);
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    readPatternText(text);
    times.push(performance.now() - started);
  }
  return median(times);
}

// Every batch, in the order it was written, with how it was used (issue 8; issue 23 for the real-world ones).
const BATCHES = [
  ['Corpus', 'PATTERN_CORPUS'],
  ['Held-out', 'PATTERN_CORPUS_HELD_OUT'],
  ['Real-world, tuned on', 'PATTERN_CORPUS_REAL_WORLD'],
  ['Real-world, held out of tuning', 'PATTERN_CORPUS_REAL_WORLD_HELD_OUT'],
  ['Real-world, second held-out batch, written after the rules', 'PATTERN_CORPUS_REAL_WORLD_BLIND'],
  ['Real-world, third held-out batch, never tuned on', 'PATTERN_CORPUS_REAL_WORLD_THIRD'],
  ['Real-world, fourth held-out batch, written blind, never tuned on', 'PATTERN_CORPUS_REAL_WORLD_FOURTH'],
  ['Real-world, fifth batch, written blind, tuned on after its first run', 'PATTERN_CORPUS_REAL_WORLD_FIFTH'],
  ['Real-world, sixth batch, written blind, tuned on after its first run', 'PATTERN_CORPUS_REAL_WORLD_SIXTH'],
  [
    'Real-world, seventh batch, written blind, tuned on after its first run',
    'PATTERN_CORPUS_REAL_WORLD_SEVENTH',
  ],
  [
    'Real-world, eighth batch, written blind, its titles looked at while the title model was built',
    'PATTERN_CORPUS_REAL_WORLD_EIGHTH',
  ],
  [
    'Real-world, ninth batch, written blind, trained on after its first score',
    'PATTERN_CORPUS_REAL_WORLD_NINTH',
  ],
  [
    'Real-world, tenth batch, written blind, trained on after its first score',
    'PATTERN_CORPUS_REAL_WORLD_TENTH',
  ],
  [
    'Real-world, eleventh batch, written blind, trained on after its first score',
    'PATTERN_CORPUS_REAL_WORLD_ELEVENTH',
  ],
  [
    'Real-world, twelfth batch, written blind, trained on after its first score',
    'PATTERN_CORPUS_REAL_WORLD_TWELFTH',
  ],
  [
    'Real-world, thirteenth batch, written blind, trained on after its first score',
    'PATTERN_CORPUS_REAL_WORLD_THIRTEENTH',
  ],
  [
    'Real-world, fourteenth batch, written blind, trained on after its first score',
    'PATTERN_CORPUS_REAL_WORLD_FOURTEENTH',
  ],
  [
    'Real-world, fifteenth held-out batch, written blind, never tuned or trained on',
    'PATTERN_CORPUS_REAL_WORLD_FIFTEENTH',
  ],
  ['Real-world, sixteenth batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_SIXTEENTH'],
  ['Real-world, seventeenth batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_SEVENTEENTH'],
  ['Real-world, eighteenth batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_EIGHTEENTH'],
  ['Real-world, nineteenth batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_NINETEENTH'],
  ['Real-world, twentieth batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_TWENTIETH'],
  ['Real-world, twenty-first batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_TWENTY_FIRST'],
  [
    'Real-world, twenty-second batch, written blind, measured once',
    'PATTERN_CORPUS_REAL_WORLD_TWENTY_SECOND',
  ],
  ['Real-world, twenty-third batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_TWENTY_THIRD'],
  [
    'Real-world, twenty-fourth batch, written blind, measured once',
    'PATTERN_CORPUS_REAL_WORLD_TWENTY_FOURTH',
  ],
  ['Real-world, twenty-fifth batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_TWENTY_FIFTH'],
  ['Real-world, twenty-sixth batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_TWENTY_SIXTH'],
  [
    'Real-world, twenty-seventh batch, written blind, measured once',
    'PATTERN_CORPUS_REAL_WORLD_TWENTY_SEVENTH',
  ],
  [
    'Real-world, twenty-eighth batch, written blind, measured once',
    'PATTERN_CORPUS_REAL_WORLD_TWENTY_EIGHTH',
  ],
  ['Real-world, twenty-ninth batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_TWENTY_NINTH'],
  ['Real-world, thirtieth batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_THIRTIETH'],
  ['Real-world, thirty-first batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_THIRTY_FIRST'],
  [
    'Real-world, thirty-second batch, written blind, measured once',
    'PATTERN_CORPUS_REAL_WORLD_THIRTY_SECOND',
  ],
  ['Real-world, thirty-third batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_THIRTY_THIRD'],
  [
    'Real-world, thirty-fourth batch, written blind, measured once',
    'PATTERN_CORPUS_REAL_WORLD_THIRTY_FOURTH',
  ],
  ['Real-world, thirty-fifth batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_THIRTY_FIFTH'],
  ['Real-world, thirty-sixth batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_THIRTY_SIXTH'],
  [
    'Real-world, thirty-seventh batch, written blind, measured once',
    'PATTERN_CORPUS_REAL_WORLD_THIRTY_SEVENTH',
  ],
  [
    'Real-world, thirty-eighth batch (PDF-extracted), written blind, measured once',
    'PATTERN_CORPUS_REAL_WORLD_THIRTY_EIGHTH',
  ],
  ['Real-world, thirty-ninth batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_THIRTY_NINTH'],
  [
    'Real-world, fortieth batch (PDF-extracted), written blind, measured once',
    'PATTERN_CORPUS_REAL_WORLD_FORTIETH',
  ],
  ['Real-world, forty-first batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_FORTY_FIRST'],
  [
    'Real-world, forty-second batch (PDF-extracted), written blind, measured once',
    'PATTERN_CORPUS_REAL_WORLD_FORTY_SECOND',
  ],
  ['Real-world, forty-third batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_FORTY_THIRD'],
  [
    'Real-world, forty-fourth batch (PDF-extracted), written blind, measured once',
    'PATTERN_CORPUS_REAL_WORLD_FORTY_FOURTH',
  ],
  ['Real-world, forty-fifth batch, written blind, measured once', 'PATTERN_CORPUS_REAL_WORLD_FORTY_FIFTH'],
  [
    'Real-world, forty-sixth batch (PDF-extracted), written blind, measured once',
    'PATTERN_CORPUS_REAL_WORLD_FORTY_SIXTH',
  ],
];
const scores = BATCHES.map(([title, name]) => report(title, corpus[name]));
const all = BATCHES.flatMap(([, name]) => corpus[name]);
const perText = all.map((corpusCase) => timeText(corpusCase.text, RUNS));
// A 30-page pattern: the corpus texts with rows of instructions between them, about 3 000 characters a page.
const instructions =
  'Row 1 (RS): k2, *p2, k2; rep from * to end. Row 2: p2, *k2, p2; rep from * to end.\n'.repeat(30);
const thirtyPages = all
  .slice(0, 30)
  .map((corpusCase) => `${corpusCase.text}\n\n${instructions}`)
  .join('\n\n');
const long = timeText(thirtyPages, Math.max(10, Math.floor(RUNS / 10)));

const ms = (value) => `${value.toFixed(3)} ms`;
console.log(`\nParse time per text (${all.length} texts, median of ${RUNS} runs each):`);
console.log(`  median ${ms(median(perText))}, max ${ms(Math.max(...perText))}`);
console.log(`  a 30-page pattern (${thirtyPages.length} characters): ${ms(long)}`);

const below = scores
  .flatMap((score) => score.fields)
  .filter((row) => row.precision < 0.9 || row.recall < 0.9);
const main = scores[0];
if (main.fields.some((row) => row.precision < 0.9 || row.recall < 0.9)) process.exitCode = 1;
if (below.length)
  console.log(`\nBelow the 90 % target: ${[...new Set(below.map((row) => row.field))].join(', ')}`);
