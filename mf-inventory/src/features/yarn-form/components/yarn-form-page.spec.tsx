import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INVENTORY_API, SETTINGS_API } from '@yarn-mgmt/contracts';
import {
  createFakeApi,
  failWith,
  renderWithProviders,
  settingsResponse,
  userFixture,
  type FakeApiRoutes,
} from '@yarn-mgmt/testing/web';
import { catalogueLine, YARN_ID, yarnFixture } from '../../../test/fixtures';
import { YarnCreatePage, YarnEditPage } from './yarn-form-page';

const created = yarnFixture();
/** Brand and line lookups that find nothing: the user's own and the catalogue's. */
const noSuggestions = {
  [INVENTORY_API.brands]: [],
  [INVENTORY_API.lines]: [],
  [INVENTORY_API.catalogueBrands]: { brands: [] },
  [INVENTORY_API.catalogue]: { lines: [], total: 0 },
};

function renderCreate(routes: FakeApiRoutes) {
  const api = createFakeApi({ ...routes, get: { ...noSuggestions, ...routes.get } });
  return { ...renderWithProviders(<YarnCreatePage />, { path: '/yarn/new', api }), api };
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
const postedBody = (api: ReturnType<typeof createFakeApi>) => api.post.mock.calls[0]?.[1];

describe('YarnCreatePage', () => {
  it('validates required fields with the contract schema before calling the API', async () => {
    const { api, container } = renderCreate({});
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-remote', 'mf_inventory');
    fireEvent.click(screen.getByRole('button', { name: 'Save Yarn' }));
    expect(await screen.findByText('Brand is required')).toBeInTheDocument();
    expect(screen.getByText('Yarn line is required')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows a 400 response’s fieldErrors on the fields', async () => {
    renderCreate({
      post: {
        [INVENTORY_API.yarn]: failWith(400, 'Validation failed', {
          fieldErrors: { colorway: ['Colorway is taken'] },
        }),
      },
    });
    type('Brand', 'Malabrigo');
    type('Yarn line', 'Rios');
    fireEvent.change(screen.getByLabelText('Colorway'), { target: { value: 'Ocean' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Yarn' }));
    expect(await screen.findByText('Colorway is taken')).toBeInTheDocument();
    expect(screen.getByText('Validation failed')).toBeInTheDocument();
  });

  it('creates the entry and opens it', async () => {
    const { api, currentPath } = renderCreate({ post: { [INVENTORY_API.yarn]: created } });
    type('Brand', 'Malabrigo');
    type('Yarn line', 'Rios');
    fireEvent.change(screen.getByLabelText('Price per skein ($)'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Yarn' }));
    await waitFor(() => expect(currentPath()).toBe(`/yarn/${created.id}`));
    expect(postedBody(api)).toMatchObject({
      brand_name: 'Malabrigo',
      line_name: 'Rios',
      purchase_price: 12.5,
      colorway: null,
      hex_color: null,
      skeins_total: 1,
      skeins_remaining: 1,
      discontinued: false,
      currency: 'USD',
    });
  });

  it("enters the price in the user's Currency setting and keeps the currency with it", async () => {
    const api = createFakeApi({
      get: { ...noSuggestions, [SETTINGS_API.settings]: settingsResponse({ default_currency: 'EUR' }) },
      post: { [INVENTORY_API.yarn]: created },
    });
    renderWithProviders(<YarnCreatePage />, { path: '/yarn/new', api, user: userFixture() });
    const price = await screen.findByLabelText('Price per skein (€)');
    type('Brand', 'Malabrigo');
    type('Yarn line', 'Rios');
    fireEvent.change(price, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Yarn' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(postedBody(api)).toMatchObject({ purchase_price: 12.5, currency: 'EUR' });
  });

  it('suggests catalogue brands and lines; a picked line fills in its facts and is sent as discontinued', async () => {
    const { api } = renderCreate({
      get: {
        [INVENTORY_API.catalogueBrands]: { brands: ['Malabrigo', 'Rowan'] },
        [INVENTORY_API.catalogue]: { lines: [catalogueLine], total: 1 },
      },
      post: { [INVENTORY_API.yarn]: created },
    });
    type('Brand', 'Row');
    fireEvent.click(await screen.findByRole('option', { name: 'Rowan' }));
    // On a loaded machine the brand's pause may pass on "Row" before Rowan is picked: the lines asked for "Row"
    // would show, then go as Rowan's are asked for, and a click on them would land on nothing. Wait for Rowan's.
    const rowanLines = { params: { brand: 'Rowan', limit: 200 } };
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(INVENTORY_API.catalogue, rowanLines));
    type('Yarn line', 'Kid');
    // The catalogue's group heading comes with its answer (a loaded machine may show the option a render earlier,
    // and re-render the list as the answer lands: the heading is looked up afresh each time, not held).
    await waitFor(() => expect(screen.getByText('Catalogue')).toBeInTheDocument());
    fireEvent.click(await screen.findByRole('option', { name: 'Kidsilk Haze' }));
    expect(screen.getByRole('combobox', { name: 'Weight' })).toHaveTextContent('Lace');
    expect(screen.getByRole('combobox', { name: 'Fiber content' })).toHaveValue('Mohair, Silk');
    expect(screen.getByLabelText('Yardage per skein')).toHaveValue(229);
    expect(screen.getByLabelText('Weight per skein (g)')).toHaveValue(25);
    expect(screen.getByRole('checkbox', { name: 'Discontinued' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save Yarn' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(postedBody(api)).toMatchObject({
      brand_name: 'Rowan',
      line_name: 'Kidsilk Haze',
      weight_category: 'Lace',
      fiber_content: 'Mohair, Silk',
      yardage_per_skein: 229,
      weight_grams: 25,
      discontinued: true,
    });
  });

  it('uploads the chosen photos after saving, through the api client', async () => {
    const { api, currentPath } = renderCreate({
      post: { [INVENTORY_API.yarn]: created },
      upload: { [INVENTORY_API.photos(YARN_ID)]: { id: 'p', url: '/x', alt: 'x', is_cover: true } },
    });
    type('Brand', 'Malabrigo');
    type('Yarn line', 'Rios');
    const photo = new File(['png'], 'skein.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photos'), { target: { files: [photo] } });
    expect(screen.getByText('skein.png')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Yarn' }));
    await waitFor(() => expect(currentPath()).toBe(`/yarn/${created.id}`));
    const [path, form] = api.upload.mock.calls[0] ?? [];
    expect(path).toBe(INVENTORY_API.photos(YARN_ID));
    expect(form.get('photo')).toBe(photo);
  });
});

describe('YarnEditPage', () => {
  it('starts from the saved entry and saves with PUT', async () => {
    const api = createFakeApi({
      get: { ...noSuggestions, [INVENTORY_API.yarnItem(YARN_ID)]: created },
      put: { [INVENTORY_API.yarnItem(YARN_ID)]: created },
    });
    renderWithProviders(<YarnEditPage />, { path: `/yarn/${YARN_ID}/edit`, route: '/yarn/:id/edit', api });
    expect(await screen.findByDisplayValue('Ocean')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.put).toHaveBeenCalled());
    expect(api.put.mock.calls[0]?.[1]).toMatchObject({
      colorway: 'Ocean',
      discontinued: false,
      currency: 'USD',
    });
  });

  it("keeps an entry's own currency whatever the user's setting", async () => {
    const pounds = yarnFixture({ currency: 'GBP' });
    const api = createFakeApi({
      get: {
        ...noSuggestions,
        [INVENTORY_API.yarnItem(YARN_ID)]: pounds,
        [SETTINGS_API.settings]: settingsResponse({ default_currency: 'EUR' }),
      },
      put: { [INVENTORY_API.yarnItem(YARN_ID)]: pounds },
    });
    renderWithProviders(<YarnEditPage />, {
      path: `/yarn/${YARN_ID}/edit`,
      route: '/yarn/:id/edit',
      api,
      user: userFixture(),
    });
    expect(await screen.findByLabelText('Price per skein (£)')).toHaveValue(12.5);
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(SETTINGS_API.settings));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.put).toHaveBeenCalled());
    expect(api.put.mock.calls[0]?.[1]).toMatchObject({ purchase_price: 12.5, currency: 'GBP' });
  });

  it('says "Yarn not found" for a missing entry', async () => {
    const api = createFakeApi({
      get: { [INVENTORY_API.yarnItem(YARN_ID)]: failWith(404, 'Yarn not found') },
    });
    renderWithProviders(<YarnEditPage />, { path: `/yarn/${YARN_ID}/edit`, route: '/yarn/:id/edit', api });
    expect(await screen.findByText('Yarn not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Inventory' })).toBeInTheDocument();
  });
});
