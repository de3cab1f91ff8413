import type { Craft } from '../gauge/fabrics.js';

/** The four fits the Pattern Style field is read as (the spec leaves the field free text). */
export const FITS = ['close', 'standard', 'relaxed', 'oversized'] as const;
export type Fit = (typeof FITS)[number];

const FIT_WORDS: readonly [Fit, RegExp][] = [
  ['oversized', /\b(?:over[\s-]?sized?|boxy|slouch(?:y)?|roomy|baggy|cocoon|extra[\s-]?loose)\b/i],
  ['relaxed', /\b(?:relaxed|loose|easy|comfortable|cosy|cozy|casual|drapey|boho)\b/i],
  ['close', /\b(?:close|fitted|snug|slim|tight|form[\s-]?fitting|body[\s-]?hugging|tailored|skinny)\b/i],
  ['standard', /\b(?:standard|classic|regular|traditional|modern|timeless|basic|simple)\b/i],
];

/** The fit a Pattern Style text names; standard when it names none, and whether the text was understood. */
export function readFit(style: string | undefined): { fit: Fit; understood: boolean } {
  const text = style?.trim() ?? '';
  if (!text) return { fit: 'standard', understood: true };
  for (const [fit, words] of FIT_WORDS) if (words.test(text)) return { fit, understood: true };
  const exact = FITS.find((fit) => fit === text.toLowerCase());
  return exact ? { fit: exact, understood: true } : { fit: 'standard', understood: false };
}

const at = (fit: Fit, values: readonly [number, number, number, number]) => values[FITS.indexOf(fit)];

/**
 * Body ease at the chest, in inches, after the Craft Yarn Council's ease chart: close-fitting 1-2 in, standard
 * 2-4 in, loose 4-6 in, oversized 6 in and more (the middle of each range, 7 for oversized). Children's and
 * babies' garments take half, as their charts' smaller bodies do.
 */
export function chestEase(fit: Fit, adult: boolean): number {
  return at(fit, [1.5, 3, 5, 7]) * (adult ? 1 : 0.5);
}

/** Ease at the upper arm, in inches: about half the body's, so sleeves follow the fit. */
export function upperArmEase(fit: Fit, adult: boolean): number {
  return at(fit, [1, 2, 3, 4]) * (adult ? 1 : 0.5);
}

/**
 * Ease of a stretchy accessory as a share of the body measurement: knitted hats and socks are worn 10 % smaller
 * than the head or foot (negative ease) at a standard fit; crocheted fabric stretches less and takes about half.
 */
export function accessoryEase(kind: 'hat' | 'socks' | 'gloves', fit: Fit, craft: Craft): number {
  const knit: Record<typeof kind, readonly [number, number, number, number]> = {
    hat: [-0.15, -0.1, -0.05, 0],
    socks: [-0.15, -0.1, -0.05, 0],
    gloves: [-0.075, -0.05, 0, 0.05],
  };
  const crochet: Record<typeof kind, readonly [number, number, number, number]> = {
    hat: [-0.1, -0.05, 0, 0.025],
    socks: [-0.075, -0.05, -0.025, 0],
    gloves: [-0.05, -0.025, 0, 0.05],
  };
  return at(fit, (craft === 'knitting' ? knit : crochet)[kind]);
}

/** A slouchy (oversized) hat is this much taller than the size's height. */
export const SLOUCH_INCHES = 2;

/** A scarf's width by fit: skinny, standard, wide, a wrap scarf. */
export function scarfWidthFactor(fit: Fit): number {
  return at(fit, [0.75, 1, 1.3, 2]);
}

/** Longer garments for looser fits: a relaxed sweater 1 in longer, an oversized one 2 in. */
export function lengthAllowance(fit: Fit): number {
  return at(fit, [0, 0, 1, 2]);
}
