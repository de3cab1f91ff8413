import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

// Issue 23: a dye shop's blog, a retyped leaflet on a family site, a kit booklet, a charity's sheet, a book's page.
const read = (lines: string[]) => readPatternText(lines.join('\n'));

describe("a shop's blog post", () => {
  const post = [
    '2/9/25, 8:15 PM          Fogbank Mitts: a free fingerless mitt pattern – Tidewater Fibre',
    'https://tidewaterfibre.com/blogs/news/fogbank-mitts',
    '',
    'FREE SHIPPING ON ORDERS OVER $60     Shop Yarn   Kits   Patterns   Blog   Cart (0)',
    '',
    'Fogbank Mitts: a free fingerless mitt pattern',
    'February 8, 2025 · Posted by Noor Haddad · 9 comments',
    '',
    'Needles: US 2 (2.75 mm) double-pointed needles.',
    '',
    '(9) Comments',
    'Could I use US 1 (2.25 mm) needles instead?',
  ];

  it("passes its menu and shipping banner, reads the poster's byline and drops the headline's description", () => {
    const reading = read(post);
    expect(reading.title?.value).toBe('Fogbank Mitts');
    expect(reading.designer?.value).toBe('Noor Haddad');
  });

  it('leaves out the needles a reader asks about under "(9) Comments"', () => {
    expect(read(post).needle_sizes?.value).toEqual([{ us: '2', mm: 2.75 }]);
  });
});

describe('a leaflet retyped on a family site', () => {
  const page = [
    'The Ashworth Archive › Gran’s Patterns › Leaflet 204',
    'Home | Family | Gran’s Patterns | Contact',
    '',
    'Gran’s Patterns: Leaflet No. 204, "Thornleigh" Mittens',
    'Gran (Edith Ashworth, 1919-2004) kept her leaflets in a shoebox. I am typing them up as printed.',
    '',
    'BRACKENDALE WOOLS          LEAFLET No. 204          PRICE 3d.',
    '',
    '"THORNLEIGH"',
    "CHILD'S MITTENS",
    '',
    'MEASUREMENTS.—Small (Large). To fit hand round palm 6 (6½) ins.',
    '',
    'The mittens are worked in rounds on four needles, beginning at the wrist.',
  ];

  it("reads the leaflet's name, its named sizes before their measures, and no designer", () => {
    const reading = read(page);
    expect(reading.title?.value).toBe('Thornleigh Mittens');
    expect(reading.sizes?.value).toEqual(['Small', 'Large']);
    expect(reading.designer).toBeUndefined();
    expect(reading.techniques?.value).toEqual(['bottom-up', 'in the round']);
  });
});

describe('credits, masts and subtitles', () => {
  it("takes a kit's house named after 'for' as its masthead, and a volunteer's credit in UK terms", () => {
    const kit = read([
      'BRIARWOOD',
      'crochet kits for tiny hands',
      'PERCY THE PUFFIN',
      'Designed by Anna Holt for Briarwood',
    ]);
    expect(kit.title?.value).toBe('Percy the Puffin');
    const sheet = read([
      'WARM PAWS RESCUE',
      'DOG COAT APPEAL - KNITTING PATTERN',
      '',
      'Heather Dog Coat',
      'Knitting pattern by volunteer Rose Pike (UK terms)',
    ]);
    expect(sheet.designer?.value).toBe('Rose Pike');
  });

  it("reads a designer named before a possessive, and no designer from a book's running header", () => {
    expect(read(['Meet Bess', '', "Designer Ada Lowe's rag doll has a striped dress."]).designer?.value).toBe(
      'Ada Lowe',
    );
    expect(read(['KNITTING BY THE LAKE          54', '', 'Vass Shawl']).designer).toBeUndefined();
  });

  it('passes a subtitle that says what the thing is, and the pieces of a set', () => {
    expect(read(['TINDUR', 'Pullover with a yoke of stars · Troyggja', 'Design: Ása Dam']).title?.value).toBe(
      'Tindur',
    );
    expect(read(['Corrie Cowl', 'Cabled cowl in aran weight wool', 'Design: Ada Lowe']).title?.value).toBe(
      'Corrie Cowl',
    );
    expect(read(["BABY'S PRAM SET", 'Bonnet and Mittens', 'MATERIALS: 2 ozs.']).title?.value).toBe(
      "Baby's Pram Set",
    );
  });
});

describe('amounts, weights and shapes said around the yarn', () => {
  it('reads yarns held together as the weight they make, and five shades under "1 ball each in:"', () => {
    expect(
      read([
        'YARN',
        'A  Sock yarn (100 g / 400 m)',
        'B  Mohair (25 g / 200 m)',
        'Held together they knit up like a worsted.',
      ]).yarn_weight?.value,
    ).toBe('Worsted');
    const shades = [
      'A Oat (101) - body',
      'B Rust (112) - hair',
      'C Teal (130) - dress',
      'D Plum (141) - coat',
      'E Ink (150) - shoes',
    ];
    expect(
      read(['YOU WILL NEED', 'Cotton DK (50g/100m)', '1 ball each in:', ...shades]).yardage?.value,
    ).toEqual([{ size: null, yards: 547 }]);
  });

  it("leaves out what the photographed piece weighs and one piece's share of a set", () => {
    expect(
      read([
        'MATERIALS',
        'Linen, 50 g = approx. 150 m',
        '5 balls in rose',
        'The stole in the photograph weighs 240 g.',
      ]).yardage?.value,
    ).toEqual([{ size: null, yards: 820 }]);
    expect(
      read([
        'MATERIALS',
        '4 x 100g balls cotton (approx. 150m per ball), enough for two cushions.',
        'To make one cushion only, you will need 2 balls.',
      ]).yardage?.value,
    ).toEqual([{ size: null, yards: 656 }]);
  });

  it("reads a flat throw's border rounds as no work in the round, and a bag's size as no size", () => {
    const throwText = read([
      'NOTES',
      'The throw is worked flat in rows.',
      '',
      'BORDER',
      'Rnd 1: Sc evenly around the throw. Join.',
      'Rnd 2: Ch 1, reverse sc in each st around. Join.',
    ]);
    expect(throwText.techniques).toBeUndefined();
    expect(read(['Market Bag', '', 'SIZE OF BAG', 'Width 30 cm, height 25 cm.']).sizes).toBeUndefined();
  });
});
