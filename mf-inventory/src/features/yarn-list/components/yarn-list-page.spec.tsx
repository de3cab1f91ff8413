import { fireEvent, screen } from '@testing-library/react';
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
});
