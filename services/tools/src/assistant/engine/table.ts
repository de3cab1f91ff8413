import type { BrandLine } from '../brands/brand-table.schema.js';

export { loadBrandTable, type BrandLineEntry as TableLine, type BrandTable } from '../brands/brand-table.js';

/**
 * The weight a knitter knows the line by: the ball band's where it differs from the inventory catalogue's six
 * (a fingering sock yarn the catalogue files under Sport is fingering to whoever asks for 4 ply).
 */
export const bandWeight = (line: BrandLine): string => line.band_weight ?? line.weight;

export const hasWeight = (line: BrandLine, weight: string): boolean => bandWeight(line) === weight;
