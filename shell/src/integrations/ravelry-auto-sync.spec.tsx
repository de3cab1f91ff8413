import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RavelryOptions, RavelryStatus } from '@yarn-mgmt/contracts';
import { accountApi, ravelryLinked, ravelrySyncIdle, serverError } from '../test/account-api';
import { knitter, renderApp } from '../test/render-app';
import { AUTO_SYNC_TEXTS } from './ravelry-auto-sync';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

const linked: RavelryStatus = { ...ravelryLinked, autoSync: 'off' };
// Mid-day UTC: the same day in any time zone a test runs in.
const NEXT = '2026-03-08T12:17:00.000Z';
const card = async () => within(await screen.findByRole('region', { name: 'Ravelry account' }));

describe('Automatic sync of the Ravelry link', () => {
  it('/settings/sync: Off at first; Daily is saved at once and the next run shown', async () => {
    const api = accountApi({
      get: { '/ravelry/status': linked },
      put: () =>
        Promise.resolve({ autoSync: 'daily', writeBack: false, nextSync: NEXT } satisfies RavelryOptions),
    });
    renderApp('/settings/sync', { user: knitter, api });
    const ravelry = await card();
    const select = ravelry.getByRole('combobox', { name: AUTO_SYNC_TEXTS.label });
    expect(select).toHaveTextContent('Off');
    expect(ravelry.queryByText(/^Next automatic sync/)).not.toBeInTheDocument();
    await userEvent.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Off',
      'Daily',
      'Weekly',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Daily' }));
    expect(api.put).toHaveBeenCalledWith('/ravelry/options', { autoSync: 'daily' });
    expect(await ravelry.findByText(/^Next automatic sync: Mar 8, \d{1,2}:17 [AP]M$/)).toBeInTheDocument();
    expect(select).toHaveTextContent('Daily');
  });

  it('/settings/integrations/ravelry: Weekly with its next run; Off hides it', async () => {
    const api = accountApi({
      get: {
        '/ravelry/status': { ...linked, autoSync: 'weekly' },
        '/ravelry/sync': { ...ravelrySyncIdle, nextSync: NEXT },
      },
      put: () =>
        Promise.resolve({ autoSync: 'off', writeBack: false, nextSync: null } satisfies RavelryOptions),
    });
    renderApp('/settings/integrations/ravelry', { user: knitter, api });
    const ravelry = await card();
    expect(await ravelry.findByText(/^Next automatic sync: Mar 8/)).toBeInTheDocument();
    const select = ravelry.getByRole('combobox', { name: AUTO_SYNC_TEXTS.label });
    expect(select).toHaveTextContent('Weekly');
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'Off' }));
    expect(api.put).toHaveBeenCalledWith('/ravelry/options', { autoSync: 'off' });
    await screen.findByText('Off', { selector: '[role="combobox"]' });
    expect(ravelry.queryByText(/^Next automatic sync/)).not.toBeInTheDocument();
  });

  it('says when the choice could not be saved, and keeps the one in force', async () => {
    const api = accountApi({
      get: { '/ravelry/status': linked },
      put: () => Promise.reject(serverError(500, 'Internal server error')),
    });
    renderApp('/settings/sync', { user: knitter, api });
    const ravelry = await card();
    const select = ravelry.getByRole('combobox', { name: AUTO_SYNC_TEXTS.label });
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'Weekly' }));
    expect(await screen.findByText(AUTO_SYNC_TEXTS.saveFailed)).toBeInTheDocument();
    expect(select).toHaveTextContent('Off');
  });

  it('is not offered on a broken link', async () => {
    renderApp('/settings/sync', {
      user: knitter,
      api: accountApi({ get: { '/ravelry/status': { ...linked, broken: true } } }),
    });
    const ravelry = await card();
    expect(ravelry.queryByRole('combobox', { name: AUTO_SYNC_TEXTS.label })).not.toBeInTheDocument();
  });
});
