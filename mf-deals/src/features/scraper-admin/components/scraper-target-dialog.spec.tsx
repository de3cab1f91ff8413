import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SCRAPER_API, ScraperTargetCreateInputSchema, toFieldErrors } from '@yarn-mgmt/contracts';
import { failWith } from '@yarn-mgmt/testing/web';
import { renderScraperAdmin, targetFixture } from '../test/scraper-test-kit';

const dialog = () => within(screen.getByRole('dialog'));
const type = (label: string, value: string) =>
  fireEvent.change(dialog().getByLabelText(label), { target: { value } });
const choose = (label: string, option: string) => {
  fireEvent.mouseDown(dialog().getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
};
const selectors = () => dialog().getByRole('textbox', { name: 'CSS Selectors (JSON)' });

async function openAdd() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Target' }));
  return screen.findByRole('dialog', { name: 'Add Scraper Target' });
}

function expectDefaults() {
  expect(dialog().getByLabelText('Name')).toHaveValue('');
  expect(dialog().getByLabelText('URL')).toHaveValue('');
  expect(dialog().getByRole('combobox', { name: 'Category' })).toHaveTextContent('Deals');
  expect(dialog().getByRole('combobox', { name: 'Scraper Type' })).toHaveTextContent(
    'Dynamic page (rendered in a browser)',
  );
  expect(dialog().getByRole('combobox', { name: 'Frequency' })).toHaveTextContent('Daily');
  // The keys a target needs, to fill in (DECISIONS 23), instead of `{}`.
  expect(JSON.parse((selectors() as HTMLTextAreaElement).value)).toEqual({
    item: '',
    product_name: '',
    current_price: '',
    product_url: '',
  });
  expect(dialog().getByRole('switch', { name: 'Active' })).toBeChecked();
}

const typed = '{"item": ".p", "product_name": ".n", "current_price": ".c", "product_url": "a"';

describe('Scraper target dialogs', () => {
  it('opens Add with the defaults and help text, sends the form as typed, then resets', async () => {
    const { api } = renderScraperAdmin({}, { post: { [SCRAPER_API.targets]: { target: targetFixture(2) } } });
    await openAdd();
    expectDefaults();
    expect(selectors()).toHaveAttribute('rows', '6');
    expect(dialog().getByText('JSON object with CSS selectors for data extraction')).toBeInTheDocument();
    type('Name', 'Wool Warehouse');
    type('URL', 'https://wool.example.com/sale');
    choose('Category', 'Deals and news');
    choose('Scraper Type', 'API (JSON)');
    choose('Frequency', 'Hourly');
    type('CSS Selectors (JSON)', typed);
    fireEvent.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Scraper target added successfully!')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(SCRAPER_API.targets, {
      name: 'Wool Warehouse',
      url: 'https://wool.example.com/sale',
      category: 'both',
      scraperType: 'api',
      scrapeFrequency: 'hourly',
      selectors: typed,
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openAdd();
    expectDefaults();
  });

  it("shows the server's field errors under their fields, with the toast, and keeps the dialog open", async () => {
    const rejected = failWith(400, 'Validation failed', {
      fieldErrors: {
        url: ['URL must be an http or https address'],
        'selectors.item': ['item selector is required'],
        'selectors.colour': ['Unknown selector key: colour'],
        name: ['Name is required'],
      },
    });
    renderScraperAdmin({}, { post: { [SCRAPER_API.targets]: rejected } });
    await openAdd();
    type('URL', 'ftp://example.com');
    fireEvent.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Failed to add scraper target')).toBeInTheDocument();
    expect(dialog().getByText('URL must be an http or https address')).toBeInTheDocument();
    expect(dialog().getByText('Name is required')).toBeInTheDocument();
    expect(dialog().getByText('item selector is required; Unknown selector key: colour')).toBeInTheDocument();
    expect(
      dialog().queryByText('JSON object with CSS selectors for data extraction'),
    ).not.toBeInTheDocument();
    expect(dialog().getByLabelText('URL')).toHaveValue('ftp://example.com');
  });

  it('sends blank fields and bad JSON without a check of its own (spec part 2 section 5)', async () => {
    const { api } = renderScraperAdmin({}, { post: { [SCRAPER_API.targets]: failWith(400, 'Bad') } });
    await openAdd();
    type('CSS Selectors (JSON)', '{not json');
    fireEvent.click(dialog().getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        SCRAPER_API.targets,
        expect.objectContaining({
          name: '',
          url: '',
          selectors: '{not json',
        }),
      ),
    );
  });

  it('edits a target shown as it is, its selectors as pretty JSON', async () => {
    const target = targetFixture(1, { category: 'news', scraper_type: 'static', scrape_frequency: 'weekly' });
    const { api } = renderScraperAdmin(
      { targets: [target] },
      { put: { [SCRAPER_API.target(1)]: { target } } },
    );
    await screen.findByRole('row', { name: 'Shop 1' });
    fireEvent.click(
      within(screen.getByRole('row', { name: 'Shop 1' })).getByRole('button', { name: 'Edit' }),
    );
    await screen.findByRole('dialog', { name: 'Edit Scraper Target' });
    expect(dialog().getByLabelText('Name')).toHaveValue('Shop 1');
    expect(dialog().getByLabelText('URL')).toHaveValue('https://shop1.example.com/sale');
    expect(dialog().getByRole('combobox', { name: 'Category' })).toHaveTextContent('News');
    expect(dialog().getByRole('combobox', { name: 'Frequency' })).toHaveTextContent('Weekly');
    expect(dialog().getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(selectors()).toHaveValue(JSON.stringify(target.selectors, null, 2));
    type('Name', 'Shop One');
    fireEvent.click(dialog().getByRole('switch', { name: 'Active' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Scraper target updated successfully!')).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith(SCRAPER_API.target(1), {
      name: 'Shop One',
      url: 'https://shop1.example.com/sale',
      category: 'news',
      scraperType: 'static',
      scrapeFrequency: 'weekly',
      selectors: JSON.stringify(target.selectors, null, 2),
      isActive: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openAdd();
    expectDefaults();
  });

  it('saved untouched, the template comes back with each empty selector named beside the selectors box', async () => {
    // The server's own check (the contract's schema) answers, as the deals service would.
    const refuse = (body: unknown) => {
      const parsed = ScraperTargetCreateInputSchema.safeParse(body);
      return parsed.success
        ? { target: targetFixture(2) }
        : failWith(400, parsed.error.issues[0]?.message ?? 'Bad', {
            fieldErrors: toFieldErrors(parsed.error.issues),
          });
    };
    renderScraperAdmin({}, { post: { [SCRAPER_API.targets]: refuse } });
    await openAdd();
    type('Name', 'Wool Warehouse');
    type('URL', 'https://wool.example.com/sale');
    fireEvent.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Failed to add scraper target')).toBeInTheDocument();
    const box = selectors();
    expect(box).toHaveAccessibleDescription(/item selector must be a non-empty string/);
    for (const key of ['product_name', 'current_price', 'product_url']) {
      expect(box).toHaveAccessibleDescription(new RegExp(`${key} selector must be a non-empty string`));
    }
  });

  it('says when a target cannot be updated', async () => {
    renderScraperAdmin({}, { put: { [SCRAPER_API.target(1)]: failWith(500, 'Boom') } });
    await screen.findByRole('row', { name: 'Shop 1' });
    fireEvent.click(
      within(screen.getByRole('row', { name: 'Shop 1' })).getByRole('button', { name: 'Edit' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update scraper target')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Scraper Target' })).toBeInTheDocument();
  });
});
