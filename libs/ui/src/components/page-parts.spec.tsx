import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { isNotFound, LoadFailure } from './load-failure';
import { PageRoot } from './page-root';
import { SelectField } from './select-field';

describe('PageRoot', () => {
  it('marks the page with the remote and build it is given', () => {
    const { container } = render(
      <PageRoot remote="mf_inventory" build="b42">
        <p>page</p>
      </PageRoot>,
    );
    const root = container.querySelector('section');
    expect(root).toHaveAttribute('data-remote', 'mf_inventory');
    expect(root).toHaveAttribute('data-build', 'b42');
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});

describe('LoadFailure', () => {
  const texts = {
    notFoundText: 'Yarn not found',
    failedText: 'Failed to load yarn details',
    backLabel: 'Back to Inventory',
  };

  it('says "not found" for a 404 and offers the way back', () => {
    const onBack = jest.fn();
    render(<LoadFailure error={{ status: 404 }} onBack={onBack} {...texts} />);
    expect(screen.getByText('Yarn not found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Inventory' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('says "failed to load" for anything else', () => {
    render(<LoadFailure error={new Error('boom')} onBack={() => undefined} {...texts} />);
    expect(screen.getByText('Failed to load yarn details')).toBeInTheDocument();
    expect(isNotFound({ status: 500 })).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});

describe('SelectField', () => {
  it('offers the empty choice and the options, and reports the pick', () => {
    const onChange = jest.fn();
    render(
      <SelectField
        label="Stock level"
        value=""
        emptyLabel="All"
        options={[{ value: 'low', label: 'Low' }, 'out']}
        onChange={onChange}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Stock level' }));
    expect(screen.getByRole('option', { name: 'All' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Low' }));
    expect(onChange).toHaveBeenCalledWith('low');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Stock level' }));
    expect(screen.getByRole('option', { name: 'out' })).toBeInTheDocument();
  });
});
