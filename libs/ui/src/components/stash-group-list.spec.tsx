import { render, screen, within } from '@testing-library/react';
import { StashGroupList, type StashGroupRow } from './stash-group-list';

const row = (overrides: Partial<StashGroupRow> = {}): StashGroupRow => ({
  key: 'a',
  title: 'Malabrigo Rios - Ocean',
  dyeLot: null,
  holding: '5 skeins · 1 100 yds',
  verdict: 'Enough: 1 100 of 950 yds',
  enough: true,
  note: null,
  ...overrides,
});

describe('StashGroupList', () => {
  it('lists each group by name with what it holds, its dye lot, its verdict and its note', () => {
    render(
      <StashGroupList
        label="Your Worsted yarn"
        rows={[
          row(),
          row({
            key: 'b',
            title: 'Malabrigo Rios - Sunset',
            dyeLot: 'Dye lot A42',
            verdict: 'Short by 150 yds',
            enough: false,
            note: 'Neighbouring weight: Aran',
          }),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Your Worsted yarn' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const short = within(list).getByRole('listitem', { name: 'Malabrigo Rios - Sunset' });
    expect(short).toHaveTextContent('Dye lot A42');
    expect(short).toHaveTextContent('Short by 150 yds');
    expect(short).toHaveTextContent('Neighbouring weight: Aran');
    expect(within(list).getByRole('listitem', { name: 'Malabrigo Rios - Ocean' })).not.toHaveTextContent(
      'Dye lot',
    );
  });
});
