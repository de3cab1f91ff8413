import { describe, expect, it } from '@jest/globals';
import { readGauge } from './gauge.js';
import { normalisePatternLines } from './normalise-text.js';
import { readPatternDocument } from './pattern-document.js';
import { readTechniques } from './techniques.js';
import { readTitleAndDesigner } from './title-designer.js';

const title = (text: string) => readTitleAndDesigner(normalisePatternLines(text)).title?.value;
const techniques = (text: string) => readTechniques(readPatternDocument(text)).techniques?.value;
const gauge = (text: string) => readGauge(readPatternDocument(text)).gauge?.value;

describe('a title set as a markdown heading', () => {
  it.each([
    ['# Alder Pullover\n\n## Materials\nYarn: DK', 'Alder Pullover'],
    ['## Brackenfold Hat\nby Ruth Ames', 'Brackenfold Hat'],
    ['### Élan Wrap', 'Élan Wrap'],
  ])('%s', (text, expected) => {
    expect(title(text)).toBe(expected);
  });
});

describe('the craft printed after a dash in the title', () => {
  it.each([
    ['Moorside Blanket - Tunisian crochet', 'Moorside Blanket'],
    ['Pebble Booties – crochet', 'Pebble Booties'],
    ['Fell Hat - knitted', 'Fell Hat'],
    ['Linden Shawl | Knitting', 'Linden Shawl'],
  ])('%s', (text, expected) => {
    expect(title(text)).toBe(expected);
  });
  it('keeps a title that only ends in a craft word', () => {
    expect(title('Easy Crochet')).toBe('Easy Crochet');
  });
});

describe('what the pattern is for, and lines set above the title', () => {
  it.each([
    ['Workshop pattern: Tea Cosy\nby Lena Holt', 'Tea Cosy'],
    ['Beginners project - Garter Dishcloth', 'Garter Dishcloth'],
    ['Course project: Rib Mitts', 'Rib Mitts'],
    ['Language: English (UK terms)\nSkill level: easy\nOtter Amigurumi', 'Otter Amigurumi'],
    ['Terminology: US\nFormat: PDF, 6 pages\nPuffin Cushion', 'Puffin Cushion'],
    ['HEEL TURN — a sock club pattern, Month 2\nCliffside Socks', 'Cliffside Socks'],
    ['Shawl Club 2025 - shipment 3\nTidewater Shawl', 'Tidewater Shawl'],
    ['Meadow Crochet Co. · Free Pattern\nClover Coasters', 'Clover Coasters'],
    ['Little Stitches Company\nBerry Bonnet', 'Berry Bonnet'],
  ])('%s', (text, expected) => {
    expect(title(text)).toBe(expected);
  });
});

describe('a gauge with a whole number and a fraction', () => {
  it.each([
    ['Gauge: 6 1/2 sts = 1" in stockinette', { stitches: 6.5, rows: null, inches: 1 }],
    ['Gauge: 5 1/4 sts and 7 rows = 1 inch', { stitches: 5.25, rows: 7, inches: 1 }],
    ['Tension: 22 sts and 28 rows = 4 1/2 in', { stitches: 22, rows: 28, inches: 4.5 }],
    ['Gauge: 18 sts/4" in pattern', { stitches: 18, rows: null, inches: 4 }],
  ])('%s', (text, expected) => {
    expect(gauge(text)).toEqual(expected);
  });
});

describe('techniques the words only seem to name', () => {
  it("does not take a circular needle's cable for cables", () => {
    expect(techniques('Needles: 4 mm circular with a 60 cm (24") cable\nWork flat.')).toBeUndefined();
    expect(techniques('Hook: 5 mm Tunisian hook with an 80cm (32 in) cable')).toEqual(['tunisian crochet']);
    expect(techniques('Work the cable panel over 20 sts.')).toEqual(['cables']);
  });
  it('does not take a border worked in rounds for a piece worked in the round', () => {
    expect(techniques('Worked flat in rows. The border is worked in rounds of sc.')).toBeUndefined();
    expect(techniques('Worked flat. Pick up sts for the edging and work 3 rnds.')).toBeUndefined();
    expect(techniques('The body is worked in rounds to the armholes.')).toEqual(['in the round']);
  });
  it('reads a shawl begun at its top as top-down', () => {
    expect(techniques('The shawl is worked from the top centre down.')).toEqual(['top-down']);
    expect(techniques('Worked from the top edge downwards in rows.')).toEqual(['top-down']);
    expect(techniques('Worked from the top center down in fans.')).toEqual(['top-down']);
  });
  it('reads "double knitting" as the weight when the yarn is called so', () => {
    const yarn = 'Yarn\nHollin Double Knitting (50g/113m)\n';
    expect(techniques(`A jumper knitted in double knitting, not in aran.\n\n${yarn}`)).toBeUndefined();
    expect(techniques(`Worked in double knitting for a lighter fabric.\n\n${yarn}`)).toBeUndefined();
    expect(techniques('A reversible scarf in double knitting.\n\nYarn: worsted, 2 colours')).toEqual([
      'double knitting',
    ]);
  });
});

