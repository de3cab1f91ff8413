import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RavelryOptions, RavelryStatus } from '@yarn-mgmt/contracts';
import { accountApi, ravelryLinked, ravelryStatus, serverError } from '../test/account-api';
import { knitter, renderApp } from '../test/render-app';
import { WRITE_BACK_TEXTS } from './ravelry-write-back';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

const linked: RavelryStatus = { ...ravelryLinked, autoSync: 'off', writeBack: false };
const writeBackSwitch = () => screen.findByRole('switch', { name: WRITE_BACK_TEXTS.label });

describe('Write back to Ravelry (/settings/integrations/ravelry)', () => {
  it('is off at first, says what it does, and turning it on is saved at once', async () => {
    const api = accountApi({
      get: { '/ravelry/status': linked },
      put: () =>
        Promise.resolve({ autoSync: 'off', writeBack: true, nextSync: null } satisfies RavelryOptions),
    });
    renderApp('/settings/integrations/ravelry', { user: knitter, api });
    const toggle = await writeBackSwitch();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(WRITE_BACK_TEXTS.helper);
    expect(WRITE_BACK_TEXTS.helper).toBe(
      'Send skeins used and notes back to Ravelry for yarn imported from there',
    );
    await userEvent.click(toggle);
    expect(api.put).toHaveBeenCalledWith('/ravelry/options', { writeBack: true });
    expect(await writeBackSwitch()).toBeChecked();
  });

  it('shows it on when saved on, and keeps it when turning it off could not be saved', async () => {
    const api = accountApi({
      get: { '/ravelry/status': { ...linked, writeBack: true } },
      put: () => Promise.reject(serverError(500, 'Internal server error')),
    });
    renderApp('/settings/integrations/ravelry', { user: knitter, api });
    const toggle = await writeBackSwitch();
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText(WRITE_BACK_TEXTS.saveFailed)).toBeInTheDocument();
    expect(await writeBackSwitch()).toBeChecked();
  });

  it('is not offered without a working link', async () => {
    for (const status of [ravelryStatus, { ...linked, broken: true }]) {
      const view = renderApp('/settings/integrations/ravelry', {
        user: knitter,
        api: accountApi({ get: { '/ravelry/status': status } }),
      });
      expect(await screen.findByRole('heading', { name: 'Ravelry Integration' })).toBeInTheDocument();
      expect(screen.queryByRole('switch', { name: WRITE_BACK_TEXTS.label })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
