import type { PieceReplay } from '../check/replay.js';
import { CHAIN_YARN } from '../gauge/fabrics.js';
import { yarnPerStitch, type DesignGauge } from '../gauge/gauge.js';
import { TYPICAL_SKEIN_YARDS } from '../gauge/yarn-weights.js';
import type { Fabric, Piece } from '../model/types.js';

/** Yarn bought beyond what the stitches use: for the swatch, seams, weaving in and knitters' own tension. */
export const YARDAGE_MARGIN = 0.1;

export interface SizeYardage {
  size: string;
  yards: number;
  metres: number;
  skeins: number;
}

export interface Yardage {
  main: SizeYardage[];
  contrast: SizeYardage[] | null;
  margin: number;
  skeinYards: number;
}

const METRES_PER_YARD = 0.9144;

function amount(size: string, inches: number, skeinYards: number): SizeYardage {
  const yards = Math.ceil((inches / 36) * (1 + YARDAGE_MARGIN));
  return { size, yards, metres: Math.ceil(yards * METRES_PER_YARD), skeins: Math.ceil(yards / skeinYards) };
}

/**
 * Yarn per size from the stitches the replay actually worked: each fabric's stitches times the yarn a stitch of
 * it takes at the pattern's gauge, foundation chains at a third of a stitch, every piece as many times as it is
 * made; plus the margin, and rounded up to whole skeins of the weight's typical 100 g skein.
 */
export function computeYardage(
  sizes: readonly string[],
  pieces: readonly Piece[],
  replays: readonly Map<string, PieceReplay>[],
  gauge: DesignGauge,
  contrast: readonly { fabric: Fabric; share: number }[] = [],
  extraYards?: readonly number[],
): Yardage {
  const skeinYards = TYPICAL_SKEIN_YARDS[gauge.category];
  const main: SizeYardage[] = [];
  const second: SizeYardage[] = [];
  sizes.forEach((size, i) => {
    let inches = 0;
    let contrastInches = 0;
    for (const piece of pieces) {
      const replay = replays[i]?.get(piece.name);
      if (!replay) continue;
      for (const [fabric, stitches] of replay.worked) {
        const yarn = stitches * yarnPerStitch(gauge, fabric) * piece.copies;
        const share = contrast.find((c) => c.fabric === fabric)?.share ?? 0;
        inches += yarn * (1 - share);
        contrastInches += yarn * share;
      }
      inches += replay.chains * CHAIN_YARN * yarnPerStitch(gauge, 'sc') * piece.copies;
    }
    main.push(amount(size, inches + (extraYards?.[i] ?? 0) * 36, skeinYards));
    second.push(amount(size, contrastInches, skeinYards));
  });
  return { main, contrast: contrast.length ? second : null, margin: YARDAGE_MARGIN, skeinYards };
}
