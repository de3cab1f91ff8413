import { designerPdfFileName, PatternCreateInputSchema } from '@yarn-mgmt/contracts';
import { generateDesign } from '@yarn-mgmt/domain/designer';
import { libraryPattern } from './library-pattern.js';

describe('libraryPattern', () => {
  it("gives the library the design's craft, weight, yarn per size, gauge, needles, sizes and techniques", () => {
    const design = generateDesign({
      projectType: 'sweater',
      craftType: 'knitting',
      difficulty: 'advanced',
      yarnWeight: 'bulky',
      gauge: { stitches: 14, rows: 20, over: '10 cm' },
    });
    const body = PatternCreateInputSchema.parse(
      libraryPattern(design, design.pattern, { source: 'engine', model: null, fallback: null }),
    );
    expect(body).toMatchObject({
      title: design.pattern.title,
      category: 'Sweater',
      craft_type: 'knitting',
      difficulty_level: 4,
      yarn_weight: 'Chunky',
      gauge_stitches: 14,
      gauge_rows: 20,
      gauge_measurement: '10 cm',
      sizes_available: design.sizes,
      needle_sizes: design.needleSizes,
      techniques: design.techniques,
      is_free: true,
      source_details: { words: 'built-in engine', counts: 'every count checked by the engine' },
    });
    expect(body.yardage_by_size).toEqual(design.yardage.main.map(({ size, yards }) => ({ size, yards })));
    expect(body.pattern_notes).toContain(design.pattern.description);
  });

  it('files a shawl and gloves under Accessories, a beginner at level 1', () => {
    const gloves = generateDesign({
      projectType: 'gloves',
      craftType: 'crochet',
      difficulty: 'beginner',
      yarnWeight: 'dk',
    });
    expect(
      libraryPattern(gloves, gloves.pattern, { source: 'llm', model: 'm', fallback: null }),
    ).toMatchObject({
      category: 'Accessories',
      difficulty_level: 1,
      source_details: { words: 'reworded by the AI model m, numbers checked' },
    });
  });
});

describe('designerPdfFileName', () => {
  it('makes a plain file name of the title', () => {
    expect(designerPdfFileName('Worsted Raglan Sweater')).toBe('worsted-raglan-sweater.pdf');
    expect(designerPdfFileName('Café "Noël" / Hat')).toBe('cafe-noel-hat.pdf');
    expect(designerPdfFileName('***')).toBe('pattern.pdf');
  });
});
