import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATTERNS_API, type StashMatch } from '@yarn-mgmt/contracts';
import type { RequestOptions } from '@yarn-mgmt/web-platform';
import { createFakeApi, failWith, renderWithProviders } from '@yarn-mgmt/testing/web';
import { PATTERN_ID, stashGroupFixture, stashMatchFixture } from '../../../test/fixtures';
import { StashCard } from './stash-card';

const path = PATTERNS_API.stashMatch(PATTERN_ID);

function renderCard(answer: StashMatch | Error | ((options?: RequestOptions) => unknown)) {
  const api = createFakeApi({ get: { [path]: answer } });
  renderWithProviders(<StashCard patternId={PATTERN_ID} />, { api });
  return { api, card: screen.getByRole('region', { name: 'From your stash' }) };
}

describe('StashCard', () => {
  it('says a group is enough, with its name, skeins and yards', async () => {
    const { card } = renderCard(stashMatchFixture());
    const group = await within(card).findByRole('listitem', { name: 'Malabrigo Rios - Ocean' });
    expect(group).toHaveTextContent('6 skeins · 1 100 yds');
    expect(within(group).getByText('Enough: 1 100 of 950 yds')).toBeInTheDocument();
    expect(within(group).queryByText(/Neighbouring weight/)).not.toBeInTheDocument();
  });

  it('says how short a group is, its dye lot, and notes a neighbouring weight', async () => {
    const { card } = renderCard(
      stashMatchFixture({
        groups: [
          stashGroupFixture({
            colorway: 'Sunset',
            dye_lot: 'A42',
            weight_category: 'Aran',
            neighbouring_weight: true,
            skeins: 4,
            yards: 800,
            enough: false,
            short_by_yards: 150,
            short_by_skeins: 1,
          }),
        ],
      }),
    );
    const group = await within(card).findByRole('listitem', { name: 'Malabrigo Rios - Sunset' });
    expect(within(group).getByText('Short by 150 yds (about 1 skein of Rios)')).toBeInTheDocument();
    expect(within(group).getByText('Dye lot A42')).toBeInTheDocument();
    expect(within(group).getByText('Neighbouring weight: Aran')).toBeInTheDocument();
  });

  it('says "Stash unavailable right now" when the inventory did not answer', async () => {
    const { card } = renderCard(stashMatchFixture({ available: false, groups: [] }));
    expect(await within(card).findByText('Stash unavailable right now')).toBeInTheDocument();
  });

  it('says the same when the stash match call itself fails', async () => {
    const { card } = renderCard(failWith(503, 'The patterns service is unavailable'));
    expect(await within(card).findByText('Stash unavailable right now')).toBeInTheDocument();
  });

  it('says when nothing in the stash fits, and when the pattern names no yardage', async () => {
    const { card } = renderCard(stashMatchFixture({ groups: [] }));
    expect(await within(card).findByText('No yarn in your stash fits this pattern')).toBeInTheDocument();
  });

  it('says the pattern names no yardage', async () => {
    const { card } = renderCard(stashMatchFixture({ needed_yards: null, groups: [] }));
    expect(
      await within(card).findByText(
        'This pattern names no yardage, so there is nothing to match in your stash',
      ),
    ).toBeInTheDocument();
  });

  it('offers the sizes with per-size yardage and asks again for the chosen one', async () => {
    const { api, card } = renderCard((options?: RequestOptions) => {
      const size = (options?.params?.size as string | null) ?? 'S';
      return stashMatchFixture({ size, sizes: ['S', 'M', 'L'], needed_yards: size === 'L' ? 1300 : 950 });
    });
    expect(await within(card).findByText('Enough: 1 100 of 950 yds')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(path, { params: { size: null } });
    fireEvent.mouseDown(within(card).getByRole('combobox', { name: 'Size' }));
    fireEvent.click(screen.getByRole('option', { name: 'L' }));
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(path, { params: { size: 'L' } }));
    expect(await within(card).findByText('Enough: 1 100 of 1 300 yds')).toBeInTheDocument();
  });

  it('shows no size selector for a pattern with one yardage', async () => {
    const { card } = renderCard(stashMatchFixture());
    await within(card).findByText('Enough: 1 100 of 950 yds');
    expect(within(card).queryByRole('combobox', { name: 'Size' })).not.toBeInTheDocument();
  });
});
