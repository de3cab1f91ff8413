import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderPage } from '../../../test/render-page';
import { yarnFixture } from '../../../test/fixtures';
import { YarnListPage } from './yarn-list-page';

const at = { url: '/yarn', pattern: '/yarn' };

describe('YarnListPage', () => {
  it('shows 6 skeleton placeholders while loading, on a page root marked with the remote', () => {
    fakeApi([{ path: /^\/yarn\?/, pending: true }]);
    const { container } = renderPage(<YarnListPage />, at);
    expect(screen.getAllByTestId('yarn-skeleton')).toHaveLength(6);
    const root = container.querySelector('[data-remote]');
    expect(root).toHaveAttribute('data-remote', 'mf_inventory');
    expect(root).toHaveAttribute('data-build', 'dev');
  });

  it('shows the empty state with a button to /yarn/new', async () => {
    const calls = fakeApi([{ path: /^\/yarn\?/, body: { yarn: [], total: 0 } }]);
    renderPage(<YarnListPage />, at);
    expect(await screen.findByText('No yarn in your inventory yet')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/yarn?sort=created_at&order=desc&limit=24&offset=0');
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Yarn' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/yarn/new');
  });

  it('shows the load failure text', async () => {
    fakeApi([{ path: /^\/yarn\?/, status: 500, body: { statusCode: 500, error: 'Boom' } }]);
    renderPage(<YarnListPage />, at);
    expect(await screen.findByText('Error loading yarn inventory')).toBeInTheDocument();
  });

  it('lists yarn cards, offers "Load more" while the server has more, and has the add button', async () => {
    const calls = fakeApi([
      { path: /offset=0/, body: { yarn: [yarnFixture()], total: 2 } },
      {
        path: /offset=1/,
        body: {
          yarn: [yarnFixture({ id: '44444444-4444-4444-8444-444444444444', colorway: 'Sunset' })],
          total: 2,
        },
      },
    ]);
    renderPage(<YarnListPage />, at);
    expect(await screen.findByRole('article', { name: 'Rios Ocean' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Rios Sunset' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('offset=1'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'add yarn' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/yarn/new');
  });

  it('deletes a yarn from its card after the confirmation, and says so', async () => {
    const calls = fakeApi([
      { path: /^\/yarn\?/, body: { yarn: [yarnFixture()], total: 1 } },
      { method: 'DELETE', path: /^\/yarn\/[\w-]+$/, status: 204 },
    ]);
    renderPage(<YarnListPage />, at);
    const card = await screen.findByRole('article', { name: 'Rios Ocean' });
    fireEvent.click(within(card).getByRole('button', { name: 'delete' }));
    expect(await screen.findByText('Are you sure you want to delete this yarn?')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Yarn deleted successfully')).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'DELETE' && call.url === `/api/yarn/${yarnFixture().id}`),
    ).toBe(true);
  });

  it('keeps the yarn and shows the server error when the delete fails', async () => {
    fakeApi([
      { path: /^\/yarn\?/, body: { yarn: [yarnFixture()], total: 1 } },
      {
        method: 'DELETE',
        path: /^\/yarn\/[\w-]+$/,
        status: 500,
        body: { statusCode: 500, error: 'Disk on fire' },
      },
    ]);
    renderPage(<YarnListPage />, at);
    const card = await screen.findByRole('article', { name: 'Rios Ocean' });
    fireEvent.click(within(card).getByRole('button', { name: 'delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Disk on fire')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Rios Ocean' })).toBeInTheDocument();
  });
});
