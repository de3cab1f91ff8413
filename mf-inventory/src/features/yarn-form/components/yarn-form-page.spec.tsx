import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderPage } from '../../../test/render-page';
import { yarnFixture } from '../../../test/fixtures';
import { YarnCreatePage, YarnEditPage } from './yarn-form-page';

const created = yarnFixture();

describe('YarnCreatePage', () => {
  it('validates required fields with the contract schema before calling the API', async () => {
    const calls = fakeApi([{ path: /^\/yarn\/brands$/, body: [] }]);
    const { container } = renderPage(<YarnCreatePage />, { url: '/yarn/new', pattern: '/yarn/new' });
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-remote', 'mf_inventory');
    fireEvent.click(screen.getByRole('button', { name: 'Save Yarn' }));
    expect(await screen.findByText('Brand is required')).toBeInTheDocument();
    expect(screen.getByText('Yarn line is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows a 400 response’s fieldErrors on the fields', async () => {
    fakeApi([
      { path: /^\/yarn\/brands$/, body: [{ id: created.yarn_line.brand.id, name: 'Malabrigo' }] },
      { path: /^\/yarn\/lines/, body: [] },
      {
        method: 'POST',
        path: /^\/yarn$/,
        status: 400,
        body: {
          statusCode: 400,
          error: 'Validation failed',
          fieldErrors: { colorway: ['Colorway is taken'] },
        },
      },
    ]);
    renderPage(<YarnCreatePage />, { url: '/yarn/new', pattern: '/yarn/new' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), { target: { value: 'Malabrigo' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Yarn line' }), { target: { value: 'Rios' } });
    fireEvent.change(screen.getByLabelText('Colorway'), { target: { value: 'Ocean' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Yarn' }));
    expect(await screen.findByText('Colorway is taken')).toBeInTheDocument();
    expect(screen.getByText('Validation failed')).toBeInTheDocument();
  });

  it('creates the entry and opens it', async () => {
    const calls = fakeApi([
      { path: /^\/yarn\/brands$/, body: [] },
      { path: /^\/yarn\/lines/, body: [] },
      { method: 'POST', path: /^\/yarn$/, status: 201, body: created },
    ]);
    renderPage(<YarnCreatePage />, { url: '/yarn/new', pattern: '/yarn/new' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), { target: { value: 'Malabrigo' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Yarn line' }), { target: { value: 'Rios' } });
    fireEvent.change(screen.getByLabelText('Price per skein ($)'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Yarn' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/yarn/${created.id}`));
    const body = JSON.parse(calls.find((call) => call.method === 'POST')?.body ?? '{}') as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      brand_name: 'Malabrigo',
      line_name: 'Rios',
      purchase_price: 12.5,
      colorway: null,
      hex_color: null,
      skeins_total: 1,
      skeins_remaining: 1,
    });
  });
});

describe('YarnEditPage', () => {
  it('starts from the saved entry and saves with PUT', async () => {
    const calls = fakeApi([
      { path: new RegExp(`^/yarn/${created.id}$`), body: created },
      { path: /^\/yarn\/brands$/, body: [] },
      { path: /^\/yarn\/lines/, body: [] },
      { method: 'PUT', path: new RegExp(`^/yarn/${created.id}$`), body: created },
    ]);
    renderPage(<YarnEditPage />, { url: `/yarn/${created.id}/edit`, pattern: '/yarn/:id/edit' });
    expect(await screen.findByDisplayValue('Ocean')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  });
});
