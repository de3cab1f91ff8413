import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATTERNS_API, type PatternListResponse } from '@yarn-mgmt/contracts';
import type { RequestOptions } from '@yarn-mgmt/web-platform';
import {
  createFakeApi,
  failWith,
  pending,
  renderWithProviders,
  type FakeApiRoutes,
} from '@yarn-mgmt/testing/web';
import { numberedPattern, PATTERN_ID, patternFixture } from '../../../test/fixtures';
import { PatternListPage } from './pattern-list-page';

const at = { path: '/patterns' };
const stats = { total: 12, favorites: 3, free: 5, with_files: 2 };
const categories = [{ id: '99999999-9999-4999-8999-999999999999', name: 'Hat' }];

/** GET /patterns answering by offset. */
function pages(byOffset: Record<number, PatternListResponse | Error>) {
  return (options?: RequestOptions) => byOffset[Number(options?.params?.offset)];
}

function renderList(list: unknown, routes: FakeApiRoutes = {}) {
  const api = createFakeApi({
    ...routes,
    get: {
      [PATTERNS_API.stats]: stats,
      [PATTERNS_API.categories]: categories,
      [PATTERNS_API.patterns]: list,
      ...routes.get,
    },
  });
  return { ...renderWithProviders(<PatternListPage />, { ...at, api }), api };
}

/** The params of the last GET /patterns. */
function lastListParams(api: ReturnType<typeof createFakeApi>) {
  const calls = api.get.mock.calls.filter(([path]) => path === PATTERNS_API.patterns);
  return calls.at(-1)?.[1]?.params;
}

