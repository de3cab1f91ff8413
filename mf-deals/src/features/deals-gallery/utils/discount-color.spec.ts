import { discountColor } from './discount-color';

it('is green below 25, amber from 25 to under 40, red from 40 (spec part 2 section 4)', () => {
  expect([0, 24, 24.9, 25, 39, 39.9, 40, 70].map(discountColor)).toEqual([
    'success',
    'success',
    'success',
    'warning',
    'warning',
    'warning',
    'error',
    'error',
  ]);
});
