import type { Fabric } from '../model/types.js';
import { FABRICS, type Craft } from './fabrics.js';
import { CYC_YARN_WEIGHTS, YARN_PER_STITCH_IN, type YarnWeightStandard } from './yarn-weights.js';

export const CM_PER_INCH = 2.54;

/** The knitter's own gauge: stitches and rows over 4 in, or over 10 cm. */
export interface OwnGauge {
  stitches: number;
  rows: number;
  over: '4 in' | '10 cm';
}

/** The pattern's gauge: stitches and rows over 4 in (10 cm) in the base fabric, and where it came from. */
export interface DesignGauge {
  craft: Craft;
  category: number;
  stitches: number;
  rows: number;
  over: '4 in' | '10 cm';
  source: 'cyc' | 'own';
  /** Base fabric: stockinette or single crochet. */
  fabric: Fabric;
  /** Per inch, for the arithmetic. */
  spi: number;
  rpi: number;
}

export function weightStandard(category: number): YarnWeightStandard {
  return CYC_YARN_WEIGHTS[category];
}

/** CYC's design gauge for the weight, or the knitter's own (10 cm is 3.937 in, never rounded to 4). */
export function resolveGauge(craft: Craft, category: number, own?: OwnGauge): DesignGauge {
  const fabric: Fabric = craft === 'knitting' ? 'stockinette' : 'sc';
  if (own) {
    const inches = own.over === '10 cm' ? 10 / CM_PER_INCH : 4;
    return {
      craft,
      category,
      stitches: own.stitches,
      rows: own.rows,
      over: own.over,
      source: 'own',
      fabric,
      spi: own.stitches / inches,
      rpi: own.rows / inches,
    };
  }
  const standard = weightStandard(category)[craft === 'knitting' ? 'knit' : 'crochet'];
  return {
    craft,
    category,
    stitches: standard.stitches,
    rows: standard.rows,
    over: '4 in',
    source: 'cyc',
    fabric,
    spi: standard.stitches / 4,
    rpi: standard.rows / 4,
  };
}

/** Rows per inch in a fabric. */
export const rowsPerInch = (gauge: DesignGauge, fabric: Fabric): number => gauge.rpi * FABRICS[fabric].rows;

/**
 * Inches of yarn one stitch of the fabric takes. A gauge looser than CYC's makes bigger stitches: the yarn grows
 * with the stitch's width and height (the geometric mean of the two ratios).
 */
export function yarnPerStitch(gauge: DesignGauge, fabric: Fabric): number {
  const base = YARN_PER_STITCH_IN[gauge.category][gauge.craft === 'knitting' ? 'knit' : 'crochet'];
  const standard = weightStandard(gauge.category)[gauge.craft === 'knitting' ? 'knit' : 'crochet'];
  const scale = Math.sqrt((standard.stitches / 4 / gauge.spi) * (standard.rows / 4 / gauge.rpi));
  return base * scale * FABRICS[fabric].yarn;
}
