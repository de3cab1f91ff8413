import type { Graded } from './types.js';

/** A value per size from a function of the size's index. */
export const perSize = (sizes: number, value: (size: number) => number): number[] =>
  Array.from({ length: sizes }, (_, size) => value(size));

/** The same value for every size. */
export const every = (sizes: number, value: number): number[] => perSize(sizes, () => value);

export const add = (a: Graded, b: Graded): number[] => a.map((v, i) => v + b[i]);
export const sub = (a: Graded, b: Graded): number[] => a.map((v, i) => v - b[i]);
export const scale = (a: Graded, k: number): number[] => a.map((v) => v * k);
export const allZero = (a: Graded): boolean => a.every((v) => v === 0);

/** The whole number nearest `value` that is `offset` more than a multiple of `multiple`. */
export function nearestMultiple(value: number, multiple: number, offset = 0): number {
  const n = Math.round((value - offset) / multiple) * multiple + offset;
  return Math.max(multiple + offset, n);
}

/** The nearest even number (at least 2). */
export const nearestEven = (value: number): number => nearestMultiple(value, 2);

/**
 * Rows to a length: whole rows, rounded to an even number when rows pair up (RS and WS); at least `min` (a
 * stretch the rest of the piece has already filled may take none).
 */
export function rowsFor(inches: number, rpi: number, even = false, min = even ? 2 : 1): number {
  const rows = inches * rpi;
  const whole = even ? 2 * Math.round(rows / 2) : Math.round(rows);
  return Math.max(min, whole);
}
