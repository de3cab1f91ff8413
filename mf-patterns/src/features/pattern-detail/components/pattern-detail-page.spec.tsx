import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PATTERNS_API, type Pattern } from '@yarn-mgmt/contracts';
import {
  createFakeApi,
  failWith,
  pending,
  renderWithProviders,
  type FakeApiRoutes,
} from '@yarn-mgmt/testing/web';
import { numberedPattern, PATTERN_ID, patternFixture, stashMatchFixture } from '../../../test/fixtures';
import { PatternDetailPage } from './pattern-detail-page';

const detail = PATTERNS_API.pattern(PATTERN_ID);
const withFile = { file: { name: 'flax.pdf', size: 1000, uploaded_at: '2026-01-02T00:00:00Z' } };
const links = {
  view_url: `/api/patterns/${PATTERN_ID}/view?exp=1&sig=a`,
  download_url: `/api/patterns/${PATTERN_ID}/download?exp=1&sig=a`,
  expires_at: new Date(Date.now() + 600_000).toISOString(),
};

function StateProbe() {
  return <pre data-testid="state">{JSON.stringify(useLocation().state)}</pre>;
}

function renderDetail(pattern: Pattern | Error | (() => unknown), routes: FakeApiRoutes = {}, query = '') {
  const api = createFakeApi({
    ...routes,
    get: {
      [detail]: pattern,
      [PATTERNS_API.similar(PATTERN_ID)]: [],
      [PATTERNS_API.stashMatch(PATTERN_ID)]: stashMatchFixture(),
      [PATTERNS_API.fileLinks(PATTERN_ID)]: links,
      ...routes.get,
    },
  });
  const page = (
    <Routes>
      <Route path="/patterns/:id" element={<PatternDetailPage />} />
      <Route path="/pdf-processor" element={<StateProbe />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>
  );
  return { ...renderWithProviders(page, { path: `/patterns/${PATTERN_ID}${query}`, route: '/*', api }), api };
}

const fact = (label: string) => screen.getByLabelText(label);

describe('PatternDetailPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says "Loading..." while loading', () => {
    renderDetail(pending);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it.each([
    [404, 'Pattern not found'],
    [500, 'Boom'],
  ])(
    'says "Error loading pattern details" on a %i, with a way back to the library',
    async (status, error) => {
      const { api, currentPath } = renderDetail(failWith(status, error));
      expect(await screen.findByText('Error loading pattern details')).toBeInTheDocument();
      expect(api.get).not.toHaveBeenCalledWith(PATTERNS_API.similar(PATTERN_ID));
      fireEvent.click(screen.getByRole('button', { name: 'Back to Pattern Library' }));
      expect(currentPath()).toBe('/patterns');
    },
  );

  it('asks for the local pattern by default, and the named source when given', async () => {
    const { api } = renderDetail(patternFixture({ source: 'ravelry' }), {}, '?source=ravelry');
    await screen.findByRole('heading', { level: 1, name: 'Flax' });
    expect(api.get).toHaveBeenCalledWith(detail, { params: { source: 'ravelry' } });
  });

  it('shows the breadcrumb, title, designer, chips, rating and facts', async () => {
    const { currentPath } = renderDetail(
      patternFixture({ ...withFile, ravelry_rating: 4.5, ravelry_rating_count: 120, yardage_max: 1200 }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Flax' })).toBeInTheDocument();
    expect(screen.getByText('by Tin Can Knits')).toBeInTheDocument();
    const chips = screen.getByLabelText('Pattern chips');
    for (const chip of ['Knitting', 'Sweater', 'Beginner', 'FREE', 'File Available']) {
      expect(within(chips).getByText(chip)).toBeInTheDocument();
    }
    expect(within(chips).getByText('Beginner').closest('[data-color]')).toHaveAttribute(
      'data-color',
      'success',
    );
    expect(screen.getByText('(120 ratings)')).toBeInTheDocument();
    expect(fact('Yardage required')).toHaveTextContent('950-1200 yards');
    expect(fact('Needle sizes')).toHaveTextContent('US 7 (4.5 mm), US 8 (5 mm)');
    expect(fact('Gauge')).toHaveTextContent('20 sts / 4 inches');
    expect(fact('Sizes available')).toHaveTextContent('S, M, L');
    fireEvent.click(screen.getByRole('link', { name: 'Pattern Library' }));
    expect(currentPath()).toBe('/patterns');
  });

  it('shows a single yardage, the stored gauge measurement, 0 ratings and no FREE or file chips', async () => {
    renderDetail(
      patternFixture({ is_free: false, gauge_stitches: 18, gauge_measurement: 2, difficulty_level: 4 }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Flax' });
    expect(fact('Yardage required')).toHaveTextContent('950 yards');
    expect(fact('Gauge')).toHaveTextContent('18 sts / 2 inches');
    expect(screen.getByText('(0 ratings)')).toBeInTheDocument();
    const chips = screen.getByLabelText('Pattern chips');
    expect(within(chips).getByText('Advanced').closest('[data-color]')).toHaveAttribute(
      'data-color',
      'warning',
    );
    expect(within(chips).queryByText('FREE')).not.toBeInTheDocument();
    expect(within(chips).queryByText('File Available')).not.toBeInTheDocument();
  });

  it('shows the info cards: source, details, purchase date, price, techniques, notes and tags', async () => {
    renderDetail(
      patternFixture({
        is_free: false,
        price: 6.5,
        currency: 'USD',
        purchase_date: '2026-03-05',
        source_details: { shop: 'Ravelry', order: '1234' },
        techniques: ['cables', 'short rows'],
        pattern_notes: 'Knit top down',
        personal_notes: 'For Sam',
        tags: ['gift'],
      }),
    );
    const info = await screen.findByRole('region', { name: 'Pattern Information' });
    expect(info).toHaveTextContent('Source: Ravelry');
    expect(within(info).getByText('shop: Ravelry')).toBeInTheDocument();
    expect(within(info).getByText('order: 1234')).toBeInTheDocument();
    expect(info).toHaveTextContent('Purchase date: March 5, 2026');
    expect(info).toHaveTextContent('Price: $6.50 USD');
    expect(
      within(screen.getByRole('region', { name: 'Techniques' })).getByText('short rows'),
    ).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('Knit top down')).toBeInTheDocument();
    expect(within(notes).getByText('For Sam')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tags' })).getByText('gift')).toBeInTheDocument();
  });

  it('says "Free" as the price of a free pattern', async () => {
    renderDetail(patternFixture({ is_free: true }));
    const info = await screen.findByRole('region', { name: 'Pattern Information' });
    expect(info).toHaveTextContent('Price: Free');
  });

  it('offers View Pattern and Download PDF only with a file, as new-tab links to the signed URLs', async () => {
    const { api } = renderDetail(patternFixture(withFile));
    const view = await screen.findByRole('link', { name: 'View Pattern' });
    await waitFor(() => expect(view).toHaveAttribute('href', links.view_url));
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', links.download_url);
    expect(api.get).toHaveBeenCalledWith(PATTERNS_API.fileLinks(PATTERN_ID));
  });

  it('offers neither without a file, nor asks for links', async () => {
    const { api } = renderDetail(patternFixture());
    await screen.findByRole('heading', { level: 1, name: 'Flax' });
    expect(screen.queryByText('View Pattern')).not.toBeInTheDocument();
    expect(screen.queryByText('Download PDF')).not.toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalledWith(PATTERNS_API.fileLinks(PATTERN_ID));
  });

  it('offers Process in PDF Tool only for a Ravelry pattern, passing the pattern along', async () => {
    const ravelry = patternFixture({ source: 'ravelry' });
    const { currentPath } = renderDetail(ravelry, {}, '?source=ravelry');
    fireEvent.click(await screen.findByRole('button', { name: 'Process in PDF Tool' }));
    expect(currentPath()).toBe('/pdf-processor');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      patternName: 'Flax',
      designer: 'Tin Can Knits',
      patternId: PATTERN_ID,
      sourceData: ravelry,
    });
  });

  it('has no Process in PDF Tool for a local pattern; Edit Details opens the form', async () => {
    const { currentPath } = renderDetail(patternFixture());
    await screen.findByRole('heading', { level: 1, name: 'Flax' });
    expect(screen.queryByRole('button', { name: 'Process in PDF Tool' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Details' }));
    expect(currentPath()).toBe(`/patterns/${PATTERN_ID}/edit`);
  });

  it('asks the browser to confirm the delete; cancelled, nothing is deleted', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { api } = renderDetail(patternFixture(), { delete: { [detail]: undefined } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete this pattern? This action cannot be undone.',
    );
    expect(api.delete).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation and goes to /patterns', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { api, currentPath } = renderDetail(patternFixture(), { delete: { [detail]: undefined } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentPath()).toBe('/patterns'));
    expect(api.delete).toHaveBeenCalledWith(detail);
  });

  it("stays and shows the server's error when the delete fails", async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { currentPath } = renderDetail(patternFixture(), {
      delete: { [detail]: failWith(500, 'Storage is down') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Storage is down')).toBeInTheDocument();
    expect(currentPath()).toBe(`/patterns/${PATTERN_ID}`);
  });

  it.each([
    [false, true, 'add to favorites', 'Added to favorites'],
    [true, false, 'remove from favorites', 'Removed from favorites'],
  ])(
    'toggles the favourite (%p -> %p), reloads the pattern and says so',
    async (before, after, button, toast) => {
      let favorite = before;
      const { api } = renderDetail(() => patternFixture({ is_favorite: favorite }), {
        patch: {
          [PATTERNS_API.favorite(PATTERN_ID)]: () => {
            favorite = after;
            return { id: PATTERN_ID, is_favorite: after };
          },
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: button }));
      expect(await screen.findByText(toast)).toBeInTheDocument();
      await waitFor(() => expect(api.get.mock.calls.filter(([path]) => path === detail)).toHaveLength(2));
      expect(api.patch).toHaveBeenCalledWith(PATTERNS_API.favorite(PATTERN_ID));
    },
  );

  it('lists at most 4 similar patterns once the pattern loaded; each opens its page', async () => {
    const similar = [1, 2, 3, 4, 5].map((n) => numberedPattern(n));
    const { currentPath } = renderDetail(patternFixture(), {
      get: { [PATTERNS_API.similar(PATTERN_ID)]: similar },
    });
    const section = await screen.findByRole('region', { name: 'Similar Patterns' });
    expect(await within(section).findAllByRole('article')).toHaveLength(4);
    expect(within(section).queryByText('Pattern 5')).not.toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Open Pattern 2' }));
    expect(currentPath()).toBe(`/patterns/${similar[1]?.id}`);
  });
});
