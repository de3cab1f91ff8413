import { fireEvent, screen, within } from '@testing-library/react';
import { PATTERNS_API } from '@yarn-mgmt/contracts';
import { failWith, pending } from '@yarn-mgmt/testing/web';
import { PATTERN_ID, patternFixture } from '../../../test/fixtures';
import { detail, renderDetail, withFile } from '../../../test/pattern-detail-kit';

const fact = (label: string) => screen.getByLabelText(label);

describe('PatternDetailPage', () => {
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

  it('asks for the local pattern by default (a live Ravelry one: ravelry-pattern-detail.spec.tsx)', async () => {
    const { api } = renderDetail(patternFixture());
    await screen.findByRole('heading', { level: 1, name: 'Flax' });
    expect(api.get).toHaveBeenCalledWith(detail, { params: { source: 'local' } });
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
      patternFixture({ is_free: false, gauge_stitches: 22, gauge_measurement: '10 cm', difficulty_level: 4 }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Flax' });
    expect(fact('Yardage required')).toHaveTextContent('950 yards');
    expect(fact('Gauge')).toHaveTextContent('22 sts / 10 cm');
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
    expect(info).toHaveTextContent('Price: $6.50');
    expect(info).not.toHaveTextContent('USD');
    expect(
      within(screen.getByRole('region', { name: 'Techniques' })).getByText('short rows'),
    ).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('Knit top down')).toBeInTheDocument();
    expect(within(notes).getByText('For Sam')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tags' })).getByText('gift')).toBeInTheDocument();
  });

  it('shows the price in its own currency: a EUR pattern reads "€7.50" (DECISIONS 26)', async () => {
    renderDetail(patternFixture({ is_free: false, price: 7.5, currency: 'EUR' }));
    const info = await screen.findByRole('region', { name: 'Pattern Information' });
    expect(info).toHaveTextContent('Price: €7.50');
    expect(info).not.toHaveTextContent('$');
  });

  it('says "Free" as the price of a free pattern', async () => {
    renderDetail(patternFixture({ is_free: true }));
    const info = await screen.findByRole('region', { name: 'Pattern Information' });
    expect(info).toHaveTextContent('Price: Free');
  });

  it.each([
    ['a pattern the user added without naming a source has no Source line', 'local', null, null],
    ['a pattern read from Ravelry says "Ravelry"', 'ravelry', null, 'Source: Ravelry'],
    ['the source the user wrote is shown as written', 'local', 'LYS in Leeds', 'Source: LYS in Leeds'],
  ] as const)('%s', async (_name, source, patternSource, line) => {
    renderDetail(patternFixture({ source, pattern_source: patternSource }));
    const info = await screen.findByRole('region', { name: 'Pattern Information' });
    expect(info).not.toHaveTextContent('local');
    if (line === null) expect(info).not.toHaveTextContent('Source:');
    else expect(info).toHaveTextContent(line);
  });
});