describe('what a page says beside the name', () => {
  it.each([
    ['Kestrel Cowl pattern\nby Mae Lund', 'Kestrel Cowl'],
    ['Ember Slouch Beanie (Free Crochet Pattern)', 'Ember Slouch Beanie'],
    ['Pattern: Tidewater Shawl · 4 clues · every Friday from 3 October', 'Tidewater Shawl'],
    ['Bolsa Mercado · Market Bag', 'Market Bag'],
    ['Free\n\nSweetheart Coasters', 'Sweetheart Coasters'],
    ['Original title: Летний топ «Лаванда»\nLavanda Summer Top', 'Lavanda Summer Top'],
  ])('%s', (text, expected) => {
    expect(title(text)).toBe(expected);
  });
});

describe('lines a page sets where a title would be, and titles dressed by their page', () => {
  it.each([
    ['~ Compliments of THE WOOL BASKET ~\n\nFarmhouse Dishcloth', 'Farmhouse Dishcloth'],
    ['Hi Shawl Club members,\n\nStillwater Shawl', 'Stillwater Shawl'],
    ['KnitsByElodie ★★★★★ (1,284)\nDigital download\nLittle Acorn Cardigan', 'Little Acorn Cardigan'],
    ['The Saturday Herald Magazine\nBramble Tea Cosy', 'Bramble Tea Cosy'],
    ['Free Pattern Friday: The Puddle Jump Scarf', 'The Puddle Jump Scarf'],
    ['This week: the Bramble Tea Cosy', 'Bramble Tea Cosy'],
    ['"Harvest Ripple" Afghan to Crochet', 'Harvest Ripple Afghan'],
    ['"pansy" Pot Holder', 'Pansy Pot Holder'],
    ['( crochet pattern ) Moonlight Mesh Cardigan', 'Moonlight Mesh Cardigan'],
    ['【Free Pattern】Little Dumpling Bunny 小汤圆兔 (English translation)', 'Little Dumpling Bunny'],
    ['Transcribed from an old book, c. 1889, by Mary Pettigrew\n\nRibbed Wristlets', 'Ribbed Wristlets'],
    ['88 (96) cm; length of the top: 52 (54) cm\n\nLavanda Top', 'Lavanda Top'],
  ])('%s', (text, expected) => {
    expect(title(text)).toBe(expected);
  });
});

describe('what the pattern is, its terms or its kit, said after its name', () => {
  it.each([
    ['Tamarack — a cardigan by Geneviève Ouellet', 'Tamarack'],
    ['Saltmarsh - a crescent shawl in three colours', 'Saltmarsh'],
    // Not an item: the words stay.
    ['Harbour Lights - a love letter', 'Harbour Lights - a love letter'],
    ['Bramble Pinafore - Crochet Pattern (UK terms)', 'Bramble Pinafore'],
    ['Saltmarsh Shawl Kit', 'Saltmarsh Shawl'],
    // Of a name in two languages, the one in English's alphabet but for the name's own letter.
    ['Mây The Octopus · Bạch Tuộc Mây', 'Mây The Octopus'],
    ['The Survival Kit', 'The Survival Kit'],
  ])('%s', (text, expected) => {
    expect(title(text)).toBe(expected);
  });
});

describe("a pattern's code above its title", () => {
  it('is not read as part of a title set in capitals', () => {
    const text =
      'Hollin Wool · Free pattern                                   HW-C-0917\n\nBRACKEN WRAP\nDesign: Ines Barrow';
    expect(title(text)).toBe('Bracken Wrap');
  });
});

describe('a title in two languages, under a studio, or in a shop listing', () => {
  it.each([
    ['Sokkeslabbar - Slipper Socks\nDesign: Kari Lunde', 'Slipper Socks'],
    ['Kalvjakkanvantar / Kalvjakka Mittens\nDesign: Sanna Rask', 'Kalvjakka Mittens'],
    ['Snowdrop - Lace Shawl\nby Ann Roy', 'Snowdrop - Lace Shawl'],
    ['MARIT LIE STRIKK\nFJORDLYS\nA cabled hat', 'Fjordlys'],
    [
      'Sea Otter Toy Knitting Pattern, Stuffed Animal PDF, Easy Beginner Knit - Etsy UK\nhttps://www.etsy.com/uk/listing/1',
      'Sea Otter Toy',
    ],
  ])('%s', (text, expected) => {
    expect(title(text)).toBe(expected);
  });
});

describe("a translated pattern's name in its first language after the English", () => {
  it.each([
    ['KANERVA SOCKS (Kanervasukat)', 'Kanerva Socks'],
    ['Solbær Hat (Solbærhue)', 'Solbær Hat'],
    ['Harbour Hat (Navy)', 'Harbour Hat (Navy)'],
  ])('%s', (text, expected) => {
    expect(title(text)).toBe(expected);
  });

  it('trims how many the pattern makes', () => {
    expect(title('PEBBLE COASTERS (set of 4)')).toBe('Pebble Coasters');
  });
});
