import type { DesignerProjectType, OwnMeasurement } from '../options.js';
import { DESIGNER_MEASUREMENT_MEANING as MEASUREMENT_MEANING } from '@yarn-mgmt/contracts';
import { DesignerInputError } from '../errors.js';
import { MEASUREMENT_KEY, SIZE_FAMILIES, type SizeFamily, type SizeRow } from './families.js';

/** The sizes a pattern is graded across, the one the knitter asked for, and how the Size field was read. */
export interface ResolvedSizes {
  family: SizeFamily;
  rows: readonly SizeRow[];
  chosen: number | null;
  custom: boolean;
  reading: string;
}

/** A size range's span of the measured key, widened by a tenth each way: the bodies its chart describes. */
function reach(family: SizeFamily, key: string): [number, number] {
  const values = family.rows.map((row) => Number(row[key]));
  return [Math.min(...values) * 0.9, Math.max(...values) * 1.1];
}

const spanOf = (type: DesignerProjectType): [number, number] => {
  const reaches = SIZE_FAMILIES[type].map((family) => reach(family, MEASUREMENT_KEY[type]));
  return [
    Math.floor(Math.min(...reaches.map((r) => r[0])) * 2) / 2,
    Math.ceil(Math.max(...reaches.map((r) => r[1])) * 2) / 2,
  ];
};

/**
 * Own measurements outside these ranges (inches) are refused. Bodies: the size charts' span and a tenth beyond
 * (the other measurements come from the charts, so a body far outside them would get a garment that fits no
 * one). Scarves, shawls and blankets are whatever size their maker wants, within reason.
 */
export const MEASUREMENT_RANGE: Record<DesignerProjectType, readonly [number, number]> = {
  sweater: spanOf('sweater'),
  hat: spanOf('hat'),
  socks: spanOf('socks'),
  gloves: spanOf('gloves'),
  scarf: [2, 30],
  shawl: [20, 110],
  blanket: [12, 130],
};

/** The size range an own measurement belongs to: the one the text names if it reaches that far, else the nearest. */
function familyFor(type: DesignerProjectType, asked: SizeFamily, value: number): SizeFamily {
  const key = MEASUREMENT_KEY[type];
  const inside = (family: SizeFamily) => {
    const [low, high] = reach(family, key);
    return value >= low && value <= high;
  };
  if (inside(asked)) return asked;
  const distance = (family: SizeFamily) => {
    const [low, high] = reach(family, key);
    return value < low ? low - value : value > high ? value - high : 0;
  };
  return [...SIZE_FAMILIES[type]].sort((a, b) => distance(a) - distance(b))[0];
}

