import { activeFilterCount, DEFAULT_FILTERS, filtersToParams, shownYardageRange } from './filters-to-params';

describe('filtersToParams', () => {
  it('sends only the sort, newest first, when every filter is at its default', () => {
    expect(filtersToParams(DEFAULT_FILTERS)).toEqual({ sort: 'created_at', order: 'desc' });
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
  });

  it('maps every filter of the panel, trimming text and leaving blanks out', () => {
    const params = filtersToParams(
      {
        search: '  cabled hat ',
        category: 'Hat',
        craft_type: 'crochet',
        difficulty: 'Intermediate',
        is_free: true,
        has_file: true,
        designer: ' Tin Can Knits ',
        yardageRange: [300, 1200],
        priceFilter: 'paid',
        yarnWeight: 'Super Chunky',
        favorites: true,
        makeable: true,
      },
      { field: 'title', order: 'asc' },
    );
    expect(params).toEqual({
      sort: 'title',
      order: 'asc',
      search: 'cabled hat',
      category: 'Hat',
      craft_type: 'crochet',
      difficulty: 'Intermediate',
      is_free: 'true',
      has_file: 'true',
      designer: 'Tin Can Knits',
      yardageMin: 300,
      yardageMax: 1200,
      priceFilter: 'paid',
      yarnWeight: 'Super Chunky',
      favorites: 'true',
      makeable: 'true',
    });
  });

  it('sends no yardage bounds until the slider is moved, so patterns over 2000 yards still show', () => {
    expect(filtersToParams(DEFAULT_FILTERS)).not.toHaveProperty('yardageMax');
    expect(shownYardageRange(DEFAULT_FILTERS)).toEqual([0, 2000]);
  });

  it('sends a moved range, even back at 0-2000; an end at the slider limit stays open', () => {
    expect(filtersToParams({ ...DEFAULT_FILTERS, yardageRange: [0, 2000] })).toMatchObject({
      yardageMax: 2000,
    });
    const upper = filtersToParams({ ...DEFAULT_FILTERS, yardageRange: [2500, 5000] });
    expect(upper).toMatchObject({ yardageMin: 2500 });
    expect(upper).not.toHaveProperty('yardageMax');
    expect(filtersToParams({ ...DEFAULT_FILTERS, yardageRange: [0, 5000] })).toEqual({
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('leaves "all" prices and unchecked switches out', () => {
    expect(filtersToParams({ ...DEFAULT_FILTERS, priceFilter: 'all', favorites: false })).toEqual({
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('counts active filters, the search box not among them', () => {
    expect(
      activeFilterCount({
        ...DEFAULT_FILTERS,
        search: 'x',
        category: 'Hat',
        priceFilter: 'free',
        yardageRange: [0, 2000],
      }),
    ).toBe(3);
  });
});
