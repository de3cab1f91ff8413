import type { Deal, Prediction } from '@yarn-mgmt/contracts';
import {
  bestDealFor,
  buyOrWait,
  daysUntil,
  dealBrandOf,
  LOW_CONFIDENCE_BELOW,
  shoppingDealHint,
} from './buy-or-wait.js';

const deal = (id: number, product_name: string, brand: string, discount: number): Deal => ({
  id,
  product_name,
  brand,
  retailer_name: 'Demo Yarn Shop',
  current_price: 7.95,
  original_price: 10.6,
  currency: 'USD',
  discount_percentage: discount,
  yarn_weight: null,
  fiber_content: null,
  image_url: null,
  product_url: `https://shop.example/${id}`,
  scraped_at: '2026-11-20T00:00:00Z',
  first_seen_at: '2026-11-20T00:00:00Z',
  is_active: true,
});

const prediction = (nextPredictedSale: string, confidence: number): Prediction => ({
  hasPrediction: true,
  nextPredictedSale,
  confidence,
  estimatedDiscount: 20,
  basedOnFrequency: 60,
  message: null,
});

describe('buyOrWait', () => {
  const sale = '2026-12-20';
  it('says "Worth waiting" for a confident prediction and no need date', () => {
    expect(buyOrWait({ needBy: null, nextPredictedSale: sale, confidence: 80 })).toBe('wait');
  });
  it('says "Buy now" when the need date comes before the predicted sale', () => {
    expect(buyOrWait({ needBy: '2026-12-19', nextPredictedSale: sale, confidence: 80 })).toBe('buy-now');
  });
  it('says "Worth waiting" when the need date is the sale day or later', () => {
    expect(buyOrWait({ needBy: sale, nextPredictedSale: sale, confidence: 80 })).toBe('wait');
    expect(buyOrWait({ needBy: '2027-01-31', nextPredictedSale: sale, confidence: 80 })).toBe('wait');
  });
  it(`says "Buy now" below ${LOW_CONFIDENCE_BELOW} % confidence, whatever the need date`, () => {
    expect(LOW_CONFIDENCE_BELOW).toBe(50);
    expect(buyOrWait({ needBy: null, nextPredictedSale: sale, confidence: 49 })).toBe('buy-now');
    expect(buyOrWait({ needBy: '2027-06-01', nextPredictedSale: sale, confidence: 20 })).toBe('buy-now');
    expect(buyOrWait({ needBy: null, nextPredictedSale: sale, confidence: 50 })).toBe('wait');
  });
});

describe('daysUntil', () => {
  it('counts whole days and never goes below 0', () => {
    expect(daysUntil('2026-12-20', '2026-11-26')).toBe(24);
    expect(daysUntil('2026-11-26', '2026-11-26')).toBe(0);
    expect(daysUntil('2026-11-20', '2026-11-26')).toBe(0);
  });
});

describe('dealBrandOf', () => {
  const brands = ['Cascade', 'Lang', 'Lang Yarns', 'Malabrigo'];
  it('finds the brand named in the item, as whole words, any case', () => {
    expect(dealBrandOf('Malabrigo Rios, Lettuce', brands)).toBe('Malabrigo');
    expect(dealBrandOf('cascade 220 natural', brands)).toBe('Cascade');
    expect(dealBrandOf('Lang Yarns Merino 120', brands)).toBe('Lang Yarns');
  });
  it('finds nothing for a line alone or a word inside another word', () => {
    expect(dealBrandOf('Rios, Lettuce', brands)).toBeNull();
    expect(dealBrandOf('Cascades of colour', brands)).toBeNull();
    expect(dealBrandOf('Stitch markers', brands)).toBeNull();
  });
});

describe('bestDealFor', () => {
  it('prefers the deal of the same line, then the deepest discount', () => {
    const mechita = deal(1, 'Malabrigo Mechita Azul', 'Malabrigo', 40);
    const rios = deal(2, 'Malabrigo Rios Teal Feather', 'Malabrigo', 19);
    expect(bestDealFor('Malabrigo Rios, Lettuce', [mechita, rios])).toBe(rios);
    expect(bestDealFor('Malabrigo sock yarn', [rios, mechita])).toBe(mechita);
    expect(bestDealFor('Malabrigo', [])).toBeNull();
  });
});

describe('shoppingDealHint', () => {
  const today = '2026-11-26';
  const data = {
    brands: ['Cascade', 'Malabrigo', 'Rowan'],
    activeDeals: [deal(7, 'Malabrigo Rios Teal Feather', 'Malabrigo', 25)],
    predictions: new Map([
      ['Cascade', prediction('2026-12-06', 72)],
      ['Rowan', prediction('2026-12-06', 30)],
    ]),
  };
  it('shows the brand on sale now before any prediction', () => {
    expect(shoppingDealHint({ name: 'Malabrigo Rios', need_by: null }, data, today)).toEqual({
      kind: 'on-sale',
      brand: 'Malabrigo',
      deal: data.activeDeals[0],
    });
  });
  it('shows the prediction with its verdict', () => {
    expect(shoppingDealHint({ name: 'Cascade 220', need_by: null }, data, today)).toEqual({
      kind: 'predicted',
      brand: 'Cascade',
      days: 10,
      confidence: 72,
      verdict: 'wait',
    });
    expect(shoppingDealHint({ name: 'Cascade 220', need_by: '2026-12-01' }, data, today)).toMatchObject({
      verdict: 'buy-now',
    });
    expect(shoppingDealHint({ name: 'Rowan Felted Tweed', need_by: null }, data, today)).toMatchObject({
      confidence: 30,
      verdict: 'buy-now',
    });
  });
  it('says nothing without deal data: no brand, or a brand with no prediction', () => {
    expect(shoppingDealHint({ name: 'Stitch markers', need_by: null }, data, today)).toBeNull();
    const none = {
      ...data,
      predictions: new Map([
        [
          'Cascade',
          { ...prediction('', 0), hasPrediction: false, nextPredictedSale: null, confidence: null },
        ],
      ]),
    };
    expect(shoppingDealHint({ name: 'Cascade 220', need_by: null }, none, today)).toBeNull();
  });
});
