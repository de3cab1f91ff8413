import {
  gaugeInchesText,
  PATTERN_LIMITS,
  PatternCreateInputSchema,
  type PatternReading,
  type PatternCreateInput,
  type ToolSize,
} from '@yarn-mgmt/contracts';

/** "US 7 (4.5 mm)", "US H-8 (5 mm)", "4.5 mm" or "US 7": how the form and the detail page write a needle. */
export function toolLabel(tool: ToolSize): string | null {
  if (tool.us && tool.mm !== null) return `US ${tool.us} (${tool.mm} mm)`;
  if (tool.mm !== null) return `${tool.mm} mm`;
  return tool.us ? `US ${tool.us}` : null;
}

/**
 * The file's name without its folder and `.pdf`: the title when the PDF itself names none. Control characters
 * and line separators (which a title may not hold) become spaces, so the fallback title always passes.
 */
export function titleFromFileName(fileName: string): string {
  const base = fileName
    .replace(/\.pdf$/i, '')
    .replace(/[_\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim();
  return base || 'Untitled pattern';
}

const round = (value: number, scale: number) => Math.round(value * 10 ** scale) / 10 ** scale;
const within = (value: number, limit: { max: number; scale: number }) =>
  value >= 0 && value <= limit.max ? round(value, limit.scale) : null;
const unique = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => !!v?.trim()))];

/**
 * A new pattern's fields from what the PDF reader found (bulk upload): title (else the file name), designer,
 * craft, weight, yardage per size, needles as "US 7 (4.5 mm)", gauge, sizes and techniques, each cut to the
 * form's limits. A value the write contract still refuses is left out rather than failing the import.
 */
export function patternFromReading(reading: PatternReading, fileName: string): PatternCreateInput {
  const gauge = reading.gauge?.value;
  const draft: Record<string, unknown> = {
    title: (reading.title?.value.trim() || titleFromFileName(fileName)).slice(0, 200),
    designer: reading.designer?.value.slice(0, 120) ?? null,
    craft_type: reading.craft_type?.value ?? 'knitting',
    yarn_weight: reading.yarn_weight?.value ?? null,
    yardage_by_size: (reading.yardage?.value ?? [])
      .flatMap(({ size, yards }) => {
        const kept = within(yards, PATTERN_LIMITS.yards);
        return kept === null ? [] : [{ size: size?.slice(0, 40) ?? null, yards: kept }];
      })
      .slice(0, 20),
    needle_sizes: unique((reading.needle_sizes?.value ?? []).map(toolLabel)).slice(0, 12),
    gauge_stitches: gauge ? within(gauge.stitches, PATTERN_LIMITS.gaugeStitches) : null,
    gauge_rows: gauge?.rows != null ? within(gauge.rows, PATTERN_LIMITS.gaugeStitches) : null,
    // "10 cm" when the reading measured over 10 cm (3.94 in), else "N inches"; the schema refuses what is off.
    gauge_measurement: gauge && gauge.inches > 0 ? gaugeInchesText(gauge.inches) : null,
    sizes_available: unique((reading.sizes?.value ?? []).map((size) => size.slice(0, 40))).slice(0, 30),
    techniques: unique((reading.techniques?.value ?? []).map((name) => name.slice(0, 60))).slice(0, 30),
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const parsed = PatternCreateInputSchema.safeParse(draft);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field === 'title') draft.title = titleFromFileName(fileName).slice(0, 200);
      else if (field) delete draft[field];
    }
  }
  return PatternCreateInputSchema.parse({ title: titleFromFileName(fileName).slice(0, 200) });
}
