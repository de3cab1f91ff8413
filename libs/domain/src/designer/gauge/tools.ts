import { CROCHET_HOOK_SIZES, KNITTING_NEEDLE_SIZES } from '../../pattern-text/tool-size-table.js';
import type { Craft } from './fabrics.js';
import { weightStandard } from './gauge.js';

/** A needle or hook the pattern calls for. */
export interface DesignTool {
  kind: 'needle' | 'hook';
  us: string;
  mm: number;
  use: 'main' | 'ribbing';
}

const table = (craft: Craft) => (craft === 'knitting' ? KNITTING_NEEDLE_SIZES : CROCHET_HOOK_SIZES);

/** The table's size nearest a metric size. */
function nearest(craft: Craft, mm: number): { us: string; mm: number; index: number } {
  const sizes = table(craft);
  let index = 0;
  sizes.forEach((size, i) => {
    if (Math.abs(size.mm - mm) < Math.abs(sizes[index].mm - mm)) index = i;
  });
  return { ...sizes[index], index };
}

/**
 * The CYC needle or hook for the weight, and for knitting the ribbing needle two sizes smaller (the usual
 * choice, so the rib draws in). Crochet works its edgings with the main hook.
 */
export function designTools(craft: Craft, category: number): DesignTool[] {
  const standard = weightStandard(category);
  if (craft === 'crochet') {
    const hook = nearest(craft, standard.crochet.hookMm);
    return [{ kind: 'hook', us: hook.us, mm: hook.mm, use: 'main' }];
  }
  const main = nearest(craft, standard.knit.needleMm);
  const rib = KNITTING_NEEDLE_SIZES[Math.max(0, main.index - 2)];
  return [
    { kind: 'needle', us: main.us, mm: main.mm, use: 'main' },
    { kind: 'needle', us: rib.us, mm: rib.mm, use: 'ribbing' },
  ];
}

/** "US 8 (5 mm)" or "H-8 (5 mm)": the library's needle-size spelling. */
export function toolLabel(tool: DesignTool): string {
  return tool.kind === 'needle' ? `US ${tool.us} (${tool.mm} mm)` : `${tool.us} (${tool.mm} mm)`;
}
