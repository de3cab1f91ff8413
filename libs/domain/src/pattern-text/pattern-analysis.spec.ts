import { readPatternDocument } from './pattern-document.js';
import { readDifficulty, readMaterials, readPatternAnalysis } from './pattern-analysis.js';

const HAT = `Harbour Hat
by Jane Doe

Skill level: Intermediate

Yarn: 2 skeins of Malabrigo Rios, worsted weight, 210 yds each
Needles: US 7 (4.5 mm) 16 in circular
Notions: stitch marker, tapestry needle

Gauge: 20 sts and 28 rows = 4 in in stockinette

Cast on 88 sts. Work in k2, p2 rib for 2 in.`;

describe('readPatternAnalysis', () => {
  it("gives the processor's title, author, difficulty, yarn weight and materials, with the parser's reading", () => {
    const { analysis, reading } = readPatternAnalysis(HAT);
    expect(analysis).toEqual({
      title: 'Harbour Hat',
      author: 'Jane Doe',
      difficulty: 'Intermediate',
      difficultyLevel: 3,
      yarnWeight: 'Worsted',
      materials: [
        'Yarn: 2 skeins of Malabrigo Rios, worsted weight, 210 yds each',
        'Needles: US 7 (4.5 mm) 16 in circular',
        'Notions: stitch marker, tapestry needle',
      ],
    });
    expect(reading.gauge?.value).toEqual({ stitches: 20, rows: 28, inches: 4 });
    expect(reading.title?.confidence).toBeGreaterThan(0);
  });

  it('reads nothing it is not told: an empty text has no fields', () => {
    expect(readPatternAnalysis('').analysis).toEqual({
      title: null,
      author: null,
      difficulty: null,
      difficultyLevel: null,
      yarnWeight: null,
      materials: [],
    });
  });
});

describe('readDifficulty', () => {
  it.each([
    ['Skill level: Beginner', 1, 'Beginner'],
    ['Difficulty: Advanced Beginner', 2, 'Easy'],
    ['Skill Level: Easy', 2, 'Easy'],
    ['SKILL LEVEL\nExperienced', 4, 'Advanced'],
    ['Level: Expert', 5, 'Expert'],
  ])('reads %j as %i %s', (text, level, label) => {
    expect(readDifficulty(readPatternDocument(text))).toEqual({ level, label });
  });

  it('is null without a labelled level', () => {
    expect(readDifficulty(readPatternDocument('An easy hat for a first project'))).toBeNull();
  });
});

describe('readMaterials', () => {
  it('lists the lines under a Materials heading, bullets dropped', () => {
    const text = 'Materials\n• 3 skeins DK yarn\n• US 6 needles\n• 4 buttons';
    expect(readMaterials(readPatternDocument(text))).toEqual([
      '3 skeins DK yarn',
      'US 6 needles',
      '4 buttons',
    ]);
  });
});
