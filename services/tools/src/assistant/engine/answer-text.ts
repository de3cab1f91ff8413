import type { Recommendation } from '@yarn-mgmt/contracts';
import type { EngineAnswer, Intent } from './engine.types.js';

/** An answer of words (and cards) only: no links, nothing unseen. */
export const textAnswer = (
  intent: Intent,
  text: string,
  recommendations: Recommendation[] = [],
): EngineAnswer => ({
  intent,
  text,
  recommendations,
  links: [],
  unavailable: [],
});
