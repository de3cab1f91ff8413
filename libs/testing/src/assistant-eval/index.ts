import type { AssistantEvalCase } from './eval-types.js';
import { HELD_OUT_EVAL_CASES } from './held-out.js';
import { TUNED_EVAL_CASES } from './tuned.js';

export * from './eval-types.js';
export * from './score.js';

/** The yarn assistant's evaluation set: the tuned part and the held-out part (`heldOut: true`), scored apart. */
export const ASSISTANT_EVAL_CASES: readonly AssistantEvalCase[] = [
  ...TUNED_EVAL_CASES,
  ...HELD_OUT_EVAL_CASES,
];
