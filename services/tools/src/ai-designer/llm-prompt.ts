import { statedCounts, type Design } from '@yarn-mgmt/domain/designer';
import { z } from 'zod';
import type { LlmTextMessage } from '../llm/llm.client.js';

/**
 * What is sent (DECISIONS 30: only what the answer needs): the engine's title, description and instructions and
 * the counts they state. Never the user, their token, or what they typed (the engine's notes may quote their
 * Special Features, so the notes stay here: the model writes a note of its own, put before them).
 */
export function wordingPrompt(design: Design): LlmTextMessage[] {
  const { title, description, instructions } = design.pattern;
  const craft = design.craftType === 'knitting' ? 'knitting' : 'crochet';
  return [
    {
      role: 'system',
      content: [
        `You edit ${craft} patterns. You are given a pattern whose every number was computed and checked.`,
        'Rewrite its words to be warm, clear and friendly for a knitter of the given level, and give it an evocative title.',
        'Never change, add, drop or reorder a number: every stitch count, row count and measurement stays exactly as',
        'written, graded as "88 (96, 104)" is. Keep every step, in order, with its section headings.',
        'Answer with a JSON object with string fields: "title", "description" (two or three sentences),',
        '"notes" (a short note from the designer, with no numbers: the gauge, measurements and abbreviations are kept apart),',
        'and "instructions" (the whole instructions, reworded).',
      ].join(' '),
    },
    {
      role: 'user',
      content: JSON.stringify({
        level: design.difficulty,
        title,
        description,
        instructions,
        countsToKeep: statedCounts(design.pieces),
      }),
    },
  ];
}

/** Whether a character may stay: tabs and line feeds, and no other control or separator character. */
const keeps = (char: string) => {
  const code = char.charCodeAt(0);
  if (code === 0x09 || code === 0x0a) return true;
  return !(code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029);
};

/** Control characters a page could not send back removed (tabs and line breaks stay; CRLF becomes LF). */
const clean = (text: string) => [...text.replace(/\r\n?/g, '\n')].filter(keeps).join('');

const words = (max: number) => z.string().transform(clean).pipe(z.string().trim().max(max));

const AnswerSchema = z.object({
  title: z
    .string()
    .transform((text) => clean(text).replace(/\s+/g, ' '))
    .pipe(z.string().trim().min(1).max(200)),
  description: words(4_000),
  notes: words(4_000).default(''),
  instructions: words(60_000).pipe(z.string().min(1)),
});
export type WordingAnswer = z.infer<typeof AnswerSchema>;

/** The answer's JSON object (a model may wrap it in a code fence), or null when it is not one of that shape. */
export function readWordingAnswer(content: string): WordingAnswer | null {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    const parsed = AnswerSchema.safeParse(JSON.parse(unfenced));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
