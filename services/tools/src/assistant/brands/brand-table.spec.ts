import { readFileSync } from 'node:fs';
import { BrandRowSchema, type BrandRow } from './brand-table.schema.js';
import { buildBrandTable, loadBrandTable } from './brand-table.js';
import { YARN_BRAND_ROWS } from './yarn-brands.data.js';

const table = loadBrandTable();
const row = (brand: string): BrandRow => table.find(brand)!;
const sample = (): BrandRow => structuredClone(row('Cascade Yarns'));

/**
 * The inventory's catalogue, read as data (never imported: services share no code): every one of its lines is in
 * the table with the same name, weight, yards, grams and discontinued flag, so a stash yarn finds its table line.
 */
type CatalogueRow = [string, string, string, string, number, number, boolean];
const catalogue = JSON.parse(
  readFileSync(new URL('../../../../inventory/src/catalogue/yarn-catalogue.json', import.meta.url), 'utf8'),
) as CatalogueRow[];

describe('the curated brand table', () => {
  it('parses every row with the schema, once', () => {
    for (const data of YARN_BRAND_ROWS) expect(BrandRowSchema.safeParse(data).success).toBe(true);
    expect(loadBrandTable()).toBe(table);
    expect(table.version).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);
  });

  it('holds at least 60 brands with their lines', () => {
    expect(table.rows.length).toBeGreaterThanOrEqual(60);
    expect(table.allLines()).toHaveLength(table.rows.reduce((sum, brand) => sum + brand.lines.length, 0));
  });

  it("holds every catalogue line with the catalogue's facts, and every catalogue brand", () => {
    const missing = catalogue.filter(([brand, name, weight, , yards, grams, discontinued]) => {
      const entry = table.findLine(brand, name);
      return !(
        entry &&
        entry.brand.brand === brand &&
        entry.line.name === name &&
        entry.line.weight === weight &&
        entry.line.yards === yards &&
        entry.line.grams === grams &&
        entry.line.discontinued === discontinued
      );
    });
    expect(missing).toEqual([]);
    const brands = new Set(catalogue.map(([brand]) => brand));
    expect(brands.size).toBe(54);
    expect(table.rows.length - brands.size).toBeGreaterThanOrEqual(8);
  });

  it('finds a brand by name or alias, whatever the case or accents', () => {
    expect(table.find('cascade')?.brand).toBe('Cascade Yarns');
    expect(table.find('MadTosh')?.brand).toBe('madelinetosh');
    expect(table.find('garnstudio')?.brand).toBe('DROPS');
    expect(table.find('  Lion ')?.brand).toBe('Lion Brand');
    expect(table.find('Ístex')?.brand).toBe('Istex');
    expect(table.find('Jamieson’s')?.brand).toBe("Jamieson's of Shetland");
    expect(table.find('j&s')?.brand).toBe('Jamieson & Smith');
    expect(table.find('Acme Yarns')).toBeUndefined();
  });

  it('finds a line by brand and line name, and keeps the real prices in their range', () => {
    expect(table.findLine('cascade', 'cascade 220')?.line.price_usd).toBeCloseTo(11, 0);
    expect(table.findLine('Red Heart', 'Super Saver')?.line.price_usd).toBeCloseTo(5, 0);
    expect(table.findLine('malabrigo', 'RIOS')?.line.price_usd).toBeCloseTo(16, 0);
    expect(table.findLine('drops', 'Nepal')?.line.price_usd).toBeCloseTo(4, 0);
    expect(table.findLine('drops', 'Rios')).toBeUndefined();
    expect(table.findLine('Acme Yarns', 'Nepal')).toBeUndefined();
  });

  it("finds a line with or without its brand's first word, as a stash may name it", () => {
    expect(table.findLine('Cascade Yarns', '220')?.line.name).toBe('Cascade 220');
    expect(table.findLine('Cascade Yarns', 'Cascade 220 Superwash')?.line.name).toBe('220 Superwash');
    expect(table.findLine('Malabrigo', 'Malabrigo Rios')?.line.name).toBe('Rios');
    expect(table.findLine('Cascade Yarns', 'Rios')).toBeUndefined();
  });

  it('gives the tiers to the brands knitters know for them', () => {
    for (const brand of ['DROPS', 'Paintbox Yarns', 'Lion Brand', 'Red Heart', 'Stylecraft', 'Knit Picks']) {
      expect([brand, row(brand).tier]).toEqual([brand, 'budget_champion']);
    }
    for (const brand of ['Malabrigo', 'madelinetosh', 'Brooklyn Tweed', 'Rowan', "Jamieson's of Shetland"]) {
      expect([brand, row(brand).tier]).toEqual([brand, 'premium']);
    }
  });

  it('gives every tier by the SOURCES.md rubric', () => {
    const median = (values: number[]) => {
      const sorted = values.sort((a, b) => a - b);
      return (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
    };
    for (const brand of table.rows) {
      const current = brand.lines.filter((line) => !line.discontinued);
      const lines = current.length > 0 ? current : brand.lines;
      const per100g = median(lines.map((line) => (line.price_usd / line.grams) * 100));
      const tier =
        brand.quality_score >= 8.5
          ? 'premium'
          : brand.value_score >= 8 && per100g <= 10
            ? 'budget_champion'
            : 'other';
      expect([brand.brand, brand.tier]).toEqual([brand.brand, tier]);
    }
  });

  it('marks about ten rows spot-checked, each saying what was checked', () => {
    const checked = table.rows.filter((brand) => brand.spot_checked !== null);
    expect(checked.length).toBeGreaterThanOrEqual(8);
    expect(checked.length).toBeLessThanOrEqual(15);
    for (const brand of checked) expect(brand.source).toMatch(/Spot-checked: /);
  });
});

