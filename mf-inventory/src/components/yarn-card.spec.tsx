import { jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { toYarnCard } from '@yarn-mgmt/domain';
import { createFakeApi, renderWithProviders } from '@yarn-mgmt/testing/web';
import { lineFixture, photoFixture, yarnFixture } from '../test/fixtures';
import { YarnCard } from './yarn-card';

describe('YarnCard', () => {
  it('shows the card fields and a stock bar when a desired quantity exists', () => {
    renderWithProviders(<YarnCard yarn={toYarnCard(yarnFixture())} />);
    expect(screen.getByRole('heading', { name: 'Rios' })).toBeInTheDocument();
    expect(screen.getByText('Malabrigo')).toBeInTheDocument();
    expect(screen.getByText('Ocean')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Colour swatch #0044AA' })).toBeInTheDocument();
    expect(screen.getByText('Worsted · Merino')).toBeInTheDocument();
    expect(screen.getByText('300 g of 500 g desired')).toBeInTheDocument();
    expect(screen.getByText('$12.50 per skein')).toBeInTheDocument();
    expect(screen.getByText('Purchased Jan 02, 2026')).toBeInTheDocument();
    expect(screen.getByText('Bin 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Stock level' })).toHaveAttribute('aria-valuenow', '60');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides the stock bar without a desired quantity', () => {
    renderWithProviders(<YarnCard yarn={toYarnCard(yarnFixture({ desired_quantity_grams: null }))} />);
    expect(screen.queryByRole('progressbar', { name: 'Stock level' })).not.toBeInTheDocument();
    expect(screen.getByText('300 g')).toBeInTheDocument();
  });

  it('says "Not recorded", never "0 g", when the weight per skein is unknown', () => {
    const yarn = yarnFixture({ yarn_line: lineFixture({ weight_grams: null }) });
    renderWithProviders(<YarnCard yarn={toYarnCard(yarn)} />);
    expect(screen.getByText('Not recorded')).toBeInTheDocument();
    expect(screen.getByText('500 g desired')).toBeInTheDocument();
    expect(screen.queryByText(/^0 g/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Stock level' })).not.toBeInTheDocument();
  });

  it('shows the cover photo, fetched with the bearer token', async () => {
    URL.createObjectURL = () => 'blob:cover';
    URL.revokeObjectURL = () => undefined;
    const cover = photoFixture(2, { is_cover: true });
    const api = createFakeApi({ getBlob: { [cover.url]: new Blob(['png']) } });
    const yarn = yarnFixture({ photos: [photoFixture(1), cover] });
    renderWithProviders(<YarnCard yarn={toYarnCard(yarn)} />, { api });
    expect(await screen.findByRole('img', { name: 'Rios photo' })).toHaveAttribute('src', 'blob:cover');
    expect(api.getBlob).toHaveBeenCalledWith(cover.url, expect.anything());
  });

  it('shows only the actions it is given', () => {
    const onView = jest.fn();
    const onDelete = jest.fn();
    renderWithProviders(<YarnCard yarn={toYarnCard(yarnFixture())} onView={onView} onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    expect(onView).toHaveBeenCalled();
    expect(onDelete).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'add to project' })).not.toBeInTheDocument();
  });
});
