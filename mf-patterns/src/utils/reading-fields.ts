import { PATTERN_READING_FIELDS, type PatternReading, type PatternReadingField } from '@yarn-mgmt/contracts';

/** How the form and the bulk upload name what the parser read. */
export const READING_FIELD_LABELS: Record<PatternReadingField, string> = {
  title: 'Title',
  designer: 'Designer',
  craft_type: 'Craft',
  yarn_weight: 'Yarn weight',
  yardage: 'Yardage',
  gauge: 'Gauge',
  needle_sizes: 'Needle sizes',
  sizes: 'Sizes',
  techniques: 'Techniques',
};

export interface FoundField {
  field: PatternReadingField;
  label: string;
  confidence: number;
}

/** "92 %": how sure the parser is, as a whole percentage. */
export function confidenceText(confidence: number): string {
  return `${Math.round(confidence * 100)} %`;
}

/** "Yardage 92 %" */
export function foundFieldText(found: FoundField): string {
  return `${found.label} ${confidenceText(found.confidence)}`;
}

/** Every field the parser found, in the contract's order. */
export function foundFields(reading: PatternReading): FoundField[] {
  return PATTERN_READING_FIELDS.flatMap((field) => {
    const found = reading[field];
    return found ? [{ field, label: READING_FIELD_LABELS[field], confidence: found.confidence }] : [];
  });
}
