import type { Fabric } from '../model/types.js';

export type Craft = 'knitting' | 'crochet';

/**
 * What each fabric does to the base gauge (stockinette for knitting, single crochet for crochet): rows per inch
 * relative to the base, yarn per stitch relative to the base stitch, and the words that name it. Stitches per
 * inch stay the base's: ribbing is measured slightly stretched, and post stitches sit on the same stitches.
 * Garter has about two rows per stitch width; a half double crochet is about one and a half single crochets
 * tall, a double crochet two.
 */
export interface FabricFacts {
  craft: Craft;
  rows: number;
  yarn: number;
  name: string;
}

export const FABRICS: Record<Fabric, FabricFacts> = {
  stockinette: { craft: 'knitting', rows: 1, yarn: 1, name: 'stockinette stitch' },
  // Garter's rows are half as tall again as stockinette's, for about a fifth more yarn over the same area.
  garter: { craft: 'knitting', rows: 1.5, yarn: 0.8, name: 'garter stitch' },
  'rib-1x1': { craft: 'knitting', rows: 1, yarn: 1, name: 'k1, p1 rib' },
  'rib-2x2': { craft: 'knitting', rows: 1, yarn: 1, name: 'k2, p2 rib' },
  seed: { craft: 'knitting', rows: 1.1, yarn: 1, name: 'seed stitch' },
  'slip-stitch': { craft: 'knitting', rows: 1.3, yarn: 0.9, name: 'slip-stitch heel pattern' },
  colorwork: { craft: 'knitting', rows: 1, yarn: 2, name: 'stranded colorwork' },
  tapestry: { craft: 'crochet', rows: 1, yarn: 2, name: 'tapestry crochet' },
  lace: { craft: 'knitting', rows: 1, yarn: 1, name: 'lace pattern' },
  cable: { craft: 'knitting', rows: 1, yarn: 1.1, name: 'cable pattern' },
  sc: { craft: 'crochet', rows: 1, yarn: 1, name: 'single crochet' },
  hdc: { craft: 'crochet', rows: 2 / 3, yarn: 1.3, name: 'half double crochet' },
  dc: { craft: 'crochet', rows: 0.5, yarn: 1.7, name: 'double crochet' },
  'post-rib': { craft: 'crochet', rows: 0.5, yarn: 1.9, name: 'post-stitch rib' },
  basketweave: { craft: 'crochet', rows: 0.5, yarn: 1.9, name: 'basketweave' },
  moss: { craft: 'crochet', rows: 1, yarn: 0.8, name: 'moss stitch' },
};

/** Yarn a foundation chain takes, as a share of a single crochet. */
export const CHAIN_YARN = 0.35;

/** Stitches the first row of a foundation chain skips ("sc in 2nd ch from hook"): the turning chain. */
export const CHAIN_SKIP: Partial<Record<Fabric, number>> = {
  sc: 1,
  moss: 1,
  hdc: 2,
  dc: 3,
  'post-rib': 3,
  basketweave: 3,
};
