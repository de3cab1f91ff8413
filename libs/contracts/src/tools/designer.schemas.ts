import { z } from 'zod';
import { multilineText, text } from '../platform/fields.js';

/** The AI Pattern Designer's options, as spec part 2 section 9 lists them (values) with the form's labels. */
export const DESIGNER_PROJECT_TYPES = [
  'sweater',
  'scarf',
  'hat',
  'socks',
  'blanket',
  'shawl',
  'gloves',
] as const;
export type DesignerProjectType = (typeof DESIGNER_PROJECT_TYPES)[number];

/** The measurement an own measurement stands for, per project type. */
export const DESIGNER_MEASUREMENT_MEANING: Readonly<Record<DesignerProjectType, string>> = {
  sweater: 'chest circumference',
  scarf: 'scarf width',
  hat: 'head circumference',
  socks: 'foot circumference',
  blanket: 'blanket width',
  shawl: 'shawl wingspan',
  gloves: 'hand circumference',
};

export const DESIGNER_CRAFTS = ['knitting', 'crochet'] as const;
export type DesignerCraft = (typeof DESIGNER_CRAFTS)[number];

export const DESIGNER_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type DesignerDifficulty = (typeof DESIGNER_DIFFICULTIES)[number];

export const DESIGNER_YARN_WEIGHTS = [
  'lace',
  'fingering',
  'sport',
  'dk',
  'worsted',
  'bulky',
  'super-bulky',
] as const;
export type DesignerYarnWeight = (typeof DESIGNER_YARN_WEIGHTS)[number];

/** How the form names each option. */
export const DESIGNER_OPTION_LABELS: Record<
  DesignerProjectType | DesignerCraft | DesignerDifficulty | DesignerYarnWeight,
  string
> = {
  sweater: 'Sweater',
  scarf: 'Scarf',
  hat: 'Hat',
  socks: 'Socks',
  blanket: 'Blanket',
  shawl: 'Shawl',
  gloves: 'Gloves',
  knitting: 'Knitting',
  crochet: 'Crochet',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  lace: 'Lace',
  fingering: 'Fingering',
  sport: 'Sport',
  dk: 'DK',
  worsted: 'Worsted',
  bulky: 'Bulky',
  'super-bulky': 'Super Bulky',
};

/** The designer's texts: the spec's (part 2 sections 2, 5 and 8) and the few Save and Download add. */
export const DESIGNER_TEXTS = {
  required: 'Please fill in all required fields',
  generate: 'Generate Pattern',
  empty: 'No Pattern Generated Yet',
  failed: 'Failed to generate pattern',
  save: 'Save',
  download: 'Download',
  saved: 'Pattern saved to your library',
  saveFailed: 'Failed to save pattern',
  downloadFailed: 'Failed to download pattern',
} as const;

/** API paths of the designer (tools service, under the gateway's `/api`). */
export const DESIGNER_API = {
  /** POST the designer fields (spec part 2 section 7): the pattern. */
  generate: '/ai-designer/generate',
  /** POST the same fields (and the wording shown): the pattern created in the library with its PDF attached. */
  save: '/ai-designer/save',
  /** POST the same fields (and the wording shown): the pattern as a PDF file. */
  pdf: '/ai-designer/pdf',
} as const;

