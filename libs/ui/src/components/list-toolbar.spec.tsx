import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { FiltersToggle, ListSearchField, ListToolbar, ViewToggle } from './list-toolbar';

const VIEWS = [
  { value: 'grid', label: 'grid view', icon: <span>G</span> },
  { value: 'list', label: 'list view', icon: <span>L</span> },
] as const;

describe('the list toolbar parts', () => {
  it('search box reports every keystroke under its label', () => {
    const onChange = jest.fn();
    render(<ListSearchField label="Search yarn" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Search yarn'), { target: { value: 'merino' } });
    expect(onChange).toHaveBeenCalledWith('merino');
  });

  it('Filters shows how many filters are set and whether the panel is open', () => {
    const onToggle = jest.fn();
    const { rerender } = render(<FiltersToggle active={0} open={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveTextContent(/\d/);
    rerender(<FiltersToggle active={3} open onToggle={onToggle} />);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('3Filters');
  });

  it('view switch changes the view, and clicking the chosen one keeps it', () => {
    const onChange = jest.fn();
    render(
      <ListToolbar>
        <ViewToggle label="Layout" value="grid" options={VIEWS} onChange={onChange} />
      </ListToolbar>,
    );
    expect(screen.getByRole('group', { name: 'Layout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'grid view' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'grid view' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'list view' }));
    expect(onChange).toHaveBeenCalledWith('list');
  });
});
