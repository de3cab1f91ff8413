import {
  ESTIMATE_NOTE,
  estimateProjectYardage,
  METERS_PER_YARD,
  resultNumber,
  yardsText,
} from '@yarn-mgmt/domain';
import type { Slots } from './engine.types.js';
import { skeinsFor } from './facts.js';
import type { BrandTable } from './table.js';
import { lineTitle, plural } from './words.js';

/**
 * The calculator's question: skeins of a length for the yards needed. The yards come from the question, or from
 * the calculator's project estimate (project and weight); the skein's length from the question or the line named.
 */
export function answerSkeins(slots: Slots, table: BrandTable): string {
  const named = slots.line && table.findLine(slots.line.brand, slots.line.line);
  const perSkein = slots.yardsPerSkein ?? named?.line.yards;
  const estimate = slots.yardsNeeded === undefined ? projectEstimate(slots) : undefined;
  const needed = slots.yardsNeeded ?? estimate;
  if (needed === undefined) {
    return perSkein === undefined
      ? 'How many yards does your pattern need, and how many yards are in one skein? For example: how many skeins of 220 yds for 1 200 yds?'
      : `How many yards does your pattern need? Then I can count the skeins of ${yardsText(perSkein)} yds.`;
  }
  const estimated =
    estimate === undefined
      ? ''
      : `A ${slots.weight} ${slots.project} takes about ${yardsText(estimate)} yds. ${ESTIMATE_NOTE} `;
  if (perSkein === undefined) return `${estimated}How many yards are in one skein of your yarn?`;
  const count = skeinsFor(needed, perSkein);
  if (!count) return 'Both lengths need to be more than zero.';
  // Asked in metres, answered in metres: "800 m in balls of 100 m" is 8 balls of 800 m, not yards' roundings.
  const length = (yards: number) =>
    slots.inMetres ? `${yardsText(yards * METERS_PER_YARD)} m` : `${yardsText(yards)} yds`;
  const of = named
    ? `${lineTitle(named.brand.brand, named.line.name)} (${length(perSkein)} a skein)`
    : `skeins of ${length(perSkein)}`;
  return (
    `${estimated}For ${length(needed)} in ${of} you need ${resultNumber(count.skeinsNeeded)} skeins: ` +
    `buy ${plural(count.skeinsToBuy, 'skein')} (${length(count.skeinsToBuy * perSkein)}).`
  );
}

/** The calculator's estimate for the project and weight asked, when it has one. */
export function projectEstimate(slots: Slots): number | undefined {
  if (!slots.project || !slots.weight) return undefined;
  const outcome = estimateProjectYardage({
    projectType: slots.project === 'cardigan' ? 'sweater' : slots.project,
    yarnWeight: slots.weight === 'Chunky' ? 'bulky' : slots.weight.toLowerCase(),
  });
  return outcome.ok ? outcome.result.yards : undefined;
}
