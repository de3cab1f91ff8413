import { describe, expect, it } from '@jest/globals';
import { normalisePatternLines } from './normalise-text.js';
import { readTitleAndDesigner } from './title-designer.js';

const read = (text: string) => {
  const found = readTitleAndDesigner(normalisePatternLines(text));
  return { title: found.title?.value, designer: found.designer?.value };
};

describe('readTitleAndDesigner', () => {
  it('reads the first line as the title and a "by" line as the designer', () => {
    expect(read('Harbour Hat\nby Jane Doe\n\nYarn: DK')).toEqual({
      title: 'Harbour Hat',
      designer: 'Jane Doe',
    });
    expect(read('Meadow Cardigan\nCrochet pattern - design by Clara Moreau')).toEqual({
      title: 'Meadow Cardigan',
      designer: 'Clara Moreau',
    });
    expect(read('Summer Tee\nDesigner: Paula Ferreira')).toEqual({
      title: 'Summer Tee',
      designer: 'Paula Ferreira',
    });
  });

  it('skips web addresses, page headers and banners, joins a title in capitals and title-cases it', () => {
    expect(read('www.studio.com\nPage 1\nNORTHWIND\nPULLOVER\nby Jo Ellison')).toEqual({
      title: 'Northwind Pullover',
      designer: 'Jo Ellison',
    });
    expect(read('Free Pattern\nAlpine Hat\nMarco Bianchi\nSIZES')).toEqual({
      title: 'Alpine Hat',
      designer: 'Marco Bianchi',
    });
  });

  it('splits "Title by Name", drops "(crochet)", and reads a labelled title', () => {
    expect(read('Campfire Beanie (crochet) by Dana Brooks')).toEqual({
      title: 'Campfire Beanie',
      designer: 'Dana Brooks',
    });
    expect(read('Pattern: Loop Cowl')).toEqual({ title: 'Loop Cowl', designer: undefined });
  });

  it('takes no designer from prose or from a lower-case subtitle', () => {
    expect(read('Everyday Dishcloth\n\nCast on 40 sts and knit by hand.')).toEqual({
      title: 'Everyday Dishcloth',
      designer: undefined,
    });
    expect(read('TIDE\nan asymmetric shawl')).toEqual({ title: 'Tide', designer: undefined });
  });

  it('reads the designer after "pattern -"', () => {
    expect(read('Fennel the Fox\nAmigurumi pattern - Mei Lin')).toEqual({
      title: 'Fennel the Fox',
      designer: 'Mei Lin',
    });
  });

  it.each([
    ['www.example.com\nLeaflet #L4021\nSnow Hat', 'Snow Hat'],
    ['knitwithclara.com\nPebble Socks', 'Pebble Socks'],
    ['Pattern no. bz-301\nHollin Pullover', 'Hollin Pullover'],
    ['AUTUMN/WINTER COLLECTION 2025\nModel 14\nBirch Vest', 'Birch Vest'],
    ['Autumn Knits Vol. 3\nEmber Cowl', 'Ember Cowl'],
  ])('reads the title under a masthead: %s', (text, title) => {
    expect(read(text).title).toBe(title);
  });

  it('reads designers with particles, and after "Pattern by ... |"', () => {
    expect(read('Kestrel\nby Marie-Claire van der Linden')).toEqual({
      title: 'Kestrel',
      designer: 'Marie-Claire van der Linden',
    });
    expect(read('Tern Scarf | Pattern by Willem van den Berg')).toEqual({
      title: 'Tern Scarf',
      designer: 'Willem van den Berg',
    });
    expect(read('Pattern by Theo Quist | photos by Lena Park\n\nTide Socks')).toEqual({
      title: 'Tide Socks',
      designer: 'Theo Quist',
    });
  });

  it('does not take a brand line with a trademark sign for the title', () => {
    expect(read('HEARTLAND® Super Value®\nPattern Number: LW6021\nCozy Cabin Throw').title).toBe(
      'Cozy Cabin Throw',
    );
  });

  it('does not take a pattern code or a yarn house set above the title for the title', () => {
    expect(read('DROPS 251-7\nForest Walk\nKnitted jumper.').title).toBe('Forest Walk');
    expect(read("PATONS\nNo. 3215\nGentleman's Slipover\nin Patons Classic 4 Ply").title).toBe(
      "Gentleman's Slipover",
    );
    expect(read('ROWAN\nALDER\nDesigned by Martin Storey')).toEqual({
      title: 'Alder',
      designer: 'Martin Storey',
    });
    // A title that merely holds a number stays whole.
    expect(read('Sweater No. 5 in Blue\nby Ann Lee').title).toBe('Sweater No. 5 in Blue');
  });

  it('drops the number a book prints before the name ("No. 18  Lattice Pullover")', () => {
    expect(read('No. 18  Lattice Pullover\nDesign: Michiyo Hasegawa')).toEqual({
      title: 'Lattice Pullover',
      designer: 'Michiyo Hasegawa',
    });
  });

  it('reads a designer whose name starts with an accented capital', () => {
    expect(read('Quayside Pullover\nKarin Öberg\n\nSIZES: XS (S)').designer).toBe('Karin Öberg');
    expect(read('Tilly Top\nDesigned by Élodie Martin').designer).toBe('Élodie Martin');
  });

  it('skips a masthead set in parts between dots: a leaflet, a season, a knit-along instalment', () => {
    expect(read('Lana Verde · Leaflet No. 12 · Autumn/Winter\nSnow Swirl Hat').title).toBe('Snow Swirl Hat');
    expect(read('Crochet Along 2026 · Part 1 of 6\nHedgerow Blanket').title).toBe('Hedgerow Blanket');
    expect(read('Mystery Knit-Along · Week 1/5\nLighthouse Shawl').title).toBe('Lighthouse Shawl');
    // A web address beside the name does not make the line a masthead.
    expect(read('Ivy Shawl | ivyknits.com\nby Rose Hart').title).toBe('Ivy Shawl');
  });

  it('drops the ornaments around a title', () => {
    expect(read('~ Bartholomew the Bee ~').title).toBe('Bartholomew the Bee');
    expect(read('*** Lighthouse Shawl ***').title).toBe('Lighthouse Shawl');
  });
});

