import { render, screen } from '@testing-library/react';
import { FormatProvider, useFormatters } from './format-context';

function Price() {
  const format = useFormatters();
  return (
    <p>
      {format.money(12.5)} on {format.date('2026-01-02')}
    </p>
  );
}

describe('useFormatters', () => {
  it("formats with the spec's defaults without a provider", () => {
    render(<Price />);
    expect(screen.getByText('$12.50 on Jan 02, 2026')).toBeInTheDocument();
  });

  it("follows the settings a FormatProvider is given (the user's, once loaded)", () => {
    render(
      <FormatProvider settings={{ currency: 'GBP', dateFormat: 'YYYY-MM-DD' }}>
        <Price />
      </FormatProvider>,
    );
    expect(screen.getByText('£12.50 on 2026-01-02')).toBeInTheDocument();
  });
});
