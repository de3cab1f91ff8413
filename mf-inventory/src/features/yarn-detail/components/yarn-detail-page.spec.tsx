import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderPage } from '../../../test/render-page';
import { yarnFixture } from '../../../test/fixtures';
import { YarnDetailPage } from './yarn-detail-page';

const id = '11111111-1111-4111-8111-111111111111';
const at = { url: `/yarn/${id}`, pattern: '/yarn/:id' };
const detail = new RegExp(`^/yarn/${id}$`);

describe('YarnDetailPage', () => {
  it('shows "Yarn not found" on a 404, with a way back', async () => {
    fakeApi([{ path: detail, status: 404, body: { statusCode: 404, error: 'Yarn not found' } }]);
    renderPage(<YarnDetailPage />, at);
    expect(await screen.findByText('Yarn not found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Inventory' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/yarn$/);
  });

  it('shows "Failed to load yarn details" on other failures', async () => {
    fakeApi([{ path: detail, status: 500, body: { statusCode: 500, error: 'Boom' } }]);
    renderPage(<YarnDetailPage />, at);
    expect(await screen.findByText('Failed to load yarn details')).toBeInTheDocument();
  });

  it('shows details with fallbacks, the discontinued warning, tags, and the empty tabs', async () => {
    fakeApi([
      {
        path: detail,
        body: yarnFixture({ yarn_line: { ...yarnFixture().yarn_line, discontinued: true } }),
      },
    ]);
    renderPage(<YarnDetailPage />, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rios – Ocean' })).toBeInTheDocument();
    expect(screen.getByText('This yarn has been discontinued')).toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('Jan 02, 2026')).toBeInTheDocument();
    expect(screen.getAllByText('Not recorded').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Not specified').length).toBeGreaterThan(0);
    expect(screen.getByText('gift')).toBeInTheDocument();
    expect(screen.getByText('No photos')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Projects' }));
    expect(screen.getByText("This yarn hasn't been used in any projects yet.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getByText('No notes added yet.')).toBeInTheDocument();
  });

  it('asks "Delete Yarn?" before deleting, then goes back to /yarn', async () => {
    const calls = fakeApi([
      { path: detail, body: yarnFixture() },
      { method: 'DELETE', path: detail, status: 204 },
    ]);
    renderPage(<YarnDetailPage />, at);
    fireEvent.click(await screen.findByRole('button', { name: 'more actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Yarn?' });
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Yarn deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/yarn$/));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('disables Add to Shopping List above 2 skeins', async () => {
    fakeApi([{ path: detail, body: yarnFixture({ skeins_remaining: 2.5 }) }]);
    renderPage(<YarnDetailPage />, at);
    fireEvent.click(await screen.findByRole('tab', { name: 'Usage' }));
    expect(screen.getByRole('button', { name: 'Add to Shopping List' })).toBeDisabled();
  });

  it('adds to the shopping list at 2 skeins or fewer and says so', async () => {
    const calls = fakeApi([
      { path: detail, body: yarnFixture({ skeins_remaining: 2 }) },
      { method: 'POST', path: /add-to-shopping-list$/, status: 201, body: {} },
    ]);
    renderPage(<YarnDetailPage />, at);
    fireEvent.click(await screen.findByRole('tab', { name: 'Usage' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Shopping List' }));
    expect(await screen.findByText('Added to shopping list')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/add-to-shopping-list'))).toBe(true);
  });

  it('clamps Record Usage input and sends it', async () => {
    const calls = fakeApi([
      { path: detail, body: yarnFixture() },
      { method: 'POST', path: /\/use$/, status: 201, body: yarnFixture() },
    ]);
    renderPage(<YarnDetailPage />, at);
    fireEvent.click(await screen.findByRole('tab', { name: 'Usage' }));
    expect(screen.getByText('3 of 5 skeins remaining')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Record Usage' }));
    const skeins = screen.getByLabelText('Skeins Used');
    const yardage = screen.getByLabelText('Yardage Used');
    fireEvent.change(skeins, { target: { value: '9' } });
    expect(skeins).toHaveValue(3);
    fireEvent.change(skeins, { target: { value: '-2' } });
    expect(skeins).toHaveValue(0);
    fireEvent.change(skeins, { target: { value: '1.5' } });
    fireEvent.change(yardage, { target: { value: '5000' } });
    expect(yardage).toHaveValue(630);
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Usage recorded')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/use'))?.body).toBe('{"skeins":1.5,"yardage":630}');
  });

  it('toggles the favourite with a toast, and shows the server error on failures', async () => {
    fakeApi([
      { path: detail, body: yarnFixture() },
      { method: 'PATCH', path: /favorite$/, body: { id, is_favorite: true } },
    ]);
    renderPage(<YarnDetailPage />, at);
    fireEvent.click(await screen.findByRole('button', { name: 'add to favorites' }));
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'remove from favorites' })).toBeInTheDocument();
  });
});
