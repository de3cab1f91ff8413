import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EXTERNAL_REVIEW_TEXTS as T,
  type ExternalReview,
  type RavelryStatus,
  type RavelrySyncStatus,
} from '@yarn-mgmt/contracts';
import {
  accountApi,
  nothingToReview as nothing,
  ravelryStatus,
  ravelrySyncIdle,
  serverError,
} from '../../../test/account-api';
import { knitter, renderApp } from '../../../test/render-app';

afterEach(() => localStorage.clear());

const reviewPath = '/yarn/external-review?source=ravelry';
const conflictId = '0b7e5a1c-1f4e-4c2a-9a51-3f1d2c9e8a01';
const missingId = '5d2c8e9f-7a61-4b3e-8c0d-2e4f6a8b0c12';
const withConflict: ExternalReview = {
  ...nothing,
  conflicts: [
    {
      id: conflictId,
      label: 'Malabrigo Rios - Azul here',
      external_id: '9',
      source: 'ravelry',
      fields: [
        { name: 'colorway', label: 'Colorway', local: 'Azul here', provider: 'Azul Profundo' },
        { name: 'skeins_total', label: 'Skeins', local: 3, provider: 5 },
        { name: 'dye_lot', label: 'Dye lot', local: null, provider: 'L9' },
      ],
    },
  ],
  total: { conflicts: 1, missing: 0 },
};
const withMissing: ExternalReview = {
  ...nothing,
  missing: [
    {
      id: missingId,
      label: 'Cascade 220 - Teal',
      external_id: '12',
      source: 'ravelry',
      missing_since: '2026-03-05T12:30:00.000Z',
    },
  ],
  total: { conflicts: 0, missing: 1 },
};
const linked: RavelryStatus = {
  ...ravelryStatus,
  connected: true,
  username: 'purlqueen',
  connectedAt: '2026-03-04T10:00:00.000Z',
};

const reviewSection = async () => within(await screen.findByRole('region', { name: T.title }));
const radio = (card: HTMLElement, field: string, side: RegExp) =>
  within(within(card).getByRole('radiogroup', { name: field })).getByRole('radio', { name: side });