/** The PDF's file name from the pattern's title: "Harbour Sweater" is harbour-sweater.pdf. */
export function designerPdfFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'pattern'}.pdf`;
}

/** Limits of the knitter's own gauge and measurement (the engine refuses what lies outside them too). */
export const DESIGNER_LIMITS = {
  text: 500,
  gaugeStitches: { min: 1, max: 60 },
  gaugeRows: { min: 1, max: 80 },
  measurement: { min: 0.01, max: 1000 },
} as const;

/** A required option: missing or empty is the spec's one message; a value off the list names the list. */
const requiredOption = <T extends string>(label: string, options: readonly [T, ...T[]]) =>
  z.enum(options, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? DESIGNER_TEXTS.required
        : `${label} must be one of ${options.join(', ')}`,
  });

/** Optional text where an empty value is left out (the form sends '' for a field left blank). */
const optionalText = (schema: z.ZodType<string, string>) =>
  schema.optional().transform((value) => (value ? value : undefined));

const between = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, { error: `${label} must be ${min} to ${max}` })
    .max(max, { error: `${label} must be ${min} to ${max}` });

/** The knitter's own gauge: stockinette (knitting) or single crochet, over 4 in or 10 cm. */
export const DesignerGaugeSchema = z
  .object({
    stitches: between('Stitches', DESIGNER_LIMITS.gaugeStitches),
    rows: between('Rows', DESIGNER_LIMITS.gaugeRows),
    over: z.enum(['4 in', '10 cm'], { error: 'Gauge is over 4 in or 10 cm' }),
  })
  .strict();
export type DesignerGauge = z.infer<typeof DesignerGaugeSchema>;

/** The knitter's own measurement (chest, head, foot or hand; a scarf's, blanket's or shawl's width). */
export const DesignerMeasurementSchema = z
  .object({
    value: between('Measurement', DESIGNER_LIMITS.measurement),
    unit: z.enum(['in', 'cm'], { error: 'Measurement is in in or cm' }),
  })
  .strict();
export type DesignerMeasurement = z.infer<typeof DesignerMeasurementSchema>;

export const CROCHET_TERMS = ['US', 'UK'] as const;

const designerFields = {
  projectType: requiredOption('Project Type', DESIGNER_PROJECT_TYPES),
  craftType: requiredOption('Craft Type', DESIGNER_CRAFTS),
  difficulty: requiredOption('Difficulty', DESIGNER_DIFFICULTIES),
  yarnWeight: requiredOption('Yarn Weight', DESIGNER_YARN_WEIGHTS),
  size: optionalText(text(DESIGNER_LIMITS.text)),
  patternStyle: optionalText(text(DESIGNER_LIMITS.text)),
  specialFeatures: optionalText(multilineText(DESIGNER_LIMITS.text)),
  gauge: DesignerGaugeSchema.optional(),
  measurement: DesignerMeasurementSchema.optional(),
  crochetTerms: z.enum(CROCHET_TERMS, { error: 'Crochet terms are US or UK' }).optional(),
};

/**
 * `POST /ai-designer/generate` (spec part 2 section 3: projectType, craftType, difficulty, yarnWeight, size,
 * patternStyle, specialFeatures), plus the knitter's own gauge and measurement and UK crochet terms (issue 20).
 */
export const DesignerInputSchema = z.object(designerFields).strict();
export type RawDesignerInput = z.input<typeof DesignerInputSchema>;
export type DesignerInput = z.output<typeof DesignerInputSchema>;

/** Spec part 2 section 3: "pattern{title, description, materials, instructions, notes}". */
export const DesignerPatternSchema = z.object({
  title: z.string(),
  description: z.string(),
  materials: z.array(z.string()),
  instructions: z.string(),
  notes: z.string(),
});
export type DesignerPattern = z.infer<typeof DesignerPatternSchema>;

/**
 * The wording the page shows (an AI's, when one wrote it): sent back with Save and Download so the file says
 * what the page said. The service checks it against the engine's counts again and uses the engine's own text
 * when a number differs; the materials are always the engine's.
 */
export const DesignerWordingSchema = z
  .object({
    title: text(200).min(1, { error: 'Title is required' }),
    description: multilineText(4_000),
    instructions: multilineText(60_000).min(1, { error: 'Instructions are required' }),
    notes: multilineText(20_000),
  })
  .strict();
export type DesignerWording = z.infer<typeof DesignerWordingSchema>;

/** `POST /ai-designer/save` and `POST /ai-designer/pdf`: the designer fields, and the wording shown. */
export const DesignerDocumentInputSchema = z
  .object({ ...designerFields, wording: DesignerWordingSchema.optional() })
  .strict();
export type RawDesignerDocumentInput = z.input<typeof DesignerDocumentInputSchema>;
export type DesignerDocumentInput = z.output<typeof DesignerDocumentInputSchema>;
