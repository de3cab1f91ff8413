import {
  gaugeInchesText,
  type PatternReading,
  type RawPatternCreateInput,
  type ToolSize,
} from '@yarn-mgmt/contracts';
import { foundFields, type FoundField } from '../../../utils/reading-fields';

export interface ReadingFill {
  /** Values for the form's empty fields. */
  updates: Partial<RawPatternCreateInput>;
  /** Fields read and put in the form. */
  filled: FoundField[];
  /** Fields read but left alone because the user had already filled them. */
  kept: FoundField[];
}

/** "US 7 (4.5 mm)", "US 7" or "4.5 mm": a needle as the form's chips show it. */
export function toolSizeText({ us, mm }: ToolSize): string | null {
  if (us && mm !== null) return `US ${us} (${mm} mm)`;
  if (us) return `US ${us}`;
  return mm !== null ? `${mm} mm` : null;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';
const none = (values: readonly unknown[] | undefined) => !values || values.length === 0;

/**
 * What a PDF reading may fill in: only fields still empty, so nothing the user typed is overwritten. The craft
 * always has a value (knitting by default), so it counts as empty while the user has not chosen it.
 */
export function fillFromReading(
  current: RawPatternCreateInput,
  reading: PatternReading,
  { craftChosen }: { craftChosen: boolean },
): ReadingFill {
  const updates: Partial<RawPatternCreateInput> = {};
  const empty: Record<keyof PatternReading, boolean> = {
    title: blank(current.title),
    designer: blank(current.designer),
    craft_type: !craftChosen,
    yarn_weight: !current.yarn_weight,
    yardage: none(current.yardage_by_size) && current.yardage_required == null && current.yardage_max == null,
    gauge: current.gauge_stitches == null,
    needle_sizes: none(current.needle_sizes),
    sizes: none(current.sizes_available),
    techniques: none(current.techniques),
  };
  if (empty.title && reading.title) updates.title = reading.title.value;
  if (empty.designer && reading.designer) updates.designer = reading.designer.value;
  if (empty.craft_type && reading.craft_type) updates.craft_type = reading.craft_type.value;
  if (empty.yarn_weight && reading.yarn_weight) updates.yarn_weight = reading.yarn_weight.value;
  if (empty.yardage && reading.yardage && reading.yardage.value.length > 0) {
    const rows = reading.yardage.value;
    const yards = rows.map((row) => row.yards);
    const [min, max] = [Math.min(...yards), Math.max(...yards)];
    if (rows.some((row) => row.size !== null))
      updates.yardage_by_size = rows.map(({ size, yards: y }) => ({ size, yards: y }));
    updates.yardage_required = min;
    updates.yardage_max = max > min ? max : null;
  }
  if (empty.gauge && reading.gauge) {
    const { stitches, rows, inches } = reading.gauge.value;
    updates.gauge_stitches = stitches;
    if (current.gauge_rows == null) updates.gauge_rows = rows;
    updates.gauge_measurement = gaugeInchesText(inches);
  }
  if (empty.needle_sizes && reading.needle_sizes) {
    updates.needle_sizes = reading.needle_sizes.value
      .map(toolSizeText)
      .filter((text): text is string => text !== null);
  }
  if (empty.sizes && reading.sizes) updates.sizes_available = reading.sizes.value;
  if (empty.techniques && reading.techniques) updates.techniques = reading.techniques.value;

  const found = foundFields(reading);
  return {
    updates,
    filled: found.filter(({ field }) => empty[field]),
    kept: found.filter(({ field }) => !empty[field]),
  };
}
