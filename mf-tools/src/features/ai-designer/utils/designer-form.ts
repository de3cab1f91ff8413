import {
  DESIGNER_CRAFTS,
  DESIGNER_DIFFICULTIES,
  DESIGNER_OPTION_LABELS,
  DESIGNER_PROJECT_TYPES,
  DESIGNER_TEXTS,
  DESIGNER_YARN_WEIGHTS,
  DesignerInputSchema,
  type RawDesignerInput,
} from '@yarn-mgmt/contracts';

/** The form's values: the spec's seven fields, the own gauge and measurement, and the crochet terms. */
export interface DesignerFormValues {
  projectType: string;
  craftType: string;
  difficulty: string;
  yarnWeight: string;
  size: string;
  patternStyle: string;
  specialFeatures: string;
  gaugeStitches: string;
  gaugeRows: string;
  gaugeOver: '4 in' | '10 cm';
  measurement: string;
  measurementUnit: 'in' | 'cm';
  crochetTerms: 'US' | 'UK';
}

export type DesignerFieldName = keyof DesignerFormValues;

export const DESIGNER_FORM_DEFAULTS: DesignerFormValues = {
  projectType: '',
  craftType: '',
  difficulty: '',
  yarnWeight: '',
  size: '',
  patternStyle: '',
  specialFeatures: '',
  gaugeStitches: '',
  gaugeRows: '',
  gaugeOver: '4 in',
  measurement: '',
  measurementUnit: 'in',
  crochetTerms: 'US',
};

const options = (values: readonly string[]) =>
  values.map((value) => ({
    value,
    label: DESIGNER_OPTION_LABELS[value as keyof typeof DESIGNER_OPTION_LABELS],
  }));

/** The four required drop-downs (spec part 2 sections 2 and 9), in the form's order. */
export const REQUIRED_SELECTS = [
  { name: 'projectType', label: 'Project Type', options: options(DESIGNER_PROJECT_TYPES) },
  { name: 'craftType', label: 'Craft Type', options: options(DESIGNER_CRAFTS) },
  { name: 'difficulty', label: 'Difficulty', options: options(DESIGNER_DIFFICULTIES) },
  { name: 'yarnWeight', label: 'Yarn Weight', options: options(DESIGNER_YARN_WEIGHTS) },
] as const;

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The request body of the form's values (an own gauge only when a number of it is given). */
export function designerBody(values: DesignerFormValues): RawDesignerInput {
  const stitches = number(values.gaugeStitches);
  const rows = number(values.gaugeRows);
  const measurement = number(values.measurement);
  return {
    projectType: values.projectType,
    craftType: values.craftType,
    difficulty: values.difficulty,
    yarnWeight: values.yarnWeight,
    size: values.size,
    patternStyle: values.patternStyle,
    specialFeatures: values.specialFeatures,
    ...(stitches !== undefined || rows !== undefined
      ? { gauge: { stitches: stitches as number, rows: rows as number, over: values.gaugeOver } }
      : {}),
    ...(measurement !== undefined
      ? { measurement: { value: measurement, unit: values.measurementUnit } }
      : {}),
    ...(values.craftType === 'crochet' ? { crochetTerms: values.crochetTerms } : {}),
  } as RawDesignerInput;
}

const FIELD_OF_PATH: Record<string, DesignerFieldName> = {
  'gauge.stitches': 'gaugeStitches',
  'gauge.rows': 'gaugeRows',
  'gauge.over': 'gaugeOver',
  'measurement.value': 'measurement',
  'measurement.unit': 'measurementUnit',
};

export type DesignerCheck =
  { ok: true; body: RawDesignerInput } | { ok: false; message: string; fields: DesignerFieldName[] };

/**
 * The form checked with the contract's schema: a missing required field gives the spec's one message
 * ('Please fill in all required fields'), anything else its own; the fields at fault are marked.
 */
export function checkDesignerForm(values: DesignerFormValues): DesignerCheck {
  const body = designerBody(values);
  const parsed = DesignerInputSchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const issues = parsed.error.issues;
  const fields = issues.map((issue) => {
    const path = issue.path.join('.');
    return FIELD_OF_PATH[path] ?? (path as DesignerFieldName);
  });
  const required = issues.find((issue) => issue.message === DESIGNER_TEXTS.required);
  const message = required?.message ?? issues[0].message;
  return { ok: false, message, fields: [...new Set(fields)] };
}
