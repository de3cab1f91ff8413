import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@yarn-mgmt/testing/web';
import { timelineFixture } from '../../../test/deals-fixtures';
import { PriceHistoryChart } from './price-history-chart';

// jsdom lays nothing out: the chart reads its container's width from the computed style, so give it 800 px.
const realComputedStyle = window.getComputedStyle.bind(window);
beforeEach(() => {
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = realComputedStyle(element, pseudo);
    return new Proxy(style, {
      get: (target, key) => {
        if (key === 'width') return '800px';
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  });
});
afterEach(() => jest.restoreAllMocks());

const { history } = timelineFixture(0);
const lines = (series: string) =>
  document.querySelectorAll(`path.MuiLineChart-line[data-series="${series}"]`);

describe('PriceHistoryChart', () => {
  it('draws the average price and the average discount, with the predicted sale marked', () => {
    renderWithProviders(<PriceHistoryChart history={history} predictedSale="2026-03-29" />);
    expect(lines('avg_price')).toHaveLength(1);
    expect(lines('avg_discount')).toHaveLength(1);
    expect(screen.getByText('Average price')).toBeInTheDocument();
    expect(screen.getByText('Average discount')).toBeInTheDocument();
    expect(screen.getByText('Predicted sale')).toBeInTheDocument();
  });

  it("labels the price axis with the history's own currency", () => {
    renderWithProviders(
      <PriceHistoryChart
        history={history.map((point) => ({ ...point, currency: 'EUR' }))}
        predictedSale={null}
      />,
    );
    expect(screen.getByText('Avg price (€)')).toBeInTheDocument();
  });

  it('marks nothing without a prediction', () => {
    renderWithProviders(<PriceHistoryChart history={history} predictedSale={null} />);
    expect(lines('avg_price')).toHaveLength(1);
    expect(screen.queryByText('Predicted sale')).not.toBeInTheDocument();
  });
});
