import { fireEvent, screen, within } from '@testing-library/react';
import { INVENTORY_API } from '@yarn-mgmt/contracts';
import { failWith } from '@yarn-mgmt/testing/web';
import {
  calculate,
  chooseType,
  pick,
  renderCalculator,
  results,
  stashGroup,
} from '../test/calculator-test-kit';

async function estimate(stash: unknown, project = 'Sweater', weight = 'Worsted') {
  const { api } = await renderCalculator(stash);
  chooseType('Project Yardage Estimator');
  pick('Project Type', project);
  pick('Yarn Weight', weight);
  calculate();
  const ask = await within(results()).findByRole('button', { name: 'Do I have enough?' });
  return { api, ask };
}

const check = () => screen.getByRole('region', { name: 'Do I have enough?' });

describe('Do I have enough? (Project Yardage Estimator)', () => {
  it('asks the inventory only when pressed, then weighs the stash of that weight against the estimate', async () => {
    const { api, ask } = await estimate({
      groups: [
        stashGroup(),
        stashGroup({ dye_lot: 'B7', skeins: 2, yards: 420 }),
        stashGroup({ brand: 'Drops', line: 'Baby Merino', weight_category: 'Sport', skeins: 9, yards: 1600 }),
      ],
    });
    expect(api.get).not.toHaveBeenCalled();
    fireEvent.click(ask);
    expect(await within(check()).findByText('Your Worsted stash: 5 skeins · 1 050 yds')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(INVENTORY_API.stashSummary);
    expect(within(check()).getByText('Enough: 1 050 of 1 000 yds')).toBeInTheDocument();
    // Each line, colourway and dye lot on its own, as the pattern stash card shows them; the Sport yarn is not.
    const lots = within(check()).getAllByRole('listitem', { name: 'Malabrigo Rios - Ocean' });
    expect(lots.map((lot) => lot.textContent)).toEqual([
      expect.stringContaining('Dye lot A423 skeins · 630 ydsShort by 370 yds (about 2 skeins of Rios)'),
      expect.stringContaining('Dye lot B72 skeins · 420 ydsShort by 580 yds (about 3 skeins of Rios)'),
    ]);
    expect(within(check()).queryByText(/Drops/)).not.toBeInTheDocument();
  });

  it('says how short the stash falls in total, and each group by how many of its skeins', async () => {
    const { ask } = await estimate(
      {
        groups: [
          stashGroup({ weight_category: 'Chunky', yards: 300 }),
          stashGroup({ weight_category: 'Chunky', dye_lot: 'C1', skeins: 1, yards: 200 }),
        ],
      },
      'Blanket',
      'Bulky',
    );
    fireEvent.click(ask);
    expect(await within(check()).findByText('Short by 700 yds: 500 of 1 200 yds')).toBeInTheDocument();
    expect(within(check()).getByText('Your Chunky stash: 4 skeins · 500 yds')).toBeInTheDocument();
    expect(within(check()).getByText('Short by 900 yds (about 5 skeins of Rios)')).toBeInTheDocument();
  });

  it('says a single group’s verdict once, with how many of its skeins would cover the rest', async () => {
    const { ask } = await estimate({ groups: [stashGroup()] });
    fireEvent.click(ask);
    expect(await within(check()).findByText('Your Worsted stash: 3 skeins · 630 yds')).toBeInTheDocument();
    expect(within(check()).getByText('Short by 370 yds (about 2 skeins of Rios)')).toBeInTheDocument();
    expect(within(check()).queryByText(/^Short by 370 yds: /)).not.toBeInTheDocument();
  });

  it('says there is none of that weight', async () => {
    const { ask } = await estimate({ groups: [stashGroup()] }, 'Socks', 'Sport');
    fireEvent.click(ask);
    expect(await within(check()).findByText('No Sport yarn in your stash')).toBeInTheDocument();
    expect(within(check()).getByText('Short by 350 yds: 0 of 350 yds')).toBeInTheDocument();
  });

  it('does not offer the check for a weight the inventory cannot record, and says why', async () => {
    const { api } = await renderCalculator({ groups: [stashGroup()] });
    chooseType('Project Yardage Estimator');
    pick('Project Type', 'Socks');
    pick('Yarn Weight', 'Fingering');
    calculate();
    expect(
      await within(results()).findByText(
        'Your yarn inventory has no Fingering weight (it records Lace, Sport, DK, Worsted, Chunky, Super Chunky), so your stash cannot be checked for this estimate.',
      ),
    ).toBeInTheDocument();
    expect(within(results()).queryByRole('button', { name: 'Do I have enough?' })).not.toBeInTheDocument();
    expect(api.get.mock.calls.map(([path]) => path)).not.toContain(INVENTORY_API.stashSummary);
  });

  it('says plainly when the inventory is down, keeps the estimate, and can ask again', async () => {
    const { api, ask } = await estimate(failWith(503, 'The inventory service is unavailable'));
    fireEvent.click(ask);
    expect(await within(check()).findByText('Stash unavailable right now')).toBeInTheDocument();
    expect(
      within(check()).getByText(
        'The inventory service is unavailable just now; the rest of the platform still works. Try again in a minute.',
      ),
    ).toBeInTheDocument();
    expect(within(results()).getByText('1000.00 yards')).toBeInTheDocument();
    api.get.mockResolvedValue({ groups: [stashGroup({ dye_lot: null, skeins: 5, yards: 1050 })] });
    fireEvent.click(within(check()).getByRole('button', { name: 'Try again' }));
    expect(await within(check()).findByText('Your Worsted stash: 5 skeins · 1 050 yds')).toBeInTheDocument();
    expect(within(check()).queryByText('Stash unavailable right now')).not.toBeInTheDocument();
  });

  it('keeps to its own text when the inventory answers with an ordinary failure', async () => {
    const { ask } = await estimate(failWith(500, 'Boom'));
    fireEvent.click(ask);
    const alert = await within(check()).findByRole('alert');
    expect(alert).toHaveTextContent(/^Stash unavailable right nowTry again$/);
  });

  it('asks afresh for each new estimate, never showing an earlier answer when the inventory has gone down', async () => {
    const { api, ask } = await estimate({ groups: [stashGroup({ skeins: 5, yards: 1050 })] });
    fireEvent.click(ask);
    expect(await within(check()).findByText('Enough: 1 050 of 1 000 yds')).toBeInTheDocument();
    api.get.mockRejectedValue(failWith(503, 'The inventory service is unavailable'));
    pick('Project Type', 'Blanket');
    calculate();
    fireEvent.click(await within(results()).findByRole('button', { name: 'Do I have enough?' }));
    expect(await within(check()).findByText('Stash unavailable right now')).toBeInTheDocument();
    expect(within(check()).queryByText(/1 050/)).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledTimes(3);
  });
});
