import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVENTORY_API, newProjectHandoff, PATTERNS_API, PROJECTS_API } from '@yarn-mgmt/contracts';
import {
  createFakeApi,
  failWith,
  renderWithProviders,
  searchableStash,
  type FakeApiRoutes,
} from '@yarn-mgmt/testing/web';
import { PATTERN_ID, patternOption, PROJECT_ID, projectFixture, yarnOption } from '../../../test/fixtures';
import { ProjectCreatePage, ProjectEditPage } from './project-form-page';

const saved = projectFixture();
const lists = {
  [PATTERNS_API.patterns]: {
    patterns: [
      patternOption(),
      patternOption({ id: PROJECT_ID, title: 'Hitchhiker', sizes_available: [], craft_type: 'crochet' }),
    ],
    total: 2,
  },
  [INVENTORY_API.yarn]: { yarn: [yarnOption(1), yarnOption(2)], total: 2 },
};

function renderCreate(state?: unknown, routes: FakeApiRoutes = {}) {
  const api = createFakeApi({ ...routes, get: { ...lists, ...routes.get } });
  return { ...renderWithProviders(<ProjectCreatePage />, { path: '/projects/new', api, state }), api };
}

const body = (api: ReturnType<typeof createFakeApi>) =>
  api.post.mock.calls[0]?.[1] as Record<string, unknown>;
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create Project' }));

describe('ProjectCreatePage', () => {
  it("validates with the contract's schema: a name is needed without a pattern", async () => {
    const { api, container } = renderCreate();
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-remote', 'mf_projects');
    create();
    expect(await screen.findByText('Project name is required')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('starts from the pattern it was handed: its title, sizes and a blank name meaning "{title} Project"', async () => {
    const { api, currentPath } = renderCreate(
      newProjectHandoff({
        pattern: { id: PATTERN_ID, title: 'Flax', sizes_available: ['S', 'M'], craft_type: 'knitting' },
      }),
      { post: { [PROJECTS_API.projects]: saved } },
    );
    expect(screen.getByRole('combobox', { name: 'Pattern' })).toHaveValue('Flax');
    expect(screen.getByLabelText('Project Name')).toHaveAttribute('placeholder', 'Flax Project');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Size' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Not chosen',
      'S',
      'M',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'M' }));
    create();
    await waitFor(() => expect(currentPath()).toBe(`/projects/${PROJECT_ID}`));
    expect(body(api)).toMatchObject({
      pattern_id: PATTERN_ID,
      name: null,
      size: 'M',
      status: 'queued',
      craft_type: 'knitting',
      yarn_inventory_ids: [],
    });
    expect(await screen.findByText('Project created')).toBeInTheDocument();
  });

  it('searches a stash of 300 as the user types, so the oldest yarn can be reserved', async () => {
    const stash = Array.from({ length: 300 }, (_, i) => yarnOption(i + 1));
    const { api } = renderCreate(undefined, {
      get: { [INVENTORY_API.yarn]: searchableStash(stash) },
      post: { [PROJECTS_API.projects]: saved },
    });
    expect(
      await screen.findByText('Showing the 100 most recent of 300: search to find the others'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your stash' }), {
      target: { value: 'Colour 300' },
    });
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(INVENTORY_API.yarn, {
        params: { limit: 100, search: 'Colour 300' },
      }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Select Yarn (optional)' }));
    fireEvent.click(await screen.findByRole('option', { name: /^Malabrigo Rios - Colour 300 / }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'Old yarn hat' } });
    create();
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(body(api)).toMatchObject({ yarn_inventory_ids: [stash[299]?.id] });
  });

  it('ignores a handed state of another version, as if the page had been opened directly', () => {
    renderCreate({ v: 2, pattern: { id: PATTERN_ID, title: 'Flax' } });
    expect(screen.getByRole('combobox', { name: 'Pattern' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Select Yarn (optional)' })).not.toHaveTextContent(
      'selected',
    );
  });

  it('starts with the yarn it was handed selected, and reserves what is chosen', async () => {
    const { api } = renderCreate(newProjectHandoff({ yarn: { id: yarnOption(2).id } }), {
      post: { [PROJECTS_API.projects]: saved },
    });
    const yarn = screen.getByRole('combobox', { name: 'Select Yarn (optional)' });
    expect(yarn).toHaveTextContent('1 yarn(s) selected');
    fireEvent.mouseDown(yarn);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Malabrigo Rios - Colour 1 (630 yards available)' }),
    );
    expect(yarn).toHaveTextContent('2 yarn(s) selected');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'Sam’s hat' } });
    create();
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(body(api)).toMatchObject({
      name: 'Sam’s hat',
      pattern_id: null,
      yarn_inventory_ids: [yarnOption(2).id, yarnOption(1).id],
    });
  });

  it('picks a pattern from the library, taking its craft', async () => {
    const { api } = renderCreate(undefined, { post: { [PROJECTS_API.projects]: saved } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Pattern' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hitchhiker' }));
    expect(screen.getByLabelText('Project Name')).toHaveAttribute('placeholder', 'Hitchhiker Project');
    create();
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(body(api)).toMatchObject({ pattern_id: PROJECT_ID, craft_type: 'crochet' });
    expect(api.get).toHaveBeenCalledWith(PATTERNS_API.patterns, {
      params: { sort: 'title', order: 'asc', limit: 100, search: undefined },
    });
  });

  it("shows the server's field errors on their fields", async () => {
    renderCreate(undefined, {
      post: {
        [PROJECTS_API.projects]: failWith(400, 'Validation failed', {
          fieldErrors: { recipient: ['Recipient is too long'] },
        }),
      },
    });
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'Hat' } });
    create();
    expect(await screen.findByText('Recipient is too long')).toBeInTheDocument();
    expect(screen.getByText('Validation failed')).toBeInTheDocument();
  });
});

describe('ProjectEditPage', () => {
  function renderEdit(routes: FakeApiRoutes = {}) {
    const api = createFakeApi({
      ...routes,
      get: { ...lists, [PROJECTS_API.project(PROJECT_ID)]: saved, ...routes.get },
    });
    const page = renderWithProviders(<ProjectEditPage />, {
      path: `/projects/${PROJECT_ID}/edit`,
      route: '/projects/:id/edit',
      api,
    });
    return { ...page, api };
  }

  it('edits the saved values and opens the project', async () => {
    const { api, currentPath } = renderEdit({
      patch: { [PROJECTS_API.project(PROJECT_ID)]: { ...saved, recipient: 'Sam' } },
    });
    expect(await screen.findByLabelText('Project Name')).toHaveValue('Flax for Sam');
    expect(screen.queryByRole('combobox', { name: 'Select Yarn (optional)' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveTextContent('M');
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'Sam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(currentPath()).toBe(`/projects/${PROJECT_ID}`));
    expect(api.patch.mock.calls[0]?.[1]).toMatchObject({
      name: 'Flax for Sam',
      recipient: 'Sam',
      start_date: '2026-01-05',
    });
    expect(await screen.findByText('Project updated')).toBeInTheDocument();
  });

  it('keeps a name: an emptied one is refused before any call', async () => {
    const { api } = renderEdit();
    fireEvent.change(await screen.findByLabelText('Project Name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Project name is required')).toBeInTheDocument();
    expect(api.patch).not.toHaveBeenCalled();
  });

  it('says "Project not found" for a missing project', async () => {
    renderEdit({ get: { [PROJECTS_API.project(PROJECT_ID)]: failWith(404, 'Project not found') } });
    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    expect(within(document.body).getByRole('button', { name: 'Back to Projects' })).toBeInTheDocument();
  });
});
