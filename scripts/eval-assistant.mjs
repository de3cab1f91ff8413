#!/usr/bin/env node
// Evaluation (not a test) of the yarn assistant's built-in engine (issue 21) on the evaluation set in
// libs/testing: intent accuracy, slot accuracy and recommendation precision (no recommendation outside the asked
// weight or budget, none holding a fibre asked away; the brands that must and must not appear), the tuned part and
// the held-out part apart.
// Targets: intent >= 90 %, slots >= 90 %, no recommendation outside the asked weight or budget.
//
//   node scripts/eval-assistant.mjs [--no-build] [--misses]
//
// It reads the built tools service (`services/tools/dist/assistant`) and `@yarn-mgmt/testing/assistant-eval`.
// `--misses` lists every question read wrong.
import { readOptions } from './lib/options.mjs';
import { inMemorySources, loadAssistantEngine } from './lib/assistant-engine.mjs';

const { flag } = readOptions();
const { engine, table, evalSet } = await loadAssistantEngine({ build: !flag('no-build') });
const { ASSISTANT_EVAL_CASES, scoreCase, summarise } = evalSet;
const TARGET = 0.9;

const scores = [];
for (const entry of ASSISTANT_EVAL_CASES) {
  const reading = engine.readQuestion(entry.message, entry.previous ?? [], table);
  const answer = await engine.answerQuestion(reading, inMemorySources, table);
  const score = scoreCase(
    entry,
    { intent: reading.intent, slots: reading.slots, recommendations: answer.recommendations },
    engine.USD_PER_UNIT,
  );
  scores.push(score);
  const wrong =
    !score.intentOk ||
    score.slotMisses.length > 0 ||
    score.outside.length > 0 ||
    score.brandMisses.length > 0;
  if (flag('misses') && wrong) {
    console.log(`${entry.heldOut ? '[held-out] ' : ''}${entry.id}: "${entry.message}"`);
    console.log(`  read     ${reading.intent} ${JSON.stringify(reading.slots)}`);
    console.log(`  expected ${entry.intent} ${JSON.stringify(entry.slots)}`);
    for (const problem of [...score.outside, ...score.brandMisses]) console.log(`  ${problem}`);
  }
}

const percent = (share) => `${(share * 100).toFixed(1)} %`;
let failed = false;
console.log(`Yarn assistant, built-in engine: brand table ${table.version} (${table.rows.length} brands)\n`);
for (const [title, heldOut] of [
  ['Tuned part', false],
  ['Held-out part (written before the rules, never tuned on)', true],
]) {
  const cases = ASSISTANT_EVAL_CASES.filter((entry) => entry.heldOut === heldOut);
  const summary = summarise(
    scores.filter((score) => score.heldOut === heldOut),
    cases,
  );
  console.log(`${title}: ${summary.cases} questions`);
  console.log(`  intent accuracy    ${percent(summary.intentAccuracy)}`);
  console.log(`  slot accuracy      ${percent(summary.slotAccuracy)} (every slot of a question right)`);
  console.log(
    `  recommendations    ${summary.recommendations}, outside the asked weight, budget or fibre: ${summary.outside} (precision ${percent(summary.precision)})`,
  );
  console.log(`  must / must-not    ${summary.brandCasesHeld} of ${summary.brandCases} questions hold\n`);
  if (summary.intentAccuracy < TARGET || summary.slotAccuracy < TARGET || summary.outside > 0) failed = true;
}
console.log(
  `Targets: intent >= 90 %, slots >= 90 %, none outside the asked weight, budget or fibre: ${failed ? 'MISSED' : 'met'}`,
);
if (failed) process.exitCode = 1;