describe('readTitleAndDesigner: book, series and shop headers', () => {
  it('passes over a "Pattern N of M" line under a collection', () => {
    expect(read('THE HARBOUR SERIES\nDesign 2 of 8\n\nGull Wing\na shawl by Ines Moreau').title).toBe(
      'Gull Wing',
    );
  });

  it("passes over a chapter heading and a book's running number", () => {
    expect(read('Chapter 5: Little Sea Creatures\n03 Tiny Octopus\nDesign: Aiko Sato').title).toBe(
      'Tiny Octopus',
    );
  });

  it('passes over the book a translated pattern comes from', () => {
    const text =
      "From 'Winter Knits at Home' (translated from the Danish)\nPattern 3\nFrost Mittens\nDesign: Lis Holm";
    expect(read(text)).toEqual({ title: 'Frost Mittens', designer: 'Lis Holm' });
  });

  it("passes over a shop's masthead with a lettered pattern code", () => {
    expect(read('WOOLHOUSE SUPPLY · Free Knitting Pattern WS-K42\nRidge Cowl').title).toBe('Ridge Cowl');
  });
});

describe('readTitleAndDesigner: more headers', () => {
  it.each([
    ['Part II: Stars and Snow\nNorthern Star Mittens', 'Northern Star Mittens'],
    ['Reprinted from "Cosy Knits at Home"\nAttic Socks', 'Attic Socks'],
    ['From Warm Hands, translated from the Finnish\nBirch Mitts', 'Birch Mitts'],
    ['RIVERSIDE YARNS\nMill Race Cardigan', 'Mill Race Cardigan'],
    ['Book Three: Long Evenings\n4. Lantern Shawl', 'Lantern Shawl'],
  ])('%s', (text, title) => {
    expect(read(text).title).toBe(title);
  });
});

describe('readTitleAndDesigner: names with particles and hyphens', () => {
  it.each([
    ['Designed by Giulia della Rovere', 'Giulia della Rovere'],
    ['knitting pattern · © 2024 Pattern by Marit van der Wal | maritknits.nl', 'Marit van der Wal'],
    ['free pattern · design by Ola Berg | @olaberg', 'Ola Berg'],
    ['Pattern by Karim ibn Said', 'Karim ibn Said'],
    ["Pattern by Joost van 't Veld | @joostknits", "Joost van 't Veld"],
    ['Designed by Gwen ap Dafydd', 'Gwen ap Dafydd'],
    ['knitting pattern · Noor Haddad-Lindgren', 'Noor Haddad-Lindgren'],
    ['Design by Lucia y Gasset', 'Lucia y Gasset'],
  ])('%s', (byline, name) => {
    expect(read(`Brook Socks\n${byline}`).designer).toBe(name);
  });
});

describe('readTitleAndDesigner, credits that are not the design', () => {
  it('takes the author, never the translator or the transcriber', () => {
    expect(
      read(
        'Lily Scarf\n\nAuthor: Liina-Mai Kask          Translated from the Estonian by Hele Tamm\n\nYarn: lace',
      ),
    ).toEqual({ title: 'Lily Scarf', designer: 'Liina-Mai Kask' });
    expect(
      read('Ribbed Wristlets\nTranscribed from an 1889 book, by Mary Pettigrew\n\nYarn: 4 ply').designer,
    ).toBe(undefined);
  });

  it("keeps a romanised given name's second syllable", () => {
    expect(read('Moonlight Cardigan\nDesigned by Kim Seo-yeon\n\nYarn: cotton').designer).toBe(
      'Kim Seo-yeon',
    );
  });
});
