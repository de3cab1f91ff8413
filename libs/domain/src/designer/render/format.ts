import type { Graded } from '../model/types.js';

const trim = (value: number, digits: number): string => {
  const text = value.toFixed(digits);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
};

/** Thousands with a comma: 1,250. */
export const whole = (value: number): string => Math.round(value).toLocaleString('en-US');

/** A value per size as patterns print it: "88" when every size agrees, else "88 (96, 104)". */
export function graded(values: Graded, show: (value: number) => string = whole): string {
  if (values.every((v) => v === values[0])) return show(values[0]);
  return `${show(values[0])} (${values.slice(1).map(show).join(', ')})`;
}

/** Inches to the quarter inch: 40.25. */
export const inches = (value: number): string => trim(Math.round(value * 4) / 4, 2);

/** Centimetres to the half centimetre: 101.5. */
export const centimetres = (value: number): string => trim(Math.round(value * 2.54 * 2) / 2, 1);

/** "40 (44, 48) in / 101.5 (112, 122) cm". */
export const length = (values: Graded): string =>
  `${graded(values, inches)} in / ${graded(values, centimetres)} cm`;

/** "1st", "2nd", "3rd", "4th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export const plural = (values: Graded, one: string, many: string): string =>
  values.every((v) => v === 1) ? one : many;
