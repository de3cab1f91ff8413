import { render, screen } from '@testing-library/react';
import { ComingSoon, NOT_BUILT_TEXT } from './coming-soon';
import { PageSpinner } from './page-spinner';

describe('ComingSoon', () => {
  it('shows the title as the page heading and the not-built text, with extra attributes on its root', () => {
    const { container } = render(<ComingSoon title="Yarn Inventory" data-remote="mf_inventory" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Yarn Inventory' })).toBeInTheDocument();
    expect(screen.getByText('This page is not built yet.')).toBeInTheDocument();
    expect(NOT_BUILT_TEXT).toBe('This page is not built yet.');
    expect(container.firstElementChild).toHaveAttribute('data-remote', 'mf_inventory');
  });
});

describe('PageSpinner', () => {
  it('shows a labelled progress indicator', () => {
    render(<PageSpinner />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
