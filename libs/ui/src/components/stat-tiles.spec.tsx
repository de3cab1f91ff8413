import { render, screen } from '@testing-library/react';
import { STAT_UNKNOWN, statValue, StatTiles } from './stat-tiles';

describe('StatTiles', () => {
  it('shows one labelled tile per entry', () => {
    render(
      <StatTiles
        tiles={[
          { label: 'Total Deals', value: 12 },
          { label: 'Avg Discount', value: '27.5%' },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Total Deals' })).toHaveTextContent('12');
    expect(screen.getByRole('region', { name: 'Avg Discount' })).toHaveTextContent('27.5%');
  });
});

describe('statValue', () => {
  const total = (data: { total: number }) => data.total;

  it('picks the number once loaded, even a 0', () => {
    expect(statValue({ total: 0 }, false, total)).toBe(0);
  });

  it('is null (a skeleton) while loading and a dash after a failure', () => {
    expect(statValue(undefined, true, total)).toBeNull();
    expect(statValue(undefined, false, total)).toBe(STAT_UNKNOWN);
  });
});