describe('Needs your review on /settings/sync', () => {
  it('shows both versions of every differing field, the version here chosen', async () => {
    renderApp('/settings/sync', { user: knitter, api: accountApi({ get: { [reviewPath]: withConflict } }) });
    const section = await reviewSection();
    const card = await section.findByRole('article', { name: 'Malabrigo Rios - Azul here' });
    expect(section.getByText(T.conflictIntro('ravelry'))).toBeInTheDocument();
    expect(radio(card, 'Colorway', /^Here\s*Azul here$/)).toBeChecked();
    expect(radio(card, 'Colorway', /^On Ravelry\s*Azul Profundo$/)).not.toBeChecked();
    expect(radio(card, 'Skeins', /^Here\s*3$/)).toBeChecked();
    expect(radio(card, 'Skeins', /^On Ravelry\s*5$/)).toBeInTheDocument();
    // An empty value reads as a dash.
    expect(radio(card, 'Dye lot', /^Here\s*-$/)).toBeChecked();
    expect(radio(card, 'Dye lot', /^On Ravelry\s*L9$/)).toBeInTheDocument();
    // The rest of the page is there too.
    expect(screen.getByRole('region', { name: 'Ravelry' })).toBeInTheDocument();
  });

  it('saves each field as chosen, says so, and the resolved entry leaves the list', async () => {
    let review = withConflict;
    const api = accountApi({
      get: { [reviewPath]: () => review },
      post: () => {
        review = nothing;
        return Promise.resolve({ id: conflictId, message: T.resolved('Malabrigo Rios - Azul Profundo') });
      },
    });
    renderApp('/settings/sync', { user: knitter, api });
    const card = await (await reviewSection()).findByRole('article', { name: 'Malabrigo Rios - Azul here' });
    await userEvent.click(radio(card, 'Colorway', /^On Ravelry/));
    await userEvent.click(radio(card, 'Dye lot', /^On Ravelry/));
    expect(radio(card, 'Colorway', /^Here/)).not.toBeChecked();
    await userEvent.click(within(card).getByRole('button', { name: T.keepChosen }));
    expect(api.post).toHaveBeenCalledWith(`/yarn/${conflictId}/external-resolve`, {
      choices: { colorway: 'provider', skeins_total: 'local', dye_lot: 'provider' },
    });
    expect(
      await screen.findByText('Kept your choices for Malabrigo Rios - Azul Profundo'),
    ).toBeInTheDocument();
    expect(await screen.findByText(T.empty('ravelry'))).toBeInTheDocument();
  });

  it('says when a choice cannot be saved, and asks for the list again', async () => {
    let review = withConflict;
    const api = accountApi({
      get: { [reviewPath]: () => review },
      post: () => {
        // Resolved meanwhile in another tab.
        review = nothing;
        return Promise.reject(serverError(404, 'This item has no sync conflict to resolve'));
      },
    });
    renderApp('/settings/sync', { user: knitter, api });
    const card = await (await reviewSection()).findByRole('article', { name: 'Malabrigo Rios - Azul here' });
    await userEvent.click(within(card).getByRole('button', { name: T.keepChosen }));
    expect(await screen.findByText(T.actionFailed)).toBeInTheDocument();
    expect(await screen.findByText(T.empty('ravelry'))).toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    renderApp('/settings/sync', { user: knitter, api: accountApi({ get: { [reviewPath]: nothing } }) });
    expect(await (await reviewSection()).findByText(T.empty('ravelry'))).toBeInTheDocument();
    expect(screen.getByText('Nothing to review: every synced item matches Ravelry')).toBeInTheDocument();
  });

  it('lists an entry gone from Ravelry with a link to it, and keeps it as the user own', async () => {
    let review = withMissing;
    const api = accountApi({
      get: { [reviewPath]: () => review },
      post: () => {
        review = nothing;
        return Promise.resolve({ id: missingId, message: T.unlinked('Cascade 220 - Teal', 'ravelry') });
      },
    });
    renderApp('/settings/sync', { user: knitter, api });
    const card = within(await (await reviewSection()).findByRole('article', { name: 'Cascade 220 - Teal' }));
    expect(card.getByText(/^No longer on Ravelry · Missing since Mar 05, 2026$/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Cascade 220 - Teal' })).toHaveAttribute(
      'href',
      `/yarn/${missingId}`,
    );
    await userEvent.click(card.getByRole('button', { name: T.keepAsOwn }));
    expect(api.post).toHaveBeenCalledWith(`/yarn/${missingId}/external-unlink`);
    expect(
      await screen.findByText('Cascade 220 - Teal is now your own: no longer linked to Ravelry'),
    ).toBeInTheDocument();
    expect(await screen.findByText(T.empty('ravelry'))).toBeInTheDocument();
  });

  it('says when the review cannot be loaded, and the sync controls still work', async () => {
    const api = accountApi({
      get: { [reviewPath]: serverError(503, 'Service unavailable'), '/ravelry/status': linked },
    });
    renderApp('/settings/sync', { user: knitter, api });
    expect(
      await screen.findByText(
        'Could not load the yarn review: the inventory is unavailable',
        {},
        { timeout: 4_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync Now' })).toBeEnabled();
  });

  it('asks for the review again when a sync completes', async () => {
    let review = nothing;
    let job: RavelrySyncStatus = ravelrySyncIdle;
    const api = accountApi({
      get: { [reviewPath]: () => review, '/ravelry/status': linked, '/ravelry/sync': () => job },
      post: () => {
        job = { ...ravelrySyncIdle, state: 'active', progress: 'stash 1 of 2' };
        return Promise.resolve(job);
      },
    });
    renderApp('/settings/sync', { user: knitter, api });
    expect(await screen.findByText(T.empty('ravelry'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sync Now' }));
    review = withConflict;
    job = {
      ...ravelrySyncIdle,
      state: 'completed',
      summary: { created: 0, updated: 0, unchanged: 1, conflicts: 1, missing: 0, seconds: 1 },
    };
    expect(
      await screen.findByRole('article', { name: 'Malabrigo Rios - Azul here' }, { timeout: 4_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(T.empty('ravelry'))).not.toBeInTheDocument());
  });

  describe('patterns and projects', () => {
    const patternPath = '/patterns/external-review?source=ravelry';
    const projectPath = '/projects/external-review?source=ravelry';
    const patternId = '7a1e3c5d-2b4f-4e6a-8c1d-9f0b2a4c6e81';
    const projectId = '3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13';
    const patternConflict: ExternalReview = {
      ...nothing,
      conflicts: [
        {
          id: patternId,
          label: 'Flax',
          external_id: '1234',
          source: 'ravelry',
          fields: [{ name: 'title', label: 'Title', local: 'Flax', provider: 'Flax Light' }],
        },
      ],
      total: { conflicts: 1, missing: 0 },
    };
    const projectMissing: ExternalReview = {
      ...nothing,
      missing: [
        {
          id: projectId,
          label: 'Cowl for Mum',
          external_id: '98765',
          source: 'ravelry',
          missing_since: '2026-03-06T09:00:00.000Z',
        },
      ],
      total: { conflicts: 0, missing: 1 },
    };
    const group = async (kind: string) =>
      within(await (await reviewSection()).findByRole('region', { name: kind }));

    it('groups the review by kind, each entry a link to its page', async () => {
      renderApp('/settings/sync', {
        user: knitter,
        api: accountApi({
          get: { [reviewPath]: withConflict, [patternPath]: patternConflict, [projectPath]: projectMissing },
        }),
      });
      const section = await reviewSection();
      expect(
        (await section.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent),
      ).toEqual(['Yarn', 'Patterns', 'Projects']);
      expect((await group('Yarn')).getByRole('link', { name: 'Malabrigo Rios - Azul here' })).toHaveAttribute(
        'href',
        `/yarn/${conflictId}`,
      );
      const patterns = await group('Patterns');
      expect(patterns.getByRole('link', { name: 'Flax' })).toHaveAttribute('href', `/patterns/${patternId}`);
      expect(
        radio(patterns.getByRole('article', { name: 'Flax' }), 'Title', /^On Ravelry\s*Flax Light$/),
      ).not.toBeChecked();
      const projects = await group('Projects');
      expect(projects.getByRole('link', { name: 'Cowl for Mum' })).toHaveAttribute(
        'href',
        `/projects/${projectId}`,
      );
      expect(projects.getByText(/^No longer on Ravelry · Missing since Mar 06, 2026$/)).toBeInTheDocument();
    });

    it("resolves a pattern and keeps a project as the user's own through their services", async () => {
      let patterns = patternConflict;
      let projects = projectMissing;
      const api = accountApi({
        get: { [patternPath]: () => patterns, [projectPath]: () => projects },
        post: (path: string) => {
          if (path.startsWith('/patterns/')) {
            patterns = nothing;
            return Promise.resolve({ id: patternId, message: T.resolved('Flax Light') });
          }
          projects = nothing;
          return Promise.resolve({ id: projectId, message: T.unlinked('Cowl for Mum', 'ravelry') });
        },
      });
      renderApp('/settings/sync', { user: knitter, api });
      const card = (await group('Patterns')).getByRole('article', { name: 'Flax' });
      await userEvent.click(radio(card, 'Title', /^On Ravelry/));
      await userEvent.click(within(card).getByRole('button', { name: T.keepChosen }));
      expect(api.post).toHaveBeenCalledWith(`/patterns/${patternId}/external-resolve`, {
        choices: { title: 'provider' },
      });
      expect(await screen.findByText('Kept your choices for Flax Light')).toBeInTheDocument();
      await userEvent.click((await group('Projects')).getByRole('button', { name: T.keepAsOwn }));
      expect(api.post).toHaveBeenCalledWith(`/projects/${projectId}/external-unlink`);
      expect(
        await screen.findByText('Cowl for Mum is now your own: no longer linked to Ravelry'),
      ).toBeInTheDocument();
      expect(await screen.findByText(T.empty('ravelry'))).toBeInTheDocument();
    });

    it('says which kind cannot be loaded, and the other kinds still show', async () => {
      renderApp('/settings/sync', {
        user: knitter,
        api: accountApi({
          get: { [reviewPath]: withConflict, [patternPath]: serverError(503, 'Service unavailable') },
        }),
      });
      const patterns = await group('Patterns');
      expect(
        await patterns.findByText(
          'Could not load the pattern review: the patterns service is unavailable',
          {},
          { timeout: 4_000 },
        ),
      ).toBeInTheDocument();
      expect(
        (await group('Yarn')).getByRole('article', { name: 'Malabrigo Rios - Azul here' }),
      ).toBeInTheDocument();
      // Projects have nothing to review: no group, and not the whole review's 'nothing to review' either.
      expect(screen.queryByRole('region', { name: 'Projects' })).not.toBeInTheDocument();
      expect(screen.queryByText(T.empty('ravelry'))).not.toBeInTheDocument();
    });
  });
});
