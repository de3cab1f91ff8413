import { activeFilterCount, DEFAULT_FILTERS, filtersToParams } from './filters-to-params';

describe('filtersToParams', () => {
  it('sends only the sort when every filter is at its default', () => {
    expect(filtersToParams(DEFAULT_FILTERS)).toEqual({ sort: 'created_at', order: 'desc' });
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
  });

  it('maps set filters, trimming text and leaving blanks out', () => {
    const params = filtersToParams(
      {
        ...DEFAULT_FILTERS,
        search: '  merino ',
        brand: 'Malabrigo',
        weight: 'DK',
        color: ' ',
        showOnlyAvailable: true,
        fiber: 'Wool',
        location: 'Bin 3',
        stockLevel: 'low',
        recentlyAdded: true,
      },
      'colorway',
    );
    expect(params).toEqual({
      sort: 'colorway',
      order: 'asc',
      search: 'merino',
      brand: 'Malabrigo',
      weight: 'DK',
      showOnlyAvailable: 'true',
      fiber: 'Wool',
      location: 'Bin 3',
      stockLevel: 'low',
      recentlyAdded: 'true',
    });
  });

  it('leaves sliders at their default range out and sends moved bounds (ends at the limits stay open)', () => {
    expect(filtersToParams({ ...DEFAULT_FILTERS, quantityRange: [0, 1000], priceRange: [0, 100] })).toEqual({
      sort: 'created_at',
      order: 'desc',
    });
    const params = filtersToParams({
      ...DEFAULT_FILTERS,
      quantityRange: [100, 2000],
      priceRange: [0, 50],
    });
    expect(params).toMatchObject({ quantityMin: 100, priceMax: 50, priceCurrency: 'USD' });
    expect(params).not.toHaveProperty('quantityMax');
    expect(params).not.toHaveProperty('priceMin');
  });

  it('counts active filters, a range once', () => {
    expect(activeFilterCount({ ...DEFAULT_FILTERS, search: 'x', brand: 'B', quantityRange: [50, 500] })).toBe(
      2,
    );
  });
});

describe('a price range', () => {
  it("is sent in the user's currency, and counts as one filter", () => {
    const filters = { ...DEFAULT_FILTERS, priceRange: [5, 20] as [number, number] };
    expect(filtersToParams(filters, 'created_at', 'EUR')).toMatchObject({
      priceMin: 5,
      priceMax: 20,
      priceCurrency: 'EUR',
    });
    expect(filtersToParams(DEFAULT_FILTERS, 'created_at', 'EUR')).not.toHaveProperty('priceCurrency');
    expect(activeFilterCount(filters)).toBe(1);
  });
});
