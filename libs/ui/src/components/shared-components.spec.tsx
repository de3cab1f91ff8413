import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyState } from './empty-state';
import { PhotoGallery } from './photo-gallery';
import { StockBar } from './stock-bar';

describe('EmptyState', () => {
  it('shows its title and action', () => {
    render(<EmptyState title="Nothing here" action={<button>Add</button>} />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('shows title and message and reports the choice', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        open
        title="Delete Yarn?"
        message="This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete Yarn?' })).toBeInTheDocument();
    expect(screen.getByText('This action cannot be undone.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('StockBar', () => {
  it('clamps the value to 0-100', () => {
    render(<StockBar value={250} color="success" label="Stock level" caption="500 g of 200 g" />);
    expect(screen.getByRole('progressbar', { name: 'Stock level' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('500 g of 200 g')).toBeInTheDocument();
  });
});

describe('PhotoGallery', () => {
  const photos = [
    { id: '1', url: '/a.png', alt: 'First' },
    { id: '2', url: '/b.png', alt: 'Second' },
  ];

  it('says "No photos" without photos', () => {
    render(<PhotoGallery photos={[]} />);
    expect(screen.getByText('No photos')).toBeInTheDocument();
  });

  it('opens a lightbox that steps next and previous, wrapping around', () => {
    render(<PhotoGallery photos={photos} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1' }));
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
  });
});
