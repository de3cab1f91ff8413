import { loadBrandTable } from './brands/brand-table.js';
import { sameBrand } from './assistant-sources.js';

describe('sameBrand', () => {
  const table = loadBrandTable();

  it("matches a shop's spelling of a brand by the table's name and aliases", () => {
    expect(sameBrand('Cascade', 'Cascade Yarns', table)).toBe(true);
    expect(sameBrand('CASCADE YARNS', 'Cascade Yarns', table)).toBe(true);
    expect(sameBrand('Garnstudio', 'DROPS', table)).toBe(true);
    expect(sameBrand('Lion Brand Yarn', 'lion', table)).toBe(true);
    expect(sameBrand('Drops', 'Cascade Yarns', table)).toBe(false);
    expect(sameBrand(null, 'Cascade Yarns', table)).toBe(false);
  });

  it('matches a brand outside the table by its name alone', () => {
    expect(sameBrand('Hjertegarn', 'hjertegarn', table)).toBe(true);
    expect(sameBrand('Hjertegarn Yarns', 'Hjertegarn', table)).toBe(false);
  });
});
