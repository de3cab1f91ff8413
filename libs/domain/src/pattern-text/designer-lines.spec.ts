import { describe, expect, it } from '@jest/globals';
import { normalisePatternLines } from './normalise-text.js';
import { readTitleAndDesigner } from './title-designer.js';

const read = (text: string) => {
  const found = readTitleAndDesigner(normalisePatternLines(text));
  return { title: found.title?.value, designer: found.designer?.value, sure: found.designer?.confidence };
};

describe('a studio named in the byline, the person in parentheses', () => {
  it.each([
    ['★ Otter Plush ★ PDF pattern by TinyHooksStudio (Mara Lind)', 'Otter Plush', 'Mara Lind'],
    ['Bramble Bunny - pattern by Hookery Co. (Ada Sims)', 'Bramble Bunny', 'Ada Sims'],
    ['Pip the Penguin by PurlAndPine (Tove Ek)', 'Pip the Penguin', 'Tove Ek'],
  ])('%s', (text, title, designer) => {
    expect(read(text)).toMatchObject({ title, designer });
  });
});

describe('a byline with more after the name, or a credit for text and photos', () => {
  it.each([
    ['Garter Dishcloth\nPattern written by Ola Moss for our beginner classes', 'Ola Moss'],
    ['Garter Dishcloth\nDesigned by Ruth Ames for the autumn workshop', 'Ruth Ames'],
    ['Garter Dishcloth\nPattern & photos: Ian Grey · iangreymakes.blog', 'Ian Grey'],
    ['Garter Dishcloth\nText & photos: Bea Lund', 'Bea Lund'],
    ['Garter Dishcloth\nPattern and photos by Cleo Hart', 'Cleo Hart'],
  ])('%s', (text, designer) => {
    expect(read(text).designer).toBe(designer);
  });
});

describe("a person's name beside their studio's", () => {
  it.each([
    ['Ness Cardigan\nfor cool evenings\nEwan Fraser · Glen Loom Studio', 'Ewan Fraser'],
    ['Ness Cardigan\nMaja Holm | Nordlys Knitwear', 'Maja Holm'],
    ['Ness Cardigan\nLeah Stone · Stonecrop Fibre Arts', 'Leah Stone'],
  ])('%s', (text, designer) => {
    expect(read(text).designer).toBe(designer);
    expect(read(text).sure).toBeGreaterThanOrEqual(0.5);
  });
  it('does not take a title beside a studio for a person', () => {
    expect(read('Harbour Hat · Loom Studio\nYarn: DK').designer).toBeUndefined();
  });
});

describe('a title ending on a company, or on what the page is', () => {
  it.each([
    ['Drift Mittens — Free pattern from Kestrel Wool Co.', 'Drift Mittens'],
    ['Hill Cowl - free pattern from Tarn Yarns Ltd.', 'Hill Cowl'],
    ['Moss Hat ~ PDF pattern', 'Moss Hat'],
  ])('%s', (text, title) => {
    expect(read(text).title).toBe(title);
  });
});

describe('a name with an Iberian or Irish particle', () => {
  it.each([
    ['Lichen Cowl\nDesigned by Tomás de los Ríos', 'Tomás de los Ríos'],
    ['Lichen Cowl\nPattern by Pádraig Ó Súilleabháin', 'Pádraig Ó Súilleabháin'],
    ['Lichen Cowl\nDesign: Caoimhe Ní Dhomhnaill', 'Caoimhe Ní Dhomhnaill'],
    ['Lichen Cowl\nby Luísa do Carmo', 'Luísa do Carmo'],
  ])('%s', (text, designer) => {
    expect(read(text).designer).toBe(designer);
  });
});

describe('a role or a kind word between the credit and the name', () => {
  it.each([
    ['Little Penguin\nPattern by keeper Nell Abernathy', 'Nell Abernathy'],
    ['Garter Dishcloth\nDesigned by our own Ada Lowe', 'Ada Lowe'],
  ])('%s', (text, designer) => {
    expect(read(text).designer).toBe(designer);
  });
  it('names no one after "by the": a shop or a place', () => {
    expect(read('Cosy Slippers\nSKU 88-2310 · Design by the Hobby Haven Studio').designer).toBeUndefined();
  });
});

