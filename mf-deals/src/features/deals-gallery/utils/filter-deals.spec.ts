import { DEAL_FILTERS } from '@yarn-mgmt/contracts';
import { dealFixture } from '../../../test/deals-fixtures';
import {
  dealBrands,
  dealsCurrency,
  DEFAULT_DEAL_FILTERS,
  filterDeals,
  type DealFilters,
} from './filter-deals';

const deals = [
  dealFixture(1, {
    brand: 'Malabrigo',
    discount_percentage: 30,
    current_price: 12,
    scraped_at: '2026-03-02T00:00:00Z',
  }),
  dealFixture(2, {
    brand: 'Cascade',
    discount_percentage: 10,
    current_price: 5,
    scraped_at: '2026-03-04T00:00:00Z',
  }),
  dealFixture(3, {
    brand: null,
    discount_percentage: 70,
    current_price: 100,
    scraped_at: '2026-03-03T00:00:00Z',
  }),
  dealFixture(4, {
    brand: 'Cascade',
    discount_percentage: 45,
    current_price: 150,
    scraped_at: '2026-03-01T00:00:00Z',
  }),
];
const ids = (filters: Partial<DealFilters>) =>
  filterDeals(deals, { ...DEFAULT_DEAL_FILTERS, ...filters }).map((deal) => deal.id);

describe('filterDeals', () => {
  it('starts at the spec defaults: all brands, 0 % minimum, no price cap, biggest discount first', () => {
    expect(DEFAULT_DEAL_FILTERS).toEqual({ brand: '', minDiscount: 0, maxPrice: 100, sort: 'discount' });
    expect(ids({})).toEqual([3, 4, 1, 2]);
  });

  it('keeps one brand', () => {
    expect(ids({ brand: 'Cascade' })).toEqual([4, 2]);
  });

  it('keeps deals at or above the minimum discount, at both ends of the slider', () => {
    expect(ids({ minDiscount: DEAL_FILTERS.minDiscount.min })).toHaveLength(4);
    expect(ids({ minDiscount: 30 })).toEqual([3, 4, 1]);
    expect(ids({ minDiscount: DEAL_FILTERS.minDiscount.max })).toEqual([3]);
  });

  it('caps the price below 100 only: at 100 even dearer deals stay', () => {
    expect(ids({ maxPrice: DEAL_FILTERS.maxPrice.max })).toEqual([3, 4, 1, 2]);
    expect(ids({ maxPrice: 95 })).toEqual([1, 2]);
    expect(ids({ maxPrice: DEAL_FILTERS.maxPrice.min })).toEqual([2]);
  });

  it('sorts by price both ways and by most recent', () => {
    expect(ids({ sort: 'price_low' })).toEqual([2, 1, 3, 4]);
    expect(ids({ sort: 'price_high' })).toEqual([4, 3, 1, 2]);
    expect(ids({ sort: 'recent' })).toEqual([2, 3, 1, 4]);
  });

  it('does not reorder the array it is given', () => {
    filterDeals(deals, { ...DEFAULT_DEAL_FILTERS, sort: 'price_low' });
    expect(deals.map((deal) => deal.id)).toEqual([1, 2, 3, 4]);
  });
});

it('lists each brand once, sorted, without deals that have none', () => {
  expect(dealBrands(deals)).toEqual(['Cascade', 'Malabrigo']);
});

describe('dealsCurrency', () => {
  it("is the deals' one currency, USD before any deal, and none when they are in several", () => {
    expect(dealsCurrency([dealFixture(1, { currency: 'EUR' }), dealFixture(2, { currency: 'EUR' })])).toBe(
      'EUR',
    );
    expect(dealsCurrency([])).toBe('USD');
    expect(dealsCurrency([dealFixture(1), dealFixture(2, { currency: 'GBP' })])).toBeNull();
  });
});
