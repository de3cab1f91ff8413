import { numberText } from './number-text';

it('shows whole numbers as they are and others to one decimal', () => {
  expect([30, 30.46, 30.04, 0, 7.25].map(numberText)).toEqual(['30', '30.5', '30', '0', '7.3']);
});
