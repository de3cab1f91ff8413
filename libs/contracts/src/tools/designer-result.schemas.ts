import { z } from 'zod';
import { PatternYarnWeightSchema } from '../patterns/patterns.schemas.js';
import {
  DESIGNER_CRAFTS,
  DESIGNER_DIFFICULTIES,
  DESIGNER_PROJECT_TYPES,
  DESIGNER_YARN_WEIGHTS,
  DesignerPatternSchema,
} from './designer.schemas.js';

/** Yarn for one size: yards, metres and 100 g skeins. */
export const DesignerYardageSchema = z.object({
  size: z.string(),
  yards: z.number().int(),
  metres: z.number().int(),
  skeins: z.number().int(),
});
export type DesignerYardage = z.infer<typeof DesignerYardageSchema>;

/** A finished measurement as the stitches make it, in inches, per size. */
export const DesignerFinishedSchema = z.object({
  key: z.string(),
  label: z.string(),
  inches: z.array(z.number()),
});

/** Who wrote the words: the built-in engine, or the configured AI endpoint around the engine's numbers. */
export const DESIGNER_WRITERS = ['engine', 'llm'] as const;

export const DesignerWriterSchema = z.object({
  source: z.enum(DESIGNER_WRITERS),
  /** The AI model that wrote the wording, when one did. */
  model: z.string().nullable(),
  /**
   * Why the engine's own words are shown although an AI endpoint is set (it did not answer, or its answer
   * changed a count); null otherwise. The pattern's notes say the same.
   */
  fallback: z.string().nullable(),
});
export type DesignerWriter = z.infer<typeof DesignerWriterSchema>;

/**
 * What the designer answers: the spec's `pattern`, and the design's data the page, the library and the PDF use
 * (every count proved by the engine's checker: `checked`).
 */
export const DesignerResponseSchema = z.object({
  pattern: DesignerPatternSchema,
  design: z.object({
    projectType: z.enum(DESIGNER_PROJECT_TYPES),
    craftType: z.enum(DESIGNER_CRAFTS),
    difficulty: z.enum(DESIGNER_DIFFICULTIES),
    yarnWeight: z.enum(DESIGNER_YARN_WEIGHTS),
    /** The library's spelling of the weight (its filter's). */
    libraryYarnWeight: PatternYarnWeightSchema,
    terms: z.enum(['US', 'UK']),
    sizes: z.array(z.string()),
    chosenSize: z.string().nullable(),
    gauge: z.object({
      stitches: z.number(),
      rows: z.number(),
      over: z.enum(['4 in', '10 cm']),
      source: z.enum(['cyc', 'own']),
    }),
    needleSizes: z.array(z.string()),
    yardage: z.array(DesignerYardageSchema),
    contrastYardage: z.array(DesignerYardageSchema).nullable(),
    techniques: z.array(z.string()),
    finished: z.array(DesignerFinishedSchema),
    /** An accessible SVG (role img, a title and a description naming every measurement). */
    schematicSvg: z.string(),
    checked: z.boolean(),
  }),
  writer: DesignerWriterSchema,
});
export type DesignerResponse = z.infer<typeof DesignerResponseSchema>;
