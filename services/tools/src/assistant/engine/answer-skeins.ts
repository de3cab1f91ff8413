import { ESTIMATE_NOTE, estimateProjectYardage, resultNumber, yardsText } from '@yarn-mgmt/domain';
import type { Slots } from './engine.types.js';
import { skeinsFor } from './facts.js';
import type { BrandTable } from './table.js';
import { plural } from './words.js';

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
  const of = named
    ? `${named.brand.brand} ${named.line.name} (${yardsText(perSkein)} yds a skein)`
    : `skeins of ${yardsText(perSkein)} yds`;
  return (
    `${estimated}For ${yardsText(needed)} yds in ${of} you need ${resultNumber(count.skeinsNeeded)} skeins: ` +
    `buy ${plural(count.skeinsToBuy, 'skein')} (${yardsText(count.skeinsToBuy * perSkein)} yds).`
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