const MEASURE_IN_TEXT = /(\d+(?:\.\d+)?)\s*(cm|centimet(?:er|re)s?|in(?:ch(?:es)?)?\b|"|'')/i;

/** An own measurement in inches: the field's, else one written in the Size text ("38 in chest", "56 cm"). */
export function ownMeasurementInches(text: string, own: OwnMeasurement | undefined): number | null {
  if (own) return own.unit === 'cm' ? own.value / 2.54 : own.value;
  const match = MEASURE_IN_TEXT.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  return match[2].toLowerCase().startsWith('c') ? value / 2.54 : value;
}

const GIRTHS = new Set(['chest', 'waist', 'hip', 'upperArm', 'crossBack', 'head', 'foot', 'hand']);

/** A size row at a measurement: the neighbouring rows' other figures interpolated, held at the table's ends. */
function rowAt(family: SizeFamily, key: string, value: number): SizeRow {
  const sorted = [...family.rows].sort((a, b) => Number(a[key]) - Number(b[key]));
  let upper = sorted.findIndex((r) => Number(r[key]) >= value);
  if (upper <= 0) upper = upper === 0 ? 1 : sorted.length - 1;
  const lo = sorted[upper - 1];
  const hi = sorted[upper] ?? lo;
  const span = Number(hi[key]) - Number(lo[key]);
  const t = span > 0 ? (value - Number(lo[key])) / span : 0;
  const row: SizeRow = { label: '' };
  // Beyond the chart's ends, girths follow its last step (a bigger chest has bigger hips); lengths stay put.
  for (const field of Object.keys(lo))
    if (typeof lo[field] === 'number') {
      const at = GIRTHS.has(field) ? t : Math.min(1, Math.max(0, t));
      row[field] = Number(lo[field]) + (Number(hi[field]) - Number(lo[field])) * at;
    }
  row[key] = value;
  return row;
}

const labelMatches = (label: string, key: string) => label === key || label.endsWith(` ${key}`);

/** The size of the family the text names: its label, an alias ("medium"), an age, a number of months. */
function chosenIn(family: SizeFamily, text: string): number | null {
  const lower = text.toLowerCase();
  const exact = family.rows.findIndex((r) =>
    new RegExp(`(?:^|\\s)${escape(r.label.toLowerCase())}(?:$|\\s)`).test(lower),
  );
  if (exact >= 0) return exact;
  for (const [key, words] of Object.entries(family.aliases ?? {}))
    if (words.test(text)) {
      const index = family.rows.findIndex((r) => labelMatches(r.label, key));
      if (index >= 0) return index;
    }
  const number = /\b(\d{1,2})\b/.exec(text);
  if (!number) return null;
  const n = Number(number[1]);
  const index = family.rows.findIndex((r) => {
    const range = /(\d+)-(\d+)/.exec(r.label);
    if (range) return n >= Number(range[1]) && n <= Number(range[2]);
    const first = /^(\d+)/.exec(r.label);
    return first !== null && Number(first[1]) === n;
  });
  return index >= 0 ? index : null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// "Women's XS to 5X", "Children's 2 to 16", but "Teen to Adult man" and "Women's S to Women's L" as labelled.
const named = (family: SizeFamily, label: string) =>
  /^\d|^[A-Z0-9]{1,3}$/.test(label) ? `${family.name} ${label}` : label;
const span = (family: SizeFamily) =>
  family.rows.length === 1
    ? family.rows[0].label
    : `${named(family, family.rows[0].label)} to ${family.rows[family.rows.length - 1].label}`;

/** The sizes to grade for a project type, read from the Size field and the own measurement. */
export function resolveSizes(
  type: DesignerProjectType,
  sizeText: string | undefined,
  own: OwnMeasurement | undefined,
): ResolvedSizes {
  const text = (sizeText ?? '').trim().replace(/'s\b/gi, 's');
  const families = SIZE_FAMILIES[type];
  const asked = families.find((f) => f.words.test(text)) ?? families[0];
  const measured = ownMeasurementInches(text, own);
  const family = measured === null ? asked : familyFor(type, asked, measured);
  if (measured !== null) {
    const [min, max] = MEASUREMENT_RANGE[type];
    if (!(measured >= min && measured <= max))
      throw new DesignerInputError(
        'measurement',
        `A ${MEASUREMENT_MEANING[type]} must be between ${min} and ${max} in (${Math.round(min * 2.54)} and ${Math.round(max * 2.54)} cm)`,
      );
    const key = MEASUREMENT_KEY[type];
    const rounded = Math.round(measured * 4) / 4;
    const row = { ...rowAt(family, key, rounded), label: `Custom (${rounded} in)` };
    return {
      family,
      rows: [row],
      chosen: 0,
      custom: true,
      reading: `Made to your ${MEASUREMENT_MEANING[type]} of ${rounded} in (${(rounded * 2.54).toFixed(1)} cm), other measurements from the ${family.name.toLowerCase()} size chart.`,
    };
  }
  const chosen = text ? chosenIn(family, text) : null;
  const reading = !text
    ? `No size given: graded across ${span(family)}.`
    : chosen !== null
      ? `Size "${sizeText!.trim()}" read as ${named(family, family.rows[chosen].label)}, graded with ${span(family)}.`
      : family === families[0] && !family.words.test(text)
        ? `Size "${sizeText!.trim()}" was not recognised: graded across ${span(family)}.`
        : `Size "${sizeText!.trim()}" read as the ${family.name.toLowerCase()} range: ${span(family)}.`;
  return { family, rows: family.rows, chosen, custom: false, reading };
}
