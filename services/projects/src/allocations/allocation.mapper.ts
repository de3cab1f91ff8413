import type { ProjectAllocation } from '@yarn-mgmt/contracts';
import type { AllocationEntity } from './allocation.entity.js';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A reservation as a project's answer shows it: what is still held is 0 once released. */
export function toAllocation(row: AllocationEntity): ProjectAllocation {
  const released = row.releasedAt !== null;
  return {
    id: row.id,
    yarn_id: row.yarnId,
    brand: row.brand,
    line: row.line,
    colorway: row.colorway,
    weight_category: row.weightCategory,
    yards_per_skein: row.yardsPerSkein,
    skeins_reserved: row.skeinsReserved,
    yards_reserved: row.yardsReserved,
    skeins_used: row.skeinsUsed,
    yards_used: row.yardsUsed,
    skeins_still_reserved: released ? 0 : round2(Math.max(0, row.skeinsReserved - row.skeinsUsed)),
    yards_still_reserved: released ? 0 : round2(Math.max(0, row.yardsReserved - row.yardsUsed)),
    released,
  };
}
