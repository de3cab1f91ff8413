import type { Measurement } from '../model/types.js';
import type { DesignerProjectType } from '../options.js';
import type { Fit } from '../sizes/ease.js';
import { length } from './format.js';

/** The ease sentence of the notes: how much bigger (or smaller) than the body each measured part is. */
export function fitNote(type: DesignerProjectType, fit: Fit, measurements: readonly Measurement[]): string {
  const eased = measurements.filter((m) => m.body && m.ease.some((e) => Math.abs(e) > 1e-9));
  if (!eased.length)
    return type === 'scarf'
      ? `Fit: ${fit}: a ${fit === 'close' ? 'skinny' : fit === 'oversized' ? 'wrap-wide' : fit === 'relaxed' ? 'wide' : 'standard-width'} scarf.`
      : `Fit: ${fit}. A ${type} has no ease to add: the sizes are its finished measurements.`;
  const parts = eased.map(
    (m) =>
      `${length(m.ease.map(Math.abs))} of ${m.ease[0] < 0 ? 'negative' : 'positive'} ease at the ${m.label.toLowerCase()}`,
  );
  return `Fit: ${fit}. Designed with ${parts.join(' and ')} (the finished size less the body measurement).`;
}
