import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATTERNS_API, SETTINGS_API, type PdfReadingResponse } from '@yarn-mgmt/contracts';
import type { UploadOptions } from '@yarn-mgmt/web-platform';
import {
  createFakeApi,
  failWith,
  renderWithProviders,
  settingsResponse,
  userFixture,
  type FakeApiRoutes,
} from '@yarn-mgmt/testing/web';
import { PATTERN_ID, patternFixture } from '../../../test/fixtures';
import { PatternCreatePage, PatternEditPage } from './pattern-form-page';

const saved = patternFixture();
const designers = { [PATTERNS_API.designers]: [{ id: PATTERN_ID, name: 'Tin Can Knits' }] };
const pdf = () => new File(['%PDF-1.7'], 'flax.pdf', { type: 'application/pdf' });
const field = <T,>(value: T, confidence: number) => ({ value, confidence, source: 'text' });

function renderCreate(routes: FakeApiRoutes = {}) {
  const api = createFakeApi({ ...routes, get: { ...designers, ...routes.get } });
  return { ...renderWithProviders(<PatternCreatePage />, { path: '/patterns/new', api }), api };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Pattern' }));
const body = (api: ReturnType<typeof createFakeApi>) =>
  api.post.mock.calls[0]?.[1] as Record<string, unknown>;

describe('PatternCreatePage', () => {
  it("validates with the contract's schema before calling the API", async () => {
    const { api, container } = renderCreate();
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-remote', 'mf_patterns');
    type('Yardage required', '900');
    type('Maximum yardage', '500');
    save();
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Maximum yardage cannot be below the yardage required')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("shows the server's field errors on their fields", async () => {
    renderCreate({
      post: {
        [PATTERNS_API.patterns]: failWith(400, 'Validation failed', {
          fieldErrors: { title: ['A pattern with this title exists'] },
        }),
      },
    });
    type(/^Title/, 'Flax');
    save();
    expect(await screen.findByText('A pattern with this title exists')).toBeInTheDocument();
    expect(screen.getByText('Validation failed')).toBeInTheDocument();
  });

  it('creates the pattern with its fields and opens it', async () => {
    const { api, currentPath } = renderCreate({ post: { [PATTERNS_API.patterns]: saved } });
    type(/^Title/, 'Flax');
    fireEvent.change(screen.getByRole('combobox', { name: 'Designer' }), {
      target: { value: 'Tin Can Knits' },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Difficulty' }));
    fireEvent.click(screen.getByRole('option', { name: '1 – Beginner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add size' }));
    type('Size 1', 'S');
    type(/^Yards 1/, '950');
    fireEvent.click(screen.getByRole('button', { name: 'Add detail' }));
    type('Detail 1 name', 'shop');
    type('Detail 1 value', 'Ravelry');
    type('Price', '6.5');
    save();
    await waitFor(() => expect(currentPath()).toBe(`/patterns/${saved.id}`));
    expect(body(api)).toMatchObject({
      title: 'Flax',
      designer: 'Tin Can Knits',
      craft_type: 'knitting',
      difficulty_level: 1,
      yardage_by_size: [{ size: 'S', yards: 950 }],
      gauge_measurement: '4 inches',
      source_details: { shop: 'Ravelry' },
      price: 6.5,
      currency: 'USD',
      is_free: false,
    });
  });

  it("prices a new pattern in the user's Currency setting unless another is chosen", async () => {
    const api = createFakeApi({
      get: { ...designers, [SETTINGS_API.settings]: settingsResponse({ default_currency: 'EUR' }) },
      post: { [PATTERNS_API.patterns]: saved },
    });
    renderWithProviders(<PatternCreatePage />, { path: '/patterns/new', api, user: userFixture() });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('EUR'));
    type(/^Title/, 'Flax');
    type('Price', '7.5');
    save();
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(body(api)).toMatchObject({ price: 7.5, currency: 'EUR' });
  });

  it('takes the gauge measurement as the pattern writes it, and says which forms it reads', async () => {
    const { api } = renderCreate({ post: { [PATTERNS_API.patterns]: saved } });
    type(/^Title/, 'Flax');
    expect(screen.getByLabelText('Gauge measurement')).toHaveValue('4 inches');
    type('Gauge measurement', 'four inches');
    save();
    expect(
      await screen.findByText(
        'Gauge measurement must be a length such as "4 inches", "10 cm" or "10 x 10 cm"',
      ),
    ).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    type('Gauge stitches', '22');
    type('Gauge measurement', '10 x 10 cm');
    save();
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(body(api)).toMatchObject({ gauge_stitches: 22, gauge_measurement: '10 x 10 cm' });
  });

  it('disables the price of a free pattern and sends none', async () => {
    const { api } = renderCreate({ post: { [PATTERNS_API.patterns]: saved } });
    type(/^Title/, 'Flax');
    type('Price', '6.5');
    fireEvent.click(screen.getByRole('switch', { name: 'Free pattern' }));
    expect(screen.getByLabelText('Price')).toBeDisabled();
    save();
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(body(api)).toMatchObject({ is_free: true, price: null });
  });

  it('fills only the empty fields from the PDF and says which, with their confidence', async () => {
    const reading: PdfReadingResponse = {
      reading: {
        title: field('Read Title', 0.7),
        designer: field('Tin Can Knits', 0.85),
        yardage: field([{ size: null, yards: 950 }], 0.92),
      },
      pages: 4,
      text_chars: 5000,
    };
    const { api } = renderCreate({ upload: { [PATTERNS_API.readPdf]: reading } });
    type(/^Title/, 'My Flax');
    const file = pdf();
    fireEvent.change(screen.getByLabelText('PDF file'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Fill from PDF' }));
    const filled = await screen.findByLabelText('Filled from the PDF');
    expect(within(filled).getByText('Designer 85 %')).toBeInTheDocument();
    expect(within(filled).getByText('Yardage 92 %')).toBeInTheDocument();
    expect(within(filled).queryByText(/Title/)).not.toBeInTheDocument();
    expect(screen.getByText('Kept as you had them: Title')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('My Flax');
    expect(screen.getByRole('combobox', { name: 'Designer' })).toHaveValue('Tin Can Knits');
    expect(screen.getByLabelText('Yardage required')).toHaveValue(950);
    const [path, form] = api.upload.mock.calls[0] ?? [];
    expect(path).toBe(PATTERNS_API.readPdf);
    expect(form?.get('file')).toBe(file);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('says plainly when nothing could be read', async () => {
    renderCreate({ upload: { [PATTERNS_API.readPdf]: { reading: {}, pages: 2, text_chars: 0 } } });
    fireEvent.change(screen.getByLabelText('PDF file'), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Fill from PDF' }));
    expect(await screen.findByText(/Nothing could be read from this PDF/)).toBeInTheDocument();
  });

  it("shows the server's error when the PDF cannot be read", async () => {
    renderCreate({ upload: { [PATTERNS_API.readPdf]: failWith(400, 'The file is not a readable PDF') } });
    fireEvent.change(screen.getByLabelText('PDF file'), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Fill from PDF' }));
    expect(await screen.findByText('The file is not a readable PDF')).toBeInTheDocument();
  });

  it('uploads the attached PDF after saving, with a progress bar, then opens the pattern', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { api, currentPath } = renderCreate({
      post: { [PATTERNS_API.patterns]: saved },
      upload: {
        [PATTERNS_API.file(saved.id)]: (_form: FormData, options?: UploadOptions) => {
          options?.onProgress?.(40);
          return new Promise((resolve) => (finish = resolve));
        },
      },
    });
    type(/^Title/, 'Flax');
    const file = pdf();
    fireEvent.change(screen.getByLabelText('PDF file'), { target: { files: [file] } });
    save();
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(api.upload.mock.calls[0]?.[1]?.get('file')).toBe(file);
    act(() => finish(saved));
    await waitFor(() => expect(currentPath()).toBe(`/patterns/${saved.id}`));
  });
});

describe('PatternEditPage', () => {
  const detail = PATTERNS_API.pattern(PATTERN_ID);
  const withFile = patternFixture({
    file: { name: 'flax.pdf', size: 2 * 1024 * 1024, uploaded_at: '2026-01-02T00:00:00Z' },
    source_details: { shop: 'Ravelry' },
  });

  function renderEdit(routes: FakeApiRoutes) {
    const api = createFakeApi({ ...routes, get: { ...designers, ...routes.get } });
    renderWithProviders(<PatternEditPage />, {
      path: `/patterns/${PATTERN_ID}/edit`,
      route: '/patterns/:id/edit',
      api,
    });
    return api;
  }

  it('starts from the saved pattern, shows its file with a remove action, and saves with PUT', async () => {
    const api = renderEdit({
      get: { [detail]: withFile },
      put: { [detail]: withFile },
      delete: { [PATTERNS_API.file(PATTERN_ID)]: undefined },
    });
    expect(await screen.findByDisplayValue('Flax')).toBeInTheDocument();
    expect(screen.getByLabelText('Detail 1 value')).toHaveValue('Ravelry');
    expect(screen.getByText('Current file: flax.pdf (2.0 MB, uploaded Jan 02, 2026)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(await screen.findByText('File removed')).toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith(PATTERNS_API.file(PATTERN_ID));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.put).toHaveBeenCalled());
    expect(api.put.mock.calls[0]?.[1]).toMatchObject({ title: 'Flax', source_details: { shop: 'Ravelry' } });
  });

  it('says "Error loading pattern details" for a missing pattern', async () => {
    renderEdit({ get: { [detail]: failWith(404, 'Pattern not found') } });
    expect(await screen.findByText('Error loading pattern details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Pattern Library' })).toBeInTheDocument();
  });
});
