#!/usr/bin/env node
// Benchmark (not a test) of the yarn assistant's built-in engine (issue 21): the time to read a question and
// answer it (readQuestion + answerQuestion, with sources that answer at once from memory), over every question
// of the evaluation set, repeated. Target: p95 under 50 ms.
//
//   node scripts/bench-assistant.mjs [--runs 20] [--no-build]
//
// It reads the built tools service and evaluation set (see scripts/lib/assistant-engine.mjs).
import { performance } from 'node:perf_hooks';
import { readOptions } from './lib/options.mjs';
import { inMemorySources, loadAssistantEngine } from './lib/assistant-engine.mjs';

const { number: option, flag } = readOptions();
const RUNS = option('runs', 20);
const TARGET_MS = 50;

const { engine, table, evalSet } = await loadAssistantEngine({ build: !flag('no-build') });
const cases = evalSet.ASSISTANT_EVAL_CASES;

async function answer(entry) {
  const reading = engine.readQuestion(entry.message, entry.previous ?? [], table);
  return engine.answerQuestion(reading, inMemorySources, table);
}

// The first question pays for the table's parse (once per process, loadBrandTable) and the JIT: timed apart.
const coldStarted = performance.now();
await answer(cases[0]);
const coldMs = performance.now() - coldStarted;
for (const entry of cases) await answer(entry);

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const byIntent = new Map();
const all = [];
for (let run = 0; run < RUNS; run += 1) {
  for (const entry of cases) {
    const started = performance.now();
    await answer(entry);
    const elapsed = performance.now() - started;
    all.push(elapsed);
    byIntent.set(entry.intent, [...(byIntent.get(entry.intent) ?? []), elapsed]);
  }
}

const ms = (value) => value.toFixed(3).padStart(8);
console.log(
  `Yarn assistant, built-in engine: read + answer, ${cases.length} questions x ${RUNS} runs, brand table ${table.version} (${table.rows.length} brands)\n`,
);
console.log(`${'intent'.padEnd(13)} ${'n'.padStart(5)}    p50 ms    p95 ms    max ms`);
for (const [intent, times] of [...byIntent].sort(([a], [b]) => a.localeCompare(b))) {
  times.sort((a, b) => a - b);
  console.log(
    `${intent.padEnd(13)} ${String(times.length).padStart(5)} ${ms(quantile(times, 0.5))}  ${ms(quantile(times, 0.95))}  ${ms(times[times.length - 1])}`,
  );
}
all.sort((a, b) => a - b);
const p95 = quantile(all, 0.95);
console.log(
  `\nAll ${all.length} answers: p50 ${ms(quantile(all, 0.5))} ms, p95 ${ms(p95)} ms, max ${ms(all[all.length - 1])} ms (target p95 < ${TARGET_MS} ms)`,
);
console.log(`First answer of the process (table parsed, cold JIT): ${coldMs.toFixed(1)} ms`);
if (p95 >= TARGET_MS) process.exitCode = 1;
