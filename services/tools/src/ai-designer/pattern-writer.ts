import type { DesignerPattern, DesignerWriter } from '@yarn-mgmt/contracts';
import type { Design } from '@yarn-mgmt/domain/designer';
import type { LlmClient, LlmFailure } from '../llm/llm.client.js';
import { changedNumbers, withNote } from './design-wording.js';
import { readWordingAnswer, wordingPrompt } from './llm-prompt.js';

/** The pattern's words around the engine's numbers, and who wrote them. */
export interface Written {
  pattern: DesignerPattern;
  writer: DesignerWriter;
}

/**
 * The designer's provider (DECISIONS 20): the engine always computes the design; a writer words it. The built-in
 * engine is the default and needs no network; with LLM_BASE_URL set, an OpenAI-compatible endpoint writes.
 */
export interface PatternWriter {
  write(design: Design): Promise<Written>;
}

export const PATTERN_WRITER = Symbol('PATTERN_WRITER');

/** The built-in engine's own words (nothing leaves the machine). */
export class EngineWriter implements PatternWriter {
  write(design: Design): Promise<Written> {
    return Promise.resolve({
      pattern: design.pattern,
      writer: { source: 'engine', model: null, fallback: null },
    });
  }
}

const ENGINE_TEXT = "this is the built-in engine's own text, every count checked";

const FAILURE_NOTES: Record<Exclude<LlmFailure, 'off'>, string> = {
  open: `The AI service failed several times just now, so it was not asked: ${ENGINE_TEXT}.`,
  timeout: `The AI service did not answer in time: ${ENGINE_TEXT}.`,
  down: `The AI service is unavailable right now: ${ENGINE_TEXT}.`,
  refused: `The AI service refused the request (check its key and model): ${ENGINE_TEXT}.`,
};

/**
 * An OpenAI-compatible endpoint writes the title, description, a designer's note and friendlier wording of the
 * steps around the engine's numbers. Its answer is checked again: a count the instructions no longer state, or a
 * number the engine never gave, and the whole answer is discarded for the engine's own text; the notes say so.
 * The engine's notes (gauge, finished measurements, abbreviations) and materials are kept as they are.
 */
export class LlmWriter implements PatternWriter {
  constructor(private readonly llm: LlmClient) {}

  async write(design: Design): Promise<Written> {
    const engine = design.pattern;
    const answer = await this.llm.chat(wordingPrompt(design), { json: true });
    const fallback = (note: string, model: string | null): Written => ({
      pattern: withNote(engine, note),
      writer: { source: 'engine', model, fallback: note },
    });
    if (!answer.ok)
      return answer.reason === 'off'
        ? new EngineWriter().write(design)
        : fallback(FAILURE_NOTES[answer.reason], null);
    const words = readWordingAnswer(answer.content);
    if (!words) return fallback(`The AI service's answer could not be read: ${ENGINE_TEXT}.`, answer.model);
    const changed = changedNumbers(design, words);
    if (changed.length) {
      const shown = changed.slice(0, 3).join('; ');
      return fallback(
        `An AI wording (${answer.model}) was discarded because it changed the pattern's numbers (${shown}): ${ENGINE_TEXT}.`,
        answer.model,
      );
    }
    const notes = [
      words.notes,
      engine.notes,
      `Words by the AI model ${answer.model} around the built-in engine's numbers, each checked against them.`,
    ].filter(Boolean);
    return {
      pattern: {
        title: words.title,
        description: words.description,
        materials: engine.materials,
        instructions: words.instructions,
        notes: notes.join('\n'),
      },
      writer: { source: 'llm', model: answer.model, fallback: null },
    };
  }
}
