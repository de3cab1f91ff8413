import type { DesignerResponse } from '@yarn-mgmt/contracts';
import type { Design } from '@yarn-mgmt/domain/designer';
import type { Written } from './pattern-writer.js';

/** The engine's design as the API answers it: the spec's pattern, the design's data, who wrote the words. */
export function toDesignerResponse(design: Design, written: Written): DesignerResponse {
  return {
    pattern: written.pattern,
    design: {
      projectType: design.projectType,
      craftType: design.craftType,
      difficulty: design.difficulty,
      yarnWeight: design.yarnWeight,
      libraryYarnWeight: design.libraryYarnWeight,
      terms: design.terms,
      sizes: design.sizes,
      chosenSize: design.chosenSize,
      gauge: {
        stitches: design.gauge.stitches,
        rows: design.gauge.rows,
        over: design.gauge.over,
        source: design.gauge.source,
      },
      needleSizes: design.needleSizes,
      yardage: design.yardage.main,
      contrastYardage: design.yardage.contrast,
      techniques: design.techniques,
      finished: design.finished.map((m) => ({ key: m.key, label: m.label, inches: m.actual })),
      schematicSvg: design.schematicSvg,
      checked: design.check.ok,
    },
    writer: written.writer,
  };
}
