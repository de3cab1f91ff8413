import type {
  DesignerPattern,
  DesignerProjectType,
  DesignerWriter,
  PatternCategoryName,
  RawPatternCreateInput,
} from '@yarn-mgmt/contracts';
import type { Design } from '@yarn-mgmt/domain/designer';

/** The library's category of each project type (its six; a shawl and gloves are accessories). */
const CATEGORY: Record<DesignerProjectType, PatternCategoryName> = {
  sweater: 'Sweater',
  scarf: 'Scarf',
  hat: 'Hat',
  socks: 'Socks',
  blanket: 'Blanket',
  shawl: 'Accessories',
  gloves: 'Accessories',
};

/** The designer's three levels on the library's 1-5 scale (Beginner, Intermediate, Advanced). */
const DIFFICULTY_LEVEL = { beginner: 1, intermediate: 3, advanced: 4 } as const;

const NOTES_MAX = 10_000;

/** The library's pattern notes: the description and the notes, cut to the column (the PDF has all of it). */
function patternNotes(pattern: DesignerPattern): string {
  const all = [pattern.description, pattern.notes].filter(Boolean).join('\n\n');
  return all.length <= NOTES_MAX ? all : `${all.slice(0, NOTES_MAX - 1).trimEnd()}…`;
}

/**
 * `POST /patterns` for a saved design (DECISIONS 12): the fields the library's filters, the stash card and
 * "Start Project" read (craft, category, difficulty, weight, yarn per size, needles, gauge, sizes, techniques),
 * the words shown, and where it came from.
 */
export function libraryPattern(
  design: Design,
  pattern: DesignerPattern,
  writer: DesignerWriter,
): RawPatternCreateInput {
  return {
    title: pattern.title.slice(0, 200),
    category: CATEGORY[design.projectType],
    craft_type: design.craftType,
    difficulty_level: DIFFICULTY_LEVEL[design.difficulty],
    yarn_weight: design.libraryYarnWeight,
    yardage_by_size: design.yardage.main.map((amount) => ({ size: amount.size, yards: amount.yards })),
    needle_sizes: design.needleSizes.slice(0, 12),
    gauge_stitches: Math.round(design.gauge.stitches * 100) / 100,
    gauge_rows: Math.round(design.gauge.rows * 100) / 100,
    // The measurement as the design states it, with its unit (DECISIONS 25): "4 in" or "10 cm".
    gauge_measurement: design.gauge.over,
    sizes_available: design.sizes.slice(0, 30),
    pattern_source: 'AI Pattern Designer',
    source_details: {
      generator: 'AI Pattern Designer',
      words:
        writer.source === 'engine'
          ? 'built-in engine'
          : `reworded by ${writer.model ? `the AI model ${writer.model}` : 'an AI model'}, numbers checked`,
      counts: design.check.ok ? 'every count checked by the engine' : 'not checked',
    },
    is_free: true,
    techniques: design.techniques.slice(0, 30),
    pattern_notes: patternNotes(pattern),
    tags: ['AI designed'],
  };
}