describe("the table answers the knitters' questions", () => {
  const lines = (use: string) =>
    table.allLines().filter(({ line }) => (line.good_for as string[]).includes(use));

  it('baby: soft and machine washable', () => {
    expect(lines('baby').length).toBeGreaterThanOrEqual(20);
    for (const { line } of lines('baby')) expect(line.washable).toBe(true);
    expect(lines('baby').some(({ line }) => line.weight === 'DK')).toBe(true);
  });

  it('socks: machine washable with nylon, mostly fingering', () => {
    const socks = lines('socks');
    expect(socks.length).toBeGreaterThanOrEqual(10);
    for (const { line } of socks) {
      expect(line.washable).toBe(true);
      expect(line.fibres).toContain('nylon');
    }
    const fingering = socks.filter(({ line }) => (line.band_weight ?? line.weight) === 'Fingering');
    expect(fingering.length).toBeGreaterThan(socks.length / 2);
  });

  it('colourwork: wool in many shades, with budget choices', () => {
    const colourwork = lines('colourwork');
    expect(colourwork.length).toBeGreaterThanOrEqual(15);
    for (const { line } of colourwork)
      expect(line.fibres.some((fibre) => fibre === 'wool' || fibre === 'merino')).toBe(true);
    expect(colourwork.some(({ brand }) => brand.tier === 'budget_champion')).toBe(true);
  });

  it('budget sweaters: no more than $5.50 per 100 yds', () => {
    expect(lines('budget_sweaters').length).toBeGreaterThanOrEqual(15);
    for (const { line } of lines('budget_sweaters'))
      expect((line.price_usd / line.yards) * 100).toBeLessThanOrEqual(5.5);
  });

  it('blankets, amigurumi and dishcloths, summer', () => {
    expect(lines('blankets').length).toBeGreaterThanOrEqual(15);
    for (const use of ['amigurumi', 'dishcloths']) {
      expect(lines(use).length).toBeGreaterThanOrEqual(8);
      expect(lines(use).filter(({ line }) => line.fibres.includes('cotton')).length).toBeGreaterThan(
        lines(use).length / 2,
      );
    }
    for (const { line } of lines('summer')) {
      expect(
        line.fibres.some((fibre) => ['cotton', 'linen', 'bamboo', 'hemp', 'viscose', 'silk'].includes(fibre)),
      ).toBe(true);
    }
  });
});

describe('a bad row is refused when the table is built', () => {
  it('names the index of a malformed row', () => {
    const bad = { ...sample(), brand: 'Broken Yarns', aliases: [], quality_score: 11 };
    expect(() => buildBrandTable([sample(), bad], 'test')).toThrow(/row 1 \(Broken Yarns\).*quality_score/);
    expect(() => buildBrandTable([{ brand: 'Half' }], 'test')).toThrow(/row 0 \(Half\).*tier/);
  });

  it('refuses a brand name or alias used twice, whatever the case', () => {
    const clash = { ...sample(), brand: 'Other Yarns', aliases: ['cascade'] };
    expect(() => buildBrandTable([sample(), clash], 'test')).toThrow(/row 1 \(Other Yarns\).*"cascade"/);
    const twin = { ...sample(), brand: 'CASCADE YARNS', aliases: [] };
    expect(() => buildBrandTable([sample(), twin], 'test')).toThrow(/row 1/);
  });

  it('refuses an alias in capitals and a line listed twice', () => {
    expect(() => buildBrandTable([{ ...sample(), aliases: ['Cascade'] }], 'test')).toThrow(
      /aliases.0: must be lower case/,
    );
    const twice = sample();
    twice.lines.push(twice.lines[0]);
    expect(() => buildBrandTable([twice], 'test')).toThrow(/appears twice/);
  });

  it('refuses an average price outside its lines’ prices', () => {
    expect(() => buildBrandTable([{ ...sample(), avg_price_usd: 99 }], 'test')).toThrow(/avg_price_usd/);
  });

  it('holds the tier rules: a budget champion is good value, a premium is good quality', () => {
    const dear = { ...sample(), tier: 'budget_champion', value_score: 7.5 };
    expect(() => buildBrandTable([dear], 'test')).toThrow(/value_score >= 8/);
    const plain = { ...sample(), tier: 'premium', quality_score: 7.5 };
    expect(() => buildBrandTable([plain], 'test')).toThrow(/quality_score >= 8/);
    expect(() => buildBrandTable([{ ...sample(), tier: 'premium', quality_score: 8 }], 'test')).not.toThrow();
  });
});
