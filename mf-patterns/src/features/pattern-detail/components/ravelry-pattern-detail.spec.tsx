import { fireEvent, screen, within } from '@testing-library/react';
import { PATTERNS_API, PdfToolHandoffSchema, readHandoff } from '@yarn-mgmt/contracts';
import { failWith, handedState } from '@yarn-mgmt/testing/web';
import { PATTERN_ID, RAVELRY_ID, livePatternFixture, patternFixture } from '../../../test/fixtures';
import { detail, renderDetail } from '../../../test/pattern-detail-kit';

const live = PATTERNS_API.pattern(RAVELRY_ID);
const renderLive = (answer: Parameters<typeof renderDetail>[0]) =>
  renderDetail(answer, {}, '?source=ravelry', RAVELRY_ID);

describe('a pattern read live from Ravelry (?source=ravelry)', () => {
  it('is asked for with source=ravelry and shows its rating "(N ratings)"', async () => {
    const { api } = renderLive(livePatternFixture());
    expect(await screen.findByRole('heading', { level: 1, name: 'Honey Cowl' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(live, { params: { source: 'ravelry' } });
    expect(screen.getByText('by Antonia Shankland')).toBeInTheDocument();
    expect(screen.getByText('(9731 ratings)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /4\.6 Stars/ })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Pattern Information' });
    expect(within(info).getByText('Ravelry ID: 700004')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Honey Cowl cover' })).toHaveAttribute(
      'src',
      'https://images.example/honey/medium.png',
    );
  });

  it('offers only Process in PDF Tool: it is not in the library, so no project, edit, delete or favourite', async () => {
    const { api } = renderLive(livePatternFixture());
    await screen.findByRole('heading', { level: 1, name: 'Honey Cowl' });
    expect(screen.getByRole('button', { name: 'Process in PDF Tool' })).toBeInTheDocument();
    for (const name of ['Start Project', 'Edit Details', 'Delete', 'add to favorites', 'Add cover photo'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    // The stash card and similar patterns read the library: not asked for.
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('passes name, designer, Ravelry id and the full source data to the PDF processor', async () => {
    const pattern = livePatternFixture();
    const { currentPath } = renderLive(pattern);
    fireEvent.click(await screen.findByRole('button', { name: 'Process in PDF Tool' }));
    expect(currentPath()).toBe('/pdf-processor');
    const handoff = readHandoff(PdfToolHandoffSchema, await handedState());
    expect(handoff).toEqual({
      v: 1,
      patternName: 'Honey Cowl',
      designer: 'Antonia Shankland',
      patternId: RAVELRY_ID,
      sourceData: pattern,
    });
    // What the PDF processor shows of it (mf-tools' ravelry-import.tsx), and Ravelry's own data.
    expect(handoff?.sourceData).toMatchObject({
      difficulty: 'Easy',
      yarn_weight: 'Worsted',
      full_data: { id: 700004, rating_count: 9731 },
    });
  });

  it('says to connect Ravelry when it is not linked, with the way there and back', async () => {
    const { currentPath } = renderLive(
      failWith(409, 'Connect Ravelry to see this pattern', { code: 'RAVELRY_NOT_CONNECTED' }),
    );
    expect(await screen.findByText('Connect Ravelry to see this pattern')).toBeInTheDocument();
    expect(screen.queryByText('Error loading pattern details')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pattern Library' })).toHaveAttribute('href', '/patterns');
    fireEvent.click(screen.getByRole('button', { name: 'Connect Ravelry' }));
    expect(currentPath()).toBe('/settings/integrations/ravelry');
  });

  it('says to connect again when the link stopped working', async () => {
    renderLive(
      failWith(409, 'Your Ravelry connection stopped working: connect Ravelry again to see this pattern', {
        code: 'RAVELRY_RECONNECT',
      }),
    );
    expect(
      await screen.findByText(
        'Your Ravelry connection stopped working: connect Ravelry again to see this pattern',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Ravelry' })).toBeInTheDocument();
  });

  it.each([
    [
      'Ravelry',
      failWith(503, 'Ravelry could not be reached: try again in a moment', { code: 'RAVELRY_UNAVAILABLE' }),
    ],
    ['the account service', failWith(503, 'The account service is unavailable')],
  ])(
    'says Ravelry cannot be reached when %s is down, and Retry loads it once it is back',
    async (_, down) => {
      let answer: unknown = down;
      const { api } = renderLive(() => answer);
      expect(
        await screen.findByText('Ravelry could not be reached: try again in a moment'),
      ).toBeInTheDocument();
      answer = livePatternFixture();
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Honey Cowl' })).toBeInTheDocument();
      expect(api.get.mock.calls.filter(([path]) => path === live).length).toBeGreaterThanOrEqual(2);
    },
  );

  it('shows the usual failure for a pattern Ravelry does not have', async () => {
    const { currentPath } = renderLive(
      failWith(404, 'Pattern not found', { code: 'RAVELRY_PATTERN_NOT_FOUND' }),
    );
    expect(await screen.findByText('Error loading pattern details')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Pattern Library' }));
    expect(currentPath()).toBe('/patterns');
  });
});

describe('a pattern imported from Ravelry into the library', () => {
  it('opens from its own source link as a library pattern, with every button and Process in PDF Tool', async () => {
    const imported = patternFixture({ source: 'ravelry', source_details: { 'Ravelry ID': RAVELRY_ID } });
    const { api } = renderDetail(imported, {}, '?source=ravelry');
    await screen.findByRole('heading', { level: 1, name: 'Flax' });
    expect(api.get).toHaveBeenCalledWith(detail, { params: { source: 'local' } });
    for (const name of ['Start Project', 'Process in PDF Tool', 'Edit Details', 'Delete', 'add to favorites'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(PATTERNS_API.similar(PATTERN_ID));
  });
});
