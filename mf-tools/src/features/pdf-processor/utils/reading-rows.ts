import { PATTERN_READING_FIELDS, type PatternReading, type PatternReadingField } from '@yarn-mgmt/contracts';

const LABELS: Record<PatternReadingField, string> = {
  title: 'Title',
  designer: 'Designer',
  craft_type: 'Craft',
  yarn_weight: 'Yarn weight',
  yardage: 'Yardage',
  gauge: 'Gauge',
  needle_sizes: 'Needles / hook',
  sizes: 'Sizes',
  techniques: 'Techniques',
};

type Value<F extends PatternReadingField> = NonNullable<PatternReading[F]>['value'];

function text(field: PatternReadingField, value: unknown): string {
  switch (field) {
    case 'yardage':
      return (value as Value<'yardage'>)
        .map(({ size, yards }) => (size ? `${size}: ${yards} yds` : `${yards} yds`))
        .join(', ');
    case 'gauge': {
      const { stitches, rows, inches } = value as Value<'gauge'>;
      return `${stitches} sts${rows !== null ? ` x ${rows} rows` : ''} = ${inches} in`;
    }
    case 'needle_sizes':
      return (value as Value<'needle_sizes'>)
        .map(({ us, mm }) => [us && `US ${us}`, mm !== null && `${mm} mm`].filter(Boolean).join(' / '))
        .join(', ');
    case 'sizes':
    case 'techniques':
      return (value as string[]).join(', ');
    default:
      return String(value);
  }
}

export interface ReadingRow {
  field: PatternReadingField;
  label: string;
  value: string;
  /** Whole percent. */
  confidence: number;
}

/** What the pattern-text parser found, a row per field in the form's order, with how sure it is. */
export function readingRows(reading: PatternReading): ReadingRow[] {
  return PATTERN_READING_FIELDS.flatMap((field) => {
    const found = reading[field];
    if (!found) return [];
    return [
      {
        field,
        label: LABELS[field],
        value: text(field, found.value),
        confidence: Math.round(found.confidence * 100),
      },
    ];
  });
}
