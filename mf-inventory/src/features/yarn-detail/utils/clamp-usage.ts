/**
 * Record Usage input (spec part 1 section 5): invalid input becomes 0, then the value is kept within 0..max.
 * Skeins keep one decimal (step 0.1); yardage is a whole number.
 */
export function clampSkeins(input: string, max: number): number {
  const value = Number.parseFloat(input);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(Math.round(value * 10) / 10, Math.max(0, max));
}

export function clampYardage(input: string, max: number): number {
  const value = Number.parseFloat(input);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(Math.floor(value), Math.max(0, Math.floor(max)));
}