describe('a person named at the top and again in the copyright line at the end', () => {
  const body = ['', 'YARN', 'Fingering weight, 400 yds', '', 'GAUGE', '18 sts = 4"', ''];
  it.each([
    [
      'a crescent shawl in three colours · Mirren Calloway Designs',
      '© 2026 Mirren Calloway. Personal use only.',
    ],
    ['Klára Dvořáková · knitting patterns · klaradvorakova.cz', '© Klára Dvořáková 2026 · Page 1/8'],
  ])('%s', (credit, copyright) => {
    const text = ['SALTMARSH SHAWL', credit, ...body, copyright].join('\n');
    expect(read(text)).toMatchObject({
      designer: copyright.match(/(?:©\s*(?:2026\s*)?)([^.·\d]+)/)![1].trim(),
    });
  });
  it("leaves a company's copyright alone", () => {
    const text = [
      'Lakeshore Pullover',
      'MAPLE RIDGE YARNS',
      ...body,
      '© Maple Ridge Yarns Inc., Ontario',
    ].join('\n');
    expect(read(text).designer).not.toBe('Maple Ridge Yarns Inc');
  });
});

describe("a person credited under 'Pattern:', with a house or a role after the name", () => {
  it.each([
    ['Gumnut Granny Cardigan\nPattern: Kirra Donnelly for Southern Cross Yarns', 'Kirra Donnelly'],
    ['EASY RIBBED BEANIE\nPattern: Dana Whitfield, Teen Services Librarian', 'Dana Whitfield'],
  ])('%s', (text, designer) => {
    expect(read(text)).toMatchObject({
      title: text.split('\n')[0].includes('BEANIE') ? 'Easy Ribbed Beanie' : 'Gumnut Granny Cardigan',
      designer,
    });
  });
  it("still reads 'Pattern: Loop Cowl' as the title", () => {
    expect(read('Pattern: Loop Cowl\nDesigned by Ana Ruiz')).toMatchObject({
      title: 'Loop Cowl',
      designer: 'Ana Ruiz',
    });
  });
});

describe("a book's credit and a house's team", () => {
  it("reads 'Design and production:' as the designer's credit", () => {
    expect(read('07  Garter-Yoke Cardigan\n\nDesign and production: Keiko Arata').designer).toBe(
      'Keiko Arata',
    );
  });
  it('names no designer for a design team', () => {
    expect(read('Gilet Valsesia\nDesigned by the Valsessera Design Team').designer).toBeUndefined();
  });
});

describe("a blog post's author, a business's copyright and a house's team", () => {
  it("reads 'Posted by' as the author", () => {
    const text = [
      'Harbour Shacket',
      'Posted by Joanna Veltri · Crochet Garments · 22 min read',
      'Grab the PDF in my Etsy shop (The Loop & Ladle).',
      '',
      'Yarn: worsted, 1200 yds',
      '',
      '© The Loop & Ladle. Please do not copy this pattern.',
    ].join('\n');
    expect(read(text).designer).toBe('Joanna Veltri');
  });

  it('names no designer when the poster says they retyped an old leaflet', () => {
    const text = [
      'Vintage Bed Jacket (Leaflet No. 212)',
      'Posted by Joanna Veltri',
      "I've typed this up from my gran's leaflet; the company closed long ago.",
      '',
      'BED JACKET',
    ].join('\n');
    expect(read(text).designer).toBeUndefined();
  });
  it('takes a retyper credited "by" for no designer, as a translator', () => {
    for (const credit of ['Retyped by Sue Pettifer', 'Typed up by Sue Pettifer', 'Re-typed by Sue Pettifer'])
      expect(read(`LADY'S BED JACKET\n${credit}\n\nMATERIALS\n5 ozs. 3-ply`).designer).toBeUndefined();
    expect(read('Bed Jacket\nDesigned by Ada Lowe, typed up by Sue Pettifer').designer).toBe('Ada Lowe');
  });
  it('names no designer for a team named by its house', () => {
    expect(read('Pattern VA-118 · English\nDesign: Vale Alto design team').designer).toBeUndefined();
  });
});
