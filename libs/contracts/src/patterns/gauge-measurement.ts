import { z } from 'zod';
import { DEFAULT_GAUGE_INCHES } from './patterns.constants.js';

/**
 * A pattern's gauge measurement (DECISIONS 25): text, as the spec shows it ("N sts / measurement") and as
 * patterns print it: "4 inches", "4 in", "10 cm", "10 x 10 cm", 4" or a plain number of inches. The text is kept
 * as written (spaces tidied); arithmetic reads it through `gaugeMeasurementInches`.
 */
export const DEFAULT_GAUGE_MEASUREMENT = '4 inches';
export const GAUGE_MEASUREMENT_MAX_LENGTH = 40;
/** The longest swatch side accepted, in inches (the former numeric(5,2) column's bound). */
export const GAUGE_MEASUREMENT_MAX_INCHES = 100;
export const GAUGE_MEASUREMENT_MESSAGE =
  'Gauge measurement must be a length such as "4 inches", "10 cm" or "10 x 10 cm"';

const MM_PER_INCH = 25.4;
const NUMBER = String.raw`(\d{1,4}(?:[.,]\d{1,2})?)`;
const UNIT = String.raw`(inches|inch|in\.?|"|″|”|centimetres|centimeters|centimetre|centimeter|cm|millimetres|millimeters|mm)`;
const MEASUREMENT = new RegExp(
  String.raw`^${NUMBER}\s*${UNIT}?(?:\s*(?:x|×|by)\s*${NUMBER}\s*${UNIT}?)?(?:\s*(?:square|sq\.?))?$`,
  'i',
);

const unitInches = (unit: string | undefined): number => {
  const name = (unit ?? 'in').toLowerCase();
  if (name.startsWith('c')) return 1 / 2.54;
  if (name.startsWith('m')) return 1 / MM_PER_INCH;
  return 1;
};

const numberOf = (written: string): number => Number(written.replace(',', '.'));

/** The swatch's side in inches ("10 x 10 cm" is 3.94), or null when the text is not a measurement this reads. */
export function parseGaugeMeasurement(text: string): number | null {
  const match = MEASUREMENT.exec(text.trim());
  if (!match) return null;
  const [, first, firstUnit, , secondUnit] = match;
  if (firstUnit && secondUnit && unitInches(firstUnit) !== unitInches(secondUnit)) return null;
  const inches = numberOf(first ?? '') * unitInches(firstUnit ?? secondUnit);
  return inches > 0 && inches <= GAUGE_MEASUREMENT_MAX_INCHES ? inches : null;
}

/** For arithmetic: the measurement in inches, 4 when there is none (the spec's default) or it cannot be read. */
export function gaugeMeasurementInches(measurement: string | null | undefined): number {
  return (measurement ? parseGaugeMeasurement(measurement) : null) ?? DEFAULT_GAUGE_INCHES;
}

/** A number of inches as a knitter writes it: "4 inches", "1 inch"; 10 cm (3.94 in) is "10 cm". */
export function gaugeInchesText(inches: number): string {
  if (Math.abs(inches - 10 / 2.54) < 0.01) return '10 cm';
  const rounded = Math.round(inches * 100) / 100;
  return `${rounded} ${rounded === 1 ? 'inch' : 'inches'}`;
}

/**
 * What `POST` and `PUT /patterns` accept as `gauge_measurement`: the text forms above, or a number of inches
 * (written back as "N inches"). Anything else is a 400 naming the forms.
 */
export const GaugeMeasurementInputSchema = z
  .union([z.number(), z.string()], { error: GAUGE_MEASUREMENT_MESSAGE })
  .transform((value, ctx) => {
    const written = typeof value === 'number' ? value : value.trim().replace(/\s+/g, ' ');
    if (written === '') return null;
    const readable =
      typeof written === 'number'
        ? Number.isFinite(written) && written > 0 && written <= GAUGE_MEASUREMENT_MAX_INCHES
        : written.length <= GAUGE_MEASUREMENT_MAX_LENGTH && parseGaugeMeasurement(written) !== null;
    if (!readable) {
      ctx.addIssue({ code: 'custom', message: GAUGE_MEASUREMENT_MESSAGE });
      return z.NEVER;
    }
    return typeof written === 'number' ? gaugeInchesText(written) : written;
  });
