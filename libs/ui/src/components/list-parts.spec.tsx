import { jest } from '@jest/globals';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { LoadMoreFooter } from './load-more-footer';
import { StatTile } from './stat-tile';

describe('StatTile', () => {
  it('shows its number under its label, and a skeleton while the number loads', () => {
    const { rerender } = render(<StatTile label="Total Patterns" value={null} />);
    expect(screen.getByRole('region', { name: 'Total Patterns' })).not.toHaveTextContent(/\d/);
    rerender(<StatTile label="Total Patterns" value={42} />);
    expect(screen.getByRole('region', { name: 'Total Patterns' })).toHaveTextContent('42Total Patterns');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is one button when it leads somewhere', () => {
    const open = jest.fn();
    render(<StatTile label="Total Yarn" value={30} onClick={open} />);
    fireEvent.click(screen.getByRole('button', { name: '30 Total Yarn' }));
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('LoadMoreFooter', () => {
  const props = { isFetchingNextPage: false, isFetchNextPageError: false, errorText: 'Could not load more.' };

  it('offers "Load more" while there is a next page, and nothing after the last', () => {
    const fetchNextPage = jest.fn();
    const { rerender } = render(<LoadMoreFooter {...props} hasNextPage fetchNextPage={fetchNextPage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    rerender(<LoadMoreFooter {...props} hasNextPage={false} fetchNextPage={fetchNextPage} />);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says a failed page failed and retries it', () => {
    const fetchNextPage = jest.fn();
    render(<LoadMoreFooter {...props} hasNextPage isFetchNextPageError fetchNextPage={fetchNextPage} />);
    expect(screen.getByText('Could not load more.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });
});

describe('useDebouncedValue', () => {
  afterEach(() => jest.useRealTimers());

  it('hands on a value once it has stopped changing for the delay', () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'w' },
    });
    rerender({ value: 'wo' });
    rerender({ value: 'wool' });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe('w');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('wool');
  });
});
