import { z } from 'zod';
import { CRAFT_TYPES } from '../patterns/patterns.constants.js';
import { PatternReadingSchema } from '../patterns/pattern-reading.schemas.js';

/**
 * What one remote hands another remote's page through the router's `location.state`. The two remotes ship
 * separately, so the shape is versioned (`v`) and the receiving page checks it on arrival with `readHandoff`:
 * a state of another version or shape is ignored, as if the page had been opened directly.
 */
export const HANDOFF_VERSION = 1;

const handoff = <T extends z.ZodRawShape>(shape: T) => z.object({ v: z.literal(HANDOFF_VERSION), ...shape });

/** To /projects/new (spec part 1 section 2.1): a yarn or a pattern, chosen elsewhere, to start the project with. */
export const NewProjectHandoffSchema = handoff({
  yarn: z.object({ id: z.string().min(1) }).optional(),
  pattern: z
    .object({
      id: z.string().min(1),
      title: z.string(),
      sizes_available: z.array(z.string()).optional(),
      craft_type: z.enum(CRAFT_TYPES).optional(),
    })
    .optional(),
});
export type NewProjectHandoff = z.infer<typeof NewProjectHandoffSchema>;

/** To /pdf-processor from a pattern's detail (spec part 1 section 2.10, "Process in PDF Tool"). */
export const PdfToolHandoffSchema = handoff({
  patternId: z.string().min(1),
  patternName: z.string(),
  designer: z.string().nullable(),
  /** The pattern as its detail page had it, for the tool to show and save. */
  sourceData: z.record(z.string(), z.unknown()),
});
export type PdfToolHandoff = z.infer<typeof PdfToolHandoffSchema>;

/**
 * To /patterns/new from the PDF tool (issue 20, Save to Library): what the PDF processor read, for the pattern
 * form to fill (its empty fields, as "Fill from PDF" does) and the user to review, and the upload the tools
 * service keeps, attached to the pattern once it is saved (`POST /pdf-processor/uploads/{id}/attach`).
 */
export const PatternDraftHandoffSchema = handoff({
  reading: PatternReadingSchema,
  difficultyLevel: z.number().int().min(1).max(5).nullable(),
  upload: z.object({ id: z.string().min(1), fileName: z.string(), sizeBytes: z.number() }),
});
export type PatternDraftHandoff = z.infer<typeof PatternDraftHandoffSchema>;

type Unversioned<T> = Omit<T, 'v'>;

export const newProjectHandoff = (value: Unversioned<NewProjectHandoff>): NewProjectHandoff => ({
  v: HANDOFF_VERSION,
  ...value,
});

export const pdfToolHandoff = (value: Unversioned<PdfToolHandoff>): PdfToolHandoff => ({
  v: HANDOFF_VERSION,
  ...value,
});

export const patternDraftHandoff = (value: Unversioned<PatternDraftHandoff>): PatternDraftHandoff => ({
  v: HANDOFF_VERSION,
  ...value,
});

/** The handed state when it has this handoff's version and shape, otherwise null. */
export function readHandoff<S extends z.ZodType>(schema: S, state: unknown): z.infer<S> | null {
  const result = schema.safeParse(state);
  return result.success ? result.data : null;
}
