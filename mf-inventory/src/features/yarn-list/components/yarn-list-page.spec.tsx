import { Route, Routes } from 'react-router-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  INVENTORY_API,
  NewProjectHandoffSchema,
  readHandoff,
  type YarnListResponse,
} from '@yarn-mgmt/contracts';
import type { RequestOptions } from '@yarn-mgmt/web-platform';
import {
  createFakeApi,
  failWith,
  handedState,
  LocationStateProbe,
  pending,
  renderWithProviders,
} from '@yarn-mgmt/testing/web';
import { YARN_ID, yarnFixture } from '../../../test/fixtures';
import { YarnListPage } from './yarn-list-page';

const at = { path: '/yarn' };
const sunset = yarnFixture({ id: '44444444-4444-4444-8444-444444444444', colorway: 'Sunset' });

/** GET /yarn answering by offset. */
function pages(byOffset: Record<number, YarnListResponse | Error>) {
  return (options?: RequestOptions) => byOffset[Number(options?.params?.offset)];
}

describe('YarnListPage', () => {
  it('shows 6 skeleton placeholders while loading, on a page root marked with the remote', () => {
    const api = createFakeApi({ get: { [INVENTORY_API.yarn]: pending } });
    const { container } = renderWithProviders(<YarnListPage />, { ...at, api });
    expect(screen.getAllByTestId('yarn-skeleton')).toHaveLength(6);
    const root = container.querySelector('[data-remote]');
    expect(root).toHaveAttribute('data-remote', 'mf_inventory');
    expect(root).toHaveAttribute('data-build', 'dev');
  });

  it('shows the empty state with a button to /yarn/new', async () => {
    const api = createFakeApi({ get: { [INVENTORY_API.yarn]: { yarn: [], total: 0 } } });
    const { currentPath } = renderWithProviders(<YarnListPage />, { ...at, api });
    expect(await screen.findByText('No yarn in your inventory yet')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(INVENTORY_API.yarn, {
      params: { sort: 'created_at', order: 'desc', limit: 24, offset: 0 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Yarn' }));
    expect(currentPath()).toBe('/yarn/new');
  });

  it('shows the load failure text', async () => {
    const api = createFakeApi({ get: { [INVENTORY_API.yarn]: failWith(500, 'Boom') } });
    renderWithProviders(<YarnListPage />, { ...at, api });
    expect(await screen.findByText('Error loading yarn inventory')).toBeInTheDocument();
    expect(screen.queryByText(/the rest of the platform still works/)).not.toBeInTheDocument();
  });

  it('says so when the inventory service is down, beside the spec’s text', async () => {
    const api = createFakeApi({
      get: { [INVENTORY_API.yarn]: failWith(503, 'The inventory service is unavailable') },
    });
    renderWithProviders(<YarnListPage />, { ...at, api });
    expect(await screen.findByText('Error loading yarn inventory')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The inventory service is unavailable just now; the rest of the platform still works. Try again in a minute.',
      ),
    ).toBeInTheDocument();
  });

  it('lists yarn cards, offers "Load more" while the server has more, and has the add button', async () => {
    const api = createFakeApi({
      get: {
        [INVENTORY_API.yarn]: pages({
          0: { yarn: [yarnFixture()], total: 2 },
          1: { yarn: [sunset], total: 2 },
        }),
      },
    });
    const { currentPath } = renderWithProviders(<YarnListPage />, { ...at, api });
    expect(await screen.findByRole('article', { name: 'Rios Ocean' })).toBeInTheDocument();
    expect(screen.getByText('2 yarns')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Rios Sunset' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'add yarn' }));
    expect(currentPath()).toBe('/yarn/new');
  });

  it('keeps the yarn on screen when the next page fails, and offers a retry below it', async () => {
    let nextPage: YarnListResponse | Error = failWith(503, 'The inventory service is unavailable');
    const api = createFakeApi({
      get: {
        [INVENTORY_API.yarn]: (options?: RequestOptions) =>
          options?.params?.offset === 0 ? { yarn: [yarnFixture()], total: 2 } : nextPage,
      },
    });
    renderWithProviders(<YarnListPage />, { ...at, api });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more yarn.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Rios Ocean' })).toBeInTheDocument();
    expect(screen.queryByText('Error loading yarn inventory')).not.toBeInTheDocument();
    nextPage = { yarn: [sunset], total: 2 };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Rios Sunset' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Rios Ocean' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load more yarn.')).not.toBeInTheDocument();
  });

  it('deletes a yarn from its card after the confirmation, and says so', async () => {
    const api = createFakeApi({
      get: { [INVENTORY_API.yarn]: { yarn: [yarnFixture()], total: 1 } },
      delete: { [INVENTORY_API.yarnItem(YARN_ID)]: undefined },
    });
    renderWithProviders(<YarnListPage />, { ...at, api });
    const card = await screen.findByRole('article', { name: 'Rios Ocean' });
    fireEvent.click(within(card).getByRole('button', { name: 'delete' }));
    expect(await screen.findByText('Are you sure you want to delete this yarn?')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Yarn deleted successfully')).toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith(INVENTORY_API.yarnItem(YARN_ID));
  });

  it('keeps the yarn and shows the server error when the delete fails', async () => {
    const api = createFakeApi({
      get: { [INVENTORY_API.yarn]: { yarn: [yarnFixture()], total: 1 } },
      delete: { [INVENTORY_API.yarnItem(YARN_ID)]: failWith(500, 'Disk on fire') },
    });
    renderWithProviders(<YarnListPage />, { ...at, api });
    const card = await screen.findByRole('article', { name: 'Rios Ocean' });
    fireEvent.click(within(card).getByRole('button', { name: 'delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Disk on fire')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Rios Ocean' })).toBeInTheDocument();
  });

  it("opens /projects/new with the yarn selected from a card's add-to-project action", async () => {
    const api = createFakeApi({ get: { [INVENTORY_API.yarn]: { yarn: [yarnFixture()], total: 1 } } });
    const page = (
      <Routes>
        <Route path="/yarn" element={<YarnListPage />} />
        <Route path="/projects/new" element={<LocationStateProbe />} />
      </Routes>
    );
    renderWithProviders(page, { ...at, route: '/*', api });
    fireEvent.click(await screen.findByRole('button', { name: 'add to project' }));
    const handed = readHandoff(NewProjectHandoffSchema, await handedState());
    expect(handed).toEqual({ v: 1, yarn: { id: YARN_ID } });
  });
});
