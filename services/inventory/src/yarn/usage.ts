import type { RecordUsageInput } from '@yarn-mgmt/contracts';
import { YarnError } from './yarn.errors.js';

export interface StockSnapshot {
  skeins_remaining: number;
  remaining_yardage: number;
  /** The line's yardage per skein, when known. */
  yardage_per_skein: number | null;
}

export interface UsageOutcome {
  skeins_remaining: number;
  remaining_yardage: number;
  /** What the usage record stores: the skeins and yards taken. */
  skeins: number;
  yardage: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const show = (value: number) => String(round2(value));

/**
 * Record Usage (spec part 1 section 5): takes the skeins and yards given. When only one is given and the line's
 * yardage per skein is known, the other follows from it (clamped to what remains), so both bars stay in step.
 * More than remains is refused with the amount left, and nothing changes.
 */
export function applyUsage(stock: StockSnapshot, usage: RecordUsageInput): UsageOutcome {
  if (usage.skeins > stock.skeins_remaining + 1e-9) {
    throw new YarnError('NOT_ENOUGH_SKEINS', `Only ${show(stock.skeins_remaining)} skeins remain`);
  }
  if (usage.yardage > stock.remaining_yardage + 1e-9) {
    throw new YarnError('NOT_ENOUGH_YARDAGE', `Only ${show(stock.remaining_yardage)} yards remain`);
  }
  const perSkein = stock.yardage_per_skein ?? 0;
  let skeins = usage.skeins;
  let yardage = usage.yardage;
  if (yardage === 0 && perSkein > 0) yardage = Math.min(skeins * perSkein, stock.remaining_yardage);
  if (skeins === 0 && perSkein > 0) skeins = Math.min(yardage / perSkein, stock.skeins_remaining);
  skeins = round2(skeins);
  yardage = round2(yardage);
  return {
    skeins,
    yardage,
    skeins_remaining: Math.max(0, round2(stock.skeins_remaining - skeins)),
    remaining_yardage: Math.max(0, round2(stock.remaining_yardage - yardage)),
  };
}

/**
 * "Used 2 skeins of ..." or, for yards alone, "Used 150 yards of ..."; from a project, followed by
 * ` for "Winter Hat"`.
 */
export function usageDescription(usage: RecordUsageInput, label: string): string {
  const used =
    usage.skeins > 0
      ? `Used ${show(usage.skeins)} ${usage.skeins === 1 ? 'skein' : 'skeins'} of ${label}`
      : `Used ${show(usage.yardage)} ${usage.yardage === 1 ? 'yard' : 'yards'} of ${label}`;
  return usage.project_name ? `${used} for "${usage.project_name}"` : used;
}
