import { describe, expect, it } from '@jest/globals';
import { normalisePatternLines } from './normalise-text.js';
import { readTitleAndDesigner } from './title-designer.js';

const read = (text: string) => {
  const found = readTitleAndDesigner(normalisePatternLines(text));
  return { title: found.title?.value, designer: found.designer?.value };
};

describe('titles and designers as web pages and yarn houses print them', () => {
  it('reads "Pattern: <name>" under a title naming the thing made as the designer', () => {
    expect(read('BECKSIDE WOOL\nFREE PATTERN\nHeather Cowl\nPattern: Joan Ashby\nA quick cowl.')).toEqual({
      title: 'Heather Cowl',
      designer: 'Joan Ashby',
    });
    expect(read('Pattern: Fern Glade\nDesigned by Ana Ruiz')).toEqual({
      title: 'Fern Glade',
      designer: 'Ana Ruiz',
    });
  });

  it("takes the byline over a browser title's site name after a dash", () => {
    const text =
      'Meadow Ripple Blanket - Free Crochet Pattern - Hooks And Honey\nhttps://hooksandhoney.example/meadow\nMeadow Ripple Blanket\nBy Tessa Grant | Updated May 2, 2025';
    expect(read(text).designer).toBe('Tessa Grant');
  });

  it("reads a page's name before its site's, the site printed again as the masthead", () => {
    const text =
      'Pine Cone Hat: an easy textured hat for beginners - The Wool Nook\nthewoolnook.example/pine-cone-hat\nTHE WOOL NOOK\nHome | Shop';
    expect(read(text).title).toBe('Pine Cone Hat');
  });

  it("reads the title under a studio's name in capitals, and the person before the studio in brackets", () => {
    expect(
      read('BRAMBLE LANE DESIGNS\nHedgehog Pincushion\nDesign © Ruth Ormsby (Bramble Lane Designs)'),
    ).toEqual({
      title: 'Hedgehog Pincushion',
      designer: 'Ruth Ormsby',
    });
  });

  it("takes a browser title's name as the page's own heading words it, when the page sets it again", () => {
    const text =
      '12/03/2025, 09:10   Ribbed Lace Mitts (Free Knitting Pattern) - Purl Harbour\nhttps://purlharbour.com/mitts/\n\nPurl Harbour\n\nLace Ribbed Mitts (Free Knitting Pattern)\nby Nell Oduya | March 2, 2025\n\nQuick mitts.';
    expect(read(text).title).toBe('Lace Ribbed Mitts');
  });

  it("reads a toy shop's name over a listing as the shop, the capitals under it as the title", () => {
    const text =
      'Hollowfield Toys\nCrochet pattern · PDF download\n\nPERCY THE PENGUIN\npattern by Ada Lowe\n\nThank you for your purchase!';
    expect(read(text)).toEqual({ title: 'Percy the Penguin', designer: 'Ada Lowe' });
  });

  it('trims what a blog offers with the pattern from its title: "(Free Pattern + Video)"', () => {
    expect(
      read('Bramble Pot Holder (Free Crochet Pattern + Video)\nby Jo Nwosu\n\nA quick make.').title,
    ).toBe('Bramble Pot Holder');
  });

  it("trims a blog headline's description of the kind of thing made, before or after the name", () => {
    expect(
      read('Simple Knitted Hat: The Harrow Beanie (Free Pattern)\nBy Ana Ruiz\n\nA quick make.').title,
    ).toBe('Harrow Beanie');
    expect(read('Gorse Cowl - A Quick Knit Cowl\nBy Ana Ruiz\n\nA quick make.').title).toBe('Gorse Cowl');
  });

  it("takes the pattern's name set below a blog headline that only describes the thing made", () => {
    const page = [
      'Quick Chunky Ribbed Cowl - Free Knitting Pattern - Hearth & Hook',
      'By Dee Marsh | 12 comments',
      '',
      'This cowl knits up in an evening.',
      '',
      'BRAMBLE RIBBED COWL',
      'Yarn: 1 skein chunky',
    ].join('\n');
    expect(read(page).title).toBe('Bramble Ribbed Cowl');
    expect(read('Easy Campfire Beanie\nBy Dee Marsh\n\n6 Easy Campfire Beanie kits left!').title).toBe(
      'Easy Campfire Beanie',
    );
  });

  it("reads no title from a shop's name on its marketplace, and trims 'crochet amigurumi pattern'", () => {
    const page =
      'Pip the Penguin - crochet amigurumi pattern\nNorthNookToys · Etsy\nDesign & photos: Ana Ruiz';
    expect(read(page).title).toBe('Pip the Penguin');
  });
});
