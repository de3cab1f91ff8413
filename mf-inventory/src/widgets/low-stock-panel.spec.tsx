import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderPage } from '../test/render-page';
import { LowStockPanel } from './low-stock-panel';

const at = { url: '/dashboard', pattern: '/dashboard' };

describe('LowStockPanel', () => {
  it('says all is well when nothing is low', async () => {
    fakeApi([{ path: /^\/yarn\/low-stock\?limit=5$/, body: [] }]);
    renderPage(<LowStockPanel />, at);
    expect(screen.getByRole('heading', { name: 'Low Stock Alert' })).toBeInTheDocument();
    expect(await screen.findByText('All yarn stock levels look good!')).toBeInTheDocument();
  });

  it('lists low yarn with a button to its page', async () => {
    fakeApi([
      {
        path: /^\/yarn\/low-stock/,
        body: [
          {
            id: '11111111-1111-4111-8111-111111111111',
            skeins_remaining: 1,
            colorway: 'Ocean',
            yarn_line: { name: 'Rios', brand: { name: 'Malabrigo' } },
          },
        ],
      },
    ]);
    renderPage(<LowStockPanel />, at);
    expect(await screen.findByText('Rios · Malabrigo')).toBeInTheDocument();
    expect(screen.getByText('Ocean · 1 skein remaining')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'open Rios' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent(
      '/yarn/11111111-1111-4111-8111-111111111111',
    );
  });
});
