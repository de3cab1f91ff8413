import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RAVELRY_SYNC_MESSAGES, type RavelrySyncStatus } from '@yarn-mgmt/contracts';
import { accountApi, ravelryLinked, ravelrySyncIdle } from '../test/account-api';
import { knitter, renderApp } from '../test/render-app';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

const linked = ravelryLinked;

describe('Sync Now on the settings page (the queued sync)', () => {
  const summary = { created: 12, updated: 3, unchanged: 97, conflicts: 0, missing: 0, seconds: 61.2 };
  const job = (
    state: RavelrySyncStatus['state'],
    extra: Partial<RavelrySyncStatus> = {},
  ): RavelrySyncStatus => ({
    ...ravelrySyncIdle,
    state,
    ...extra,
  });
  const poll = { timeout: 4_000 };

  it("reads 'Syncing...' with the job's progress until it ends, then the spec's toast, what changed and the new last sync", async () => {
    const states = [
      job('active', { progress: 'stash 40 of 112' }),
      job('completed', { summary, lastSync: '2026-03-07T12:15:00.000Z' }),
    ];
    let current = job('idle');
    let status = linked;
    const api = accountApi({
      get: { '/ravelry/status': () => status, '/ravelry/sync': () => current },
      post: () => {
        current = states.shift()!;
        return Promise.resolve(job('waiting'));
      },
    });
    renderApp('/settings', { user: knitter, api });
    const card = within(await screen.findByRole('region', { name: 'Ravelry account' }));
    await userEvent.click(card.getByRole('button', { name: 'Sync Now' }));
    expect(api.post).toHaveBeenCalledWith('/ravelry/sync');
    expect(await card.findByRole('button', { name: 'Syncing...' })).toBeDisabled();
    expect(await card.findByText('stash 40 of 112', {}, poll)).toBeInTheDocument();
    current = states.shift()!;
    status = { ...linked, lastSync: '2026-03-07T12:15:00.000Z' };
    expect(await screen.findByText('Ravelry sync completed successfully', {}, poll)).toBeInTheDocument();
    expect(card.getByText('12 added, 3 updated, nothing else changed')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Sync Now' })).toBeEnabled();
    expect(await card.findByText(/^Last sync: Mar 7, \d{1,2}:15 [AP]M$/)).toBeInTheDocument();
  });

  it('follows the sync it started when a read of the job sent before Sync Now answers after it', async () => {
    // The page's first read of the job is still on its way when the knitter presses Sync Now; it answers 'idle'
    // (as things were when it was sent) after the sync was queued, and must not end the sync being followed.
    let answerFirstRead: (status: RavelrySyncStatus) => void = () => {};
    const firstRead = new Promise<RavelrySyncStatus>((resolve) => (answerFirstRead = resolve));
    let reads = 0;
    let current = job('idle');
    const api = accountApi({
      get: {
        '/ravelry/status': linked,
        '/ravelry/sync': () => (++reads === 1 ? firstRead : current),
      },
      post: () => {
        current = job('completed', { summary });
        return Promise.resolve(job('waiting'));
      },
    });
    renderApp('/settings', { user: knitter, api });
    const card = within(await screen.findByRole('region', { name: 'Ravelry account' }));
    await userEvent.click(card.getByRole('button', { name: 'Sync Now' }));
    expect(await card.findByRole('button', { name: 'Syncing...' })).toBeDisabled();
    answerFirstRead(job('idle'));
    expect(await screen.findByText('Ravelry sync completed successfully', {}, poll)).toBeInTheDocument();
    expect(card.getByText('12 added, 3 updated, nothing else changed')).toBeInTheDocument();
  });

  it("says 'no changes' when a sync changed nothing", async () => {
    let current = job('idle');
    const api = accountApi({
      get: { '/ravelry/status': linked, '/ravelry/sync': () => current },
      post: () => {
        current = job('completed', { summary: { ...summary, created: 0, updated: 0 } });
        return Promise.resolve(job('active', { progress: 'stash 0 of 112' }));
      },
    });
    renderApp('/settings', { user: knitter, api });
    const card = within(await screen.findByRole('region', { name: 'Ravelry account' }));
    await userEvent.click(card.getByRole('button', { name: 'Sync Now' }));
    expect(await screen.findByText('Ravelry sync completed successfully', {}, poll)).toBeInTheDocument();
    expect(card.getByText('no changes')).toBeInTheDocument();
  });

  it("says 'Failed to sync Ravelry data' and why when the job fails", async () => {
    let current = job('idle');
    const api = accountApi({
      get: { '/ravelry/status': linked, '/ravelry/sync': () => current },
      post: () => {
        current = job('failed', { error: RAVELRY_SYNC_MESSAGES.refused });
        return Promise.resolve(job('waiting'));
      },
    });
    renderApp('/settings', { user: knitter, api });
    const card = within(await screen.findByRole('region', { name: 'Ravelry account' }));
    await userEvent.click(card.getByRole('button', { name: 'Sync Now' }));
    expect(await screen.findByText('Failed to sync Ravelry data', {}, poll)).toBeInTheDocument();
    expect(card.getByText(RAVELRY_SYNC_MESSAGES.refused)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Sync Now' })).toBeEnabled();
  });

  it("reads 'Syncing...' on arrival while a sync started elsewhere still runs", async () => {
    const api = accountApi({
      get: { '/ravelry/status': linked, '/ravelry/sync': job('active', { progress: 'stash 5 of 9' }) },
    });
    renderApp('/settings', { user: knitter, api });
    const card = within(await screen.findByRole('region', { name: 'Ravelry account' }));
    expect(await card.findByRole('button', { name: 'Syncing...' })).toBeDisabled();
    expect(card.getByText('stash 5 of 9')).toBeInTheDocument();
  });
});
