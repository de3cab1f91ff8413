import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVENTORY_API } from '@yarn-mgmt/contracts';
import {
  createFakeApi,
  failWith,
  renderWithProviders,
  searchableStash,
  type FakeApiRoutes,
} from '@yarn-mgmt/testing/web';
import { PATTERN_ID, patternFixture, yarnFixture } from '../../../test/fixtures';
import { StartProjectDialog } from './start-project-dialog';

const yarn = [yarnFixture(1, { colorway: 'Ocean', remaining_yardage: 630 }), yarnFixture(2), yarnFixture(3)];
const newProject = '88888888-8888-4888-8888-888888888888';

function renderDialog(routes: FakeApiRoutes = {}) {
  const onClose = jest.fn();
  const api = createFakeApi({
    ...routes,
    get: { [INVENTORY_API.yarn]: { yarn, total: 3 }, ...routes.get },
  });
  const result = renderWithProviders(
    <StartProjectDialog pattern={patternFixture()} open onClose={onClose} />,
    {
      path: `/patterns/${PATTERN_ID}`,
      api,
    },
  );
  return { ...result, api, onClose, dialog: screen.getByRole('dialog', { name: 'Start Project' }) };
}

const posted = (api: ReturnType<typeof createFakeApi>) => api.post.mock.calls[0]?.[1];

describe('StartProjectDialog', () => {
  it('names the project "{title} Project" when the name is left blank, and opens the new project', async () => {
    const { api, dialog, currentPath } = renderDialog({ post: { '/projects': { id: newProject } } });
    expect(within(dialog).getByLabelText('Project Name')).toHaveAttribute('placeholder', 'Flax Project');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(currentPath()).toBe(`/projects/${newProject}`));
    expect(posted(api)).toEqual({
      pattern_id: PATTERN_ID,
      project_name: 'Flax Project',
      yarn_inventory_ids: [],
      status: 'queued',
    });
  });

  it('lists the yarn as "brand line - colorway (N yards available)", sums up the choice and sends it', async () => {
    const { api, dialog } = renderDialog({ post: { '/projects': { id: newProject } } });
    expect(api.get).toHaveBeenCalledWith(INVENTORY_API.yarn, { params: { limit: 100 } });
    fireEvent.change(within(dialog).getByLabelText('Project Name'), { target: { value: 'Sweater for Sam' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Select Yarn (optional)' }));
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(await within(listbox).findByText('Malabrigo Rios - Ocean (630 yards available)'));
    fireEvent.click(within(listbox).getByText('Malabrigo Rios - Colour 3 (630 yards available)'));
    fireEvent.keyDown(listbox, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('combobox', { name: 'Select Yarn (optional)' })).toHaveTextContent(
      '2 yarn(s) selected',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(posted(api)).toMatchObject({
      project_name: 'Sweater for Sam',
      yarn_inventory_ids: [yarn[0]?.id, yarn[2]?.id],
    });
  });

  it("keeps the dialog open with the server's error when the projects service is down", async () => {
    const { dialog, currentPath, onClose } = renderDialog({
      post: { '/projects': failWith(503, 'The projects service is unavailable') },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await within(dialog).findByText('The projects service is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Start Project' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/patterns/${PATTERN_ID}`);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('still creates a project without yarn when the stash cannot be loaded', async () => {
    const { dialog, api } = renderDialog({
      get: { [INVENTORY_API.yarn]: failWith(503, 'The inventory service is unavailable') },
      post: { '/projects': { id: newProject } },
    });
    expect(await within(dialog).findByText(/Could not load your yarn/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
  });

  it('searches a stash of 300 as the user types, so the oldest yarn can be picked, and keeps the choice', async () => {
    const stash = Array.from({ length: 300 }, (_, i) => yarnFixture(i + 1));
    const { api, dialog } = renderDialog({
      get: { [INVENTORY_API.yarn]: searchableStash(stash) },
      post: { '/projects': { id: newProject } },
    });
    expect(
      await within(dialog).findByText('Showing the 100 most recent of 300: search to find the others'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search your stash' }), {
      target: { value: 'Colour 300' },
    });
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(INVENTORY_API.yarn, {
        params: { limit: 100, search: 'Colour 300' },
      }),
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Select Yarn (optional)' }));
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(await within(listbox).findByText(/^Malabrigo Rios - Colour 300 /));
    fireEvent.keyDown(listbox, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // Another search: the chosen yarn is still listed, checked, and still sent.
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search your stash' }), {
      target: { value: 'Colour 1' },
    });
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(INVENTORY_API.yarn, {
        params: { limit: 100, search: 'Colour 1' },
      }),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Select Yarn (optional)' })).toHaveTextContent(
      '1 yarn(s) selected',
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Select Yarn (optional)' }));
    const again = await screen.findByRole('listbox');
    expect(within(again).getByRole('option', { name: /Colour 300 / })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.keyDown(again, { key: 'Escape' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(posted(api)).toMatchObject({ yarn_inventory_ids: [stash[299]?.id] });
  });

  it('says when nothing in the stash matches the search', async () => {
    const { dialog } = renderDialog({
      get: {
        [INVENTORY_API.yarn]: (options?: { params?: { search?: string } }) =>
          options?.params?.search ? { yarn: [], total: 0 } : { yarn, total: 3 },
      },
    });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search your stash' }), {
      target: { value: 'Mohair' },
    });
    expect(await within(dialog).findByText('No yarn in your stash matches "Mohair"')).toBeInTheDocument();
  });

  it('closes on Cancel', () => {
    const { dialog, onClose } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
