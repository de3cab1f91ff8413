import { screen } from '@testing-library/react';
import { createFakeApi, failWith, renderWithProviders } from '@yarn-mgmt/testing/web';
import { PATTERN_ID, patternFixture } from '../test/fixtures';
import { PatternCard } from './pattern-card';

const COVER = `/api/patterns/${PATTERN_ID}/cover/44444444-4444-4444-8444-444444444444`;

beforeEach(() => {
  URL.createObjectURL = () => 'blob:cover';
  URL.revokeObjectURL = () => undefined;
});

describe('a pattern card’s cover', () => {
  it('shows the stored cover, fetched with the bearer token', async () => {
    const api = createFakeApi({ getBlob: { [COVER]: new Blob(['webp']) } });
    const pattern = patternFixture({ image_url: COVER, cover_source: 'pdf' });
    renderWithProviders(<PatternCard pattern={pattern} onOpen={() => undefined} />, { api });
    expect(await screen.findByRole('img', { name: `${pattern.title} cover` })).toHaveAttribute(
      'src',
      'blob:cover',
    );
    expect(api.getBlob).toHaveBeenCalledWith(COVER, expect.anything());
  });

  it('shows the book icon without a cover, and when the cover cannot be fetched', async () => {
    const { unmount } = renderWithProviders(
      <PatternCard pattern={patternFixture({ image_url: null })} onOpen={() => undefined} />,
    );
    expect(screen.getByTitle('No picture')).toBeInTheDocument();
    unmount();
    const api = createFakeApi({ getBlob: { [COVER]: failWith(404, 'Pattern cover not found') } });
    renderWithProviders(
      <PatternCard
        pattern={patternFixture({ image_url: COVER, cover_source: 'pdf' })}
        onOpen={() => undefined}
      />,
      { api },
    );
    expect(await screen.findByTitle('No picture')).toBeInTheDocument();
  });

  it('shows the cover in the list view too', async () => {
    const api = createFakeApi({ getBlob: { [COVER]: new Blob(['webp']) } });
    const pattern = patternFixture({ image_url: COVER, cover_source: 'upload' });
    renderWithProviders(<PatternCard pattern={pattern} layout="list" onOpen={() => undefined} />, { api });
    expect(await screen.findByRole('img', { name: `${pattern.title} cover` })).toHaveAttribute(
      'src',
      'blob:cover',
    );
  });
});
