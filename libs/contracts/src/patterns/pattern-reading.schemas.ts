import { z } from 'zod';
import { CRAFT_TYPES, PATTERN_YARN_WEIGHTS } from './patterns.constants.js';

/**
 * What the pattern-text parser (libs/domain) reads from a pattern's prose. Every field it found carries how sure
 * it is (0-1) and the text it came from, so the user can review before saving; a field it did not find is absent.
 */
const readingField = <T extends z.ZodType>(value: T) =>
  z.object({ value, confidence: z.number().min(0).max(1), source: z.string() });

/** Yards for one size; `size` is null when the pattern gives one amount for every size. */
export const SizeYardageSchema = z.object({ size: z.string().nullable(), yards: z.number() });
export type SizeYardage = z.infer<typeof SizeYardageSchema>;

export const GaugeSchema = z.object({
  stitches: z.number(),
  rows: z.number().nullable(),
  /** Over how many inches (10 cm is 4 in). */
  inches: z.number(),
});
export type Gauge = z.infer<typeof GaugeSchema>;

/** A needle or hook: US size as printed ("7", "10.5", "H-8") and metric in millimetres. */
export const ToolSizeSchema = z.object({ us: z.string().nullable(), mm: z.number().nullable() });
export type ToolSize = z.infer<typeof ToolSizeSchema>;

export const PatternReadingSchema = z.object({
  title: readingField(z.string()).optional(),
  designer: readingField(z.string()).optional(),
  craft_type: readingField(z.enum(CRAFT_TYPES)).optional(),
  yarn_weight: readingField(z.enum(PATTERN_YARN_WEIGHTS)).optional(),
  yardage: readingField(z.array(SizeYardageSchema)).optional(),
  gauge: readingField(GaugeSchema).optional(),
  needle_sizes: readingField(z.array(ToolSizeSchema)).optional(),
  sizes: readingField(z.array(z.string())).optional(),
  techniques: readingField(z.array(z.string())).optional(),
});
export type PatternReading = z.infer<typeof PatternReadingSchema>;
export type PatternReadingField = keyof PatternReading;
export const PATTERN_READING_FIELDS = [
  'title',
  'designer',
  'craft_type',
  'yarn_weight',
  'yardage',
  'gauge',
  'needle_sizes',
  'sizes',
  'techniques',
] as const satisfies readonly PatternReadingField[];

/** `POST /patterns/read-pdf`: what was read, and how much text the PDF had (0 for a scanned, image-only PDF). */
export const PdfReadingResponseSchema = z.object({
  reading: PatternReadingSchema,
  pages: z.number().int(),
  text_chars: z.number().int(),
});
export type PdfReadingResponse = z.infer<typeof PdfReadingResponseSchema>;
