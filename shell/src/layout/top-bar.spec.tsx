import { screen, waitFor } from '@testing-library/react';
import { knitter, renderApp } from '../test/render-app';

afterEach(() => localStorage.clear());

describe('top bar title', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/yarn', 'Yarn Inventory'],
    ['/yarn/new', 'Add Yarn'],
    ['/yarn/42', 'Yarn Details'],
    ['/patterns/bulk-upload', 'Bulk Upload'],
    ['/settings/integrations/ravelry', 'Integrations'],
  ])('%s is titled %s', async (path, title) => {
    renderApp(path, { user: knitter });
    // A remote page's title comes from the remote's own table, once it has loaded.
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent(title));
  });
});
