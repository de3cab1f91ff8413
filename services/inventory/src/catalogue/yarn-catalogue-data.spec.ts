import { loadYarnCatalogue } from './yarn-catalogue-data.js';

describe('the curated yarn catalogue', () => {
  const catalogue = loadYarnCatalogue();

  it('holds at least 150 real lines of well-known brands, some discontinued', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
    expect(new Set(catalogue.map((line) => line.brand)).size).toBeGreaterThanOrEqual(25);
    expect(catalogue.filter((line) => line.discontinued).length).toBeGreaterThan(0);
    expect(catalogue).toContainEqual({
      brand: 'Malabrigo',
      name: 'Rios',
      weight_category: 'Worsted',
      fiber_content: '100% Superwash Merino Wool',
      yardage_per_skein: 210,
      weight_grams: 100,
      discontinued: false,
    });
  });

  it('names each brand and line once', () => {
    const keys = catalogue.map((line) => `${line.brand}|${line.name}`.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });
});
