import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVENTORY_API } from '@yarn-mgmt/contracts';
import { createFakeApi, renderWithProviders } from '@yarn-mgmt/testing/web';
import { photoFixture, YARN_ID, yarnFixture } from '../../../test/fixtures';
import { YarnEditPage } from './yarn-form-page';

const first = photoFixture(1, { is_cover: true });
const second = photoFixture(2);

function renderEdit() {
  URL.createObjectURL = () => 'blob:photo';
  URL.revokeObjectURL = () => undefined;
  const api = createFakeApi({
    get: {
      [INVENTORY_API.yarnItem(YARN_ID)]: yarnFixture({ photos: [first, second] }),
      [INVENTORY_API.brands]: [],
      [INVENTORY_API.lines]: [],
      [INVENTORY_API.catalogueBrands]: { brands: [] },
      [INVENTORY_API.catalogue]: { lines: [], total: 0 },
    },
    getBlob: { [first.url]: new Blob(['1']), [second.url]: new Blob(['2']) },
    delete: { [INVENTORY_API.photo(YARN_ID, second.id)]: undefined },
    put: {
      [INVENTORY_API.photoCover(YARN_ID, second.id)]: [
        { ...second, is_cover: true },
        { ...first, is_cover: false },
      ],
    },
  });
  renderWithProviders(<YarnEditPage />, { path: `/yarn/${YARN_ID}/edit`, route: '/yarn/:id/edit', api });
  return api;
}

describe('the yarn form’s saved photos', () => {
  it('makes another photo the cover', async () => {
    const api = renderEdit();
    const photos = await screen.findByRole('region', { name: 'Saved photos' });
    expect(within(photos).getByRole('button', { name: 'use photo 1 as cover' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(photos).getByRole('button', { name: 'use photo 2 as cover' }));
    expect(await screen.findByText('Cover photo updated')).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith(INVENTORY_API.photoCover(YARN_ID, second.id));
    // The server answers cover first: the new cover is now photo 1, starred.
    await waitFor(() => expect(within(photos).getAllByRole('img')[0]).toHaveAccessibleName(second.alt));
    expect(within(photos).getByRole('button', { name: 'use photo 1 as cover' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('removes a photo only after the confirmation', async () => {
    const api = renderEdit();
    const photos = await screen.findByRole('region', { name: 'Saved photos' });
    fireEvent.click(within(photos).getByRole('button', { name: 'remove photo 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove photo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.delete).not.toHaveBeenCalled();
    fireEvent.click(within(photos).getByRole('button', { name: 'remove photo 2' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove photo?' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Photo removed')).toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith(INVENTORY_API.photo(YARN_ID, second.id));
    await waitFor(() =>
      expect(within(photos).queryByRole('button', { name: 'remove photo 2' })).not.toBeInTheDocument(),
    );
  });
});
