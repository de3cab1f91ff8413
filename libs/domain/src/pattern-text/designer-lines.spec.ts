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
