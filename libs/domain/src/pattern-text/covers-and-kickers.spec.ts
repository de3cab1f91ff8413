import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

// Issue 23: the forty-first's and forty-second's misses, in other words: a cover's name broken over two lines, a
// magazine's kicker and a handout's heading over the name, a table misread into thousands of yards, testers' and
// shares' amounts, stranding said without the word.
const read = (lines: string[]) => readPatternText(lines.join('\n'));

describe("a cover's name broken over two lines", () => {
  it('joins the lines the running header prints as one name', () => {
    const reading = read([
      'HEDGEROW YARNS',
      'FREE PATTERN #HY-42',
      'Bramble',
      'Leg Warmers',
      'Designed by Nia Cole',
      'hedgerowyarns.com',
      'Hedgerow Yarns | Bramble Leg Warmers | Page 1 of 2',
      'MATERIALS',
      '2 skeins of worsted',
    ]);
    expect(reading.title?.value).toBe('Bramble Leg Warmers');
  });

  it('joins a name over the thing it names where no header prints it, not a studio nor another language', () => {
    expect(
      read(['FREE PATTERN', 'Meadowlark Ripple', 'Baby Blanket', 'Designed by Ana Ruiz']).title?.value,
    ).toBe('Meadowlark Ripple Baby Blanket');
    expect(read(['Fernlea Knits', 'ALDER COWL', 'Pattern by Isla Reid']).title?.value).toBe('Alder Cowl');
  });
});

describe('headings over the name', () => {
  it("takes the name under a weekly magazine's kicker, a capelet being a thing made", () => {
    const reading = read([
      'KNIT & PURL WEEKLY | ISSUE 88 / 3 MARCH 2025',
      'HOME WARMTH',
      'Wrap up in style',
      'Our cosy cabled capelet from designer Ros Tait is knitted in the round from the neck',
      'down, so there is barely any sewing up - perfect for cold mornings.',
      'ASHCOMBE CAPELET',
      'MEASUREMENTS',
      'To fit: one size, adult',
      'Neck circumference: 56 cm (22 in)',
      'YOU WILL NEED',
      '4 x 100g balls of aran',
    ]);
    expect(reading.title?.value).toBe('Ashcombe Capelet');
  });

  it("keeps a handout's heading naming one thing apart from the pattern's name naming another", () => {
    const reading = read([
      'Eastside Adult Education · Spring Term',
      'KNIT ONE - Beginners',
      'SESSION 4 HANDOUT - YOUR FIRST SCARF',
      'GARTER STRIPE COWL',
      'Pattern by your tutor, Maya Brandt',
      'What you need',
      '2 balls of chunky yarn',
    ]);
    expect(reading.title?.value).toBe('Garter Stripe Cowl');
  });
});

describe('amounts', () => {
  it('never reads a table of shade numbers as thousands of yards', () => {
    const reading = read([
      'Strandby Blanket',
      'Yarn: Havgarn Cotton (50 g = approx. 105 m), DK',
      'Colour\tShade\tBalls',
      'A Sand\t7102\t6',
      'B Sage\t7431\t4',
    ]);
    expect(reading.yardage?.value.every((row) => row.yards < 20_000) ?? true).toBe(true);
  });

  it("leaves out what a tester used and the share used of a colour's skein bought whole", () => {
    const tester = read([
      'SIZES: S / M / L',
      'YARN',
      'DK merino, 100 g = 200 m',
      'Yarn consumption: 300 / 350 / 400 g',
      'Test knitters: Eva knitted M and she used only 330 g.',
    ]);
    expect(tester.yardage?.value.map((row) => row.yards)).toEqual(
      [300, 350, 400].map((grams) => Math.round((grams * 2) / 0.9144)),
    );
    const share = read([
      'Sunset Wall Hanging',
      'MATERIALS',
      'Worsted cotton (100 g; 200 yds / 183 m)',
      '• Color A, Rust: 2 skeins',
      '• Color B, Cream: 1 skein (you’ll use about 50 yds)',
    ]);
    expect(share.yardage?.value).toEqual([{ size: null, yards: 600 }]);
  });
});

describe('sizes and techniques', () => {
  it('gives a helmet liner made to one neck circumference one size', () => {
    const reading = read([
      'WOOL HELMET LINER',
      'Pattern by volunteer Ruth Okafor',
      'MATERIALS',
      'Yarn: 1 skein (220 yds) of worsted wool',
      'MEASUREMENTS',
      'Neck circumference 19" relaxed; length from neck edge to crown 13".',
    ]);
    expect(reading.sizes?.value).toEqual(['One size']);
  });

  it('tags stranding said in its own words as colorwork, not a yarn carried up the side', () => {
    expect(
      read(['Carry the colour not in use loosely across the back of the work.']).techniques?.value,
    ).toContain('colorwork');
    expect(read(['Carry the yarn not in use up the side of the work.']).techniques).toBeUndefined();
  });
});