describe('PatternListPage', () => {
  it('shows 6 skeleton placeholders while loading, on a page root marked with the remote', () => {
    const { container } = renderList(pending);
    expect(screen.getAllByTestId('pattern-skeleton')).toHaveLength(6);
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-remote', 'mf_patterns');
  });

  it('shows the four stats tiles from GET /patterns/stats', async () => {
    renderList({ patterns: [], total: 0 });
    await screen.findByText('12');
    for (const [label, value] of [
      ['Total Patterns', '12'],
      ['Favorites', '3'],
      ['Free Patterns', '5'],
      ['With Files', '2'],
    ]) {
      expect(screen.getByRole('region', { name: label })).toHaveTextContent(`${value}${label}`);
    }
  });

  it('shows the empty library text, asking for the first page newest first', async () => {
    const { api, currentPath } = renderList({ patterns: [], total: 0 });
    expect(await screen.findByText('No patterns in your library yet')).toBeInTheDocument();
    expect(screen.getByText('Add manually or import from Ravelry')).toBeInTheDocument();
    expect(lastListParams(api)).toEqual({ sort: 'created_at', order: 'desc', limit: 24, offset: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Add Pattern' }));
    expect(currentPath()).toBe('/patterns/new');
  });

  it('shows "Error loading patterns" when the list fails', async () => {
    renderList(failWith(500, 'Boom'));
    expect(await screen.findByText('Error loading patterns')).toBeInTheDocument();
  });

  it('says nothing matches the filters (not an empty library), and clears them', async () => {
    const { api } = renderList((options?: RequestOptions) =>
      options?.params?.difficulty ? { patterns: [], total: 0 } : { patterns: [patternFixture()], total: 1 },
    );
    await screen.findByRole('article', { name: 'Flax' });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Difficulty' }));
    fireEvent.click(screen.getByRole('option', { name: 'Advanced' }));
    expect(await screen.findByText('No patterns match these filters')).toBeInTheDocument();
    expect(screen.queryByText('No patterns in your library yet')).not.toBeInTheDocument();
    expect(lastListParams(api)).toMatchObject({ difficulty: 'Advanced' });
    fireEvent.click(
      within(screen.getByText('No patterns match these filters').parentElement!).getByRole('button', {
        name: 'Clear filters',
      }),
    );
    expect(await screen.findByRole('article', { name: 'Flax' })).toBeInTheDocument();
  });

  it('shows cards with designer, category, craft, difficulty colour, FREE and file marks; a card opens its source', async () => {
    const paid = numberedPattern(2, {
      is_free: false,
      difficulty_level: 5,
      file: { name: 'p.pdf', size: 10, uploaded_at: '2026-01-02T00:00:00Z' },
      source: 'ravelry',
      category: 'Hat',
      craft_type: 'crochet',
    });
    const { currentPath } = renderList({ patterns: [patternFixture(), paid], total: 2 });
    const flax = await screen.findByRole('article', { name: 'Flax' });
    expect(within(flax).getByText('Tin Can Knits')).toBeInTheDocument();
    expect(within(flax).getByText('Sweater · Knitting')).toBeInTheDocument();
    expect(within(flax).getByText('Beginner').closest('[data-color]')).toHaveAttribute(
      'data-color',
      'success',
    );
    expect(within(flax).getByText('FREE')).toBeInTheDocument();
    expect(within(flax).getByTitle('No picture')).toBeInTheDocument();
    expect(within(flax).queryByTitle('File available')).not.toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Pattern 2' });
    expect(within(second).getByText('Expert').closest('[data-color]')).toHaveAttribute('data-color', 'error');
    expect(within(second).getByText('Hat · Crochet')).toBeInTheDocument();
    expect(within(second).queryByText('FREE')).not.toBeInTheDocument();
    expect(within(second).getByTitle('File available')).toBeInTheDocument();
    expect(screen.getByText('2 patterns')).toBeInTheDocument();
    fireEvent.click(within(flax).getByRole('button', { name: /Flax/ }));
    expect(currentPath()).toBe(`/patterns/${PATTERN_ID}`);
  });

  it('loads the next page as the user asks for more, and stops at the total', async () => {
    const { api } = renderList(
      pages({
        0: { patterns: [numberedPattern(1)], total: 2 },
        1: { patterns: [numberedPattern(2)], total: 2 },
      }),
    );
    expect(await screen.findByRole('article', { name: 'Pattern 1' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Pattern 2' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pattern 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(lastListParams(api)).toMatchObject({ limit: 24, offset: 1 });
  });

  it('keeps the patterns when the next page fails, and offers a retry', async () => {
    renderList(pages({ 0: { patterns: [numberedPattern(1)], total: 2 }, 1: failWith(500, 'Boom') }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more patterns.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pattern 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('sends the debounced search and the chosen sort with its direction', async () => {
    const { api } = renderList({ patterns: [], total: 0 });
    await screen.findByText('No patterns in your library yet');
    fireEvent.change(screen.getByLabelText('Search patterns'), { target: { value: ' flax ' } });
    await waitFor(() => expect(lastListParams(api)).toMatchObject({ search: 'flax' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Recently Added', 'Title', 'Designer', 'Difficulty', 'Yardage']);
    fireEvent.click(screen.getByRole('option', { name: 'Title' }));
    await waitFor(() => expect(lastListParams(api)).toMatchObject({ sort: 'title', order: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: 'sort ascending' }));
    await waitFor(() => expect(lastListParams(api)).toMatchObject({ sort: 'title', order: 'desc' }));
  });

  it("filters by part of a designer's name and suggests the user's designers as they type", async () => {
    const designers = [
      { id: '11111111-1111-4111-8111-111111111111', name: 'Tin Can Knits' },
      { id: '22222222-2222-4222-8222-222222222222', name: 'Andrea Mowry' },
    ];
    const { api } = renderList(
      { patterns: [], total: 0 },
      {
        get: {
          [PATTERNS_API.designers]: (options?: RequestOptions) => {
            const search = String(options?.params?.search ?? '').toLowerCase();
            return designers.filter((designer) => designer.name.toLowerCase().includes(search));
          },
        },
      },
    );
    await screen.findByText('No patterns in your library yet');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const designer = screen.getByRole('combobox', { name: 'Designer' });
    fireEvent.change(designer, { target: { value: 'tin can' } });
    await waitFor(() => expect(lastListParams(api)).toMatchObject({ designer: 'tin can' }));
    expect(await screen.findByRole('option', { name: 'Tin Can Knits' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Andrea Mowry' })).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(PATTERNS_API.designers, {
      params: { search: 'tin can', limit: 10 },
    });
    fireEvent.click(screen.getByRole('option', { name: 'Tin Can Knits' }));
    await waitFor(() => expect(lastListParams(api)).toMatchObject({ designer: 'Tin Can Knits' }));
  });

  it('sends no yardage bounds until the slider moves', async () => {
    const { api } = renderList({ patterns: [], total: 0 });
    await screen.findByText('No patterns in your library yet');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByText('Yardage: any')).toBeInTheDocument();
    const max = screen.getByRole('slider', { name: 'Yardage maximum' });
    expect(max).toHaveValue('2000');
    fireEvent.change(max, { target: { value: '1500' } });
    await waitFor(() => expect(lastListParams(api)).toMatchObject({ yardageMax: 1500 }));
    expect(lastListParams(api)).not.toHaveProperty('yardageMin');
    expect(screen.getByText('Yardage: 0 – 1500 yds')).toBeInTheDocument();
  });

  it('shows the stash error of a failed makeable filter, not the page failure, and can turn it off', async () => {
    const { api } = renderList((options?: RequestOptions) =>
      options?.params?.makeable
        ? failWith(503, 'Stash unavailable right now')
        : { patterns: [patternFixture()], total: 1 },
    );
    await screen.findByRole('article', { name: 'Flax' });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Makeable from my stash' }));
    expect(await screen.findByText('Stash unavailable right now')).toBeInTheDocument();
    expect(screen.queryByText('Error loading patterns')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Total Patterns' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all patterns' }));
    expect(await screen.findByRole('article', { name: 'Flax' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Makeable from my stash' })).not.toBeChecked();
    expect(api.get).toHaveBeenCalledWith(PATTERNS_API.patterns, {
      params: expect.objectContaining({ makeable: 'true' }) as unknown,
    });
  });

  it('opens the Import dialog: Ravelry goes to its integration page, Bulk Upload to its page', async () => {
    const first = renderList({ patterns: [], total: 0 });
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Import from Ravelry' }));
    expect(first.currentPath()).toBe('/settings/integrations/ravelry');
    first.unmount();
    const second = renderList({ patterns: [], total: 0 });
    await screen.findByText('No patterns in your library yet');
    fireEvent.click(screen.getAllByRole('button', { name: 'Import' })[0]);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Bulk Upload PDFs' }));
    expect(second.currentPath()).toBe('/patterns/bulk-upload');
  });

  it('toggles a favourite from its card, with the toast', async () => {
    const { api } = renderList(
      { patterns: [patternFixture()], total: 1 },
      { patch: { [PATTERNS_API.favorite(PATTERN_ID)]: { id: PATTERN_ID, is_favorite: true } } },
    );
    const card = await screen.findByRole('article', { name: 'Flax' });
    fireEvent.click(within(card).getByRole('button', { name: 'add to favorites' }));
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(api.patch).toHaveBeenCalledWith(PATTERNS_API.favorite(PATTERN_ID));
  });

  it('has a floating add button to /patterns/new', async () => {
    const { currentPath } = renderList({ patterns: [], total: 0 });
    fireEvent.click(await screen.findByRole('button', { name: 'add pattern' }));
    expect(currentPath()).toBe('/patterns/new');
  });
});
