import { fireEvent, screen, within } from '@testing-library/react';
import { INVENTORY_API, type StashSummaryGroup } from '@yarn-mgmt/contracts';
import { createFakeApi, renderWithProviders, type FakeApi } from '@yarn-mgmt/testing/web';
import { ModulePage } from '@yarn-mgmt/web-platform';
import { routes } from '../../../routes';

/** The /calculator route as the shell shows it (its title from the route table), against a fake API. */
export async function renderCalculator(stash?: unknown): Promise<{ api: FakeApi }> {
  const api = createFakeApi(stash === undefined ? {} : { get: { [INVENTORY_API.stashSummary]: stash } });
  const route = routes.find((entry) => entry.path === '/calculator')!;
  renderWithProviders(<ModulePage route={route} />, { path: '/calculator', api });
  await screen.findByRole('heading', { level: 1, name: 'Yarn Calculator' });
  return { api };
}

/** Opens a drop-down by its label and picks an option. */
export function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

export const chooseType = (label: string) => pick('Calculation Type', label);

export function fill(label: string, value: string) {
  fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value } });
}

export const calculate = () => fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));

export const results = () => screen.getByRole('region', { name: 'Results' });

/** The Results panel's lines as "label: value". */
export function resultLines(): string[] {
  return within(results())
    .queryAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

export function stashGroup(overrides: Partial<StashSummaryGroup> = {}): StashSummaryGroup {
  return {
    brand: 'Malabrigo',
    line: 'Rios',
    weight_category: 'Worsted',
    yardage_per_skein: 210,
    colorway: 'Ocean',
    dye_lot: 'A42',
    skeins: 3,
    yards: 630,
    yarn_ids: [],
    ...overrides,
  };
}
