import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROJECTS_API } from '@yarn-mgmt/contracts';
import type { RequestOptions } from '@yarn-mgmt/web-platform';
import { failWith, pending } from '@yarn-mgmt/testing/web';
import { countsFixture, numberedProject } from '../../../test/fixtures';
import { empty, lastParams, renderList } from './list-test-kit';

const column = (label: string) => screen.getByRole('region', { name: `${label} column` });

describe('ProjectListPage', () => {
  it('shows skeletons while loading, on a page root marked with the remote', () => {
    const { container } = renderList(pending);
    expect(screen.getAllByTestId('project-skeleton')).toHaveLength(6);
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-remote', 'mf_projects');
  });

  it('says there are no projects yet, asking for every status, newest update first, a board at a time', async () => {
    const { api, currentPath } = renderList(empty);
    expect(await screen.findByText('No projects yet. Start your first project!')).toBeInTheDocument();
    expect(lastParams(api)).toEqual({ sort: 'updated_at', limit: 500, offset: 0 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Create Project' })[1]);
    expect(currentPath()).toBe('/projects/new');
  });

  it.each([
    ['active', 'Active', 'No active projects'],
    ['completed', 'Completed', 'No completed projects'],
    ['hibernating', 'On Hold', 'No on-hold projects'],
    ['queued', 'Queue', 'No queued projects'],
    ['frogged', 'Frogged', 'No frogged projects'],
    ['in_progress', 'Active', 'No active projects'],
  ])('?status=%s selects the %s tab and says "%s"', async (param, tab, text) => {
    const { api } = renderList(empty, {}, `/projects?status=${param}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(tab);
    expect(lastParams(api)).toMatchObject({ status: param === 'in_progress' ? 'active' : param });
  });

  it('shows a count chip on every tab, and a tab click asks for its status', async () => {
    const counts = countsFixture({ all: 9, queued: 4, active: 2, hibernating: 1, completed: 1, frogged: 1 });
    const { api } = renderList(empty, { get: { [PROJECTS_API.counts]: counts } });
    await screen.findByText('No projects yet. Start your first project!');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All9', 'Queue4', 'Active2', 'On Hold1', 'Completed1', 'Frogged1']);
    fireEvent.click(screen.getByRole('tab', { name: 'On Hold 1' }));
    expect(await screen.findByText('No on-hold projects')).toBeInTheDocument();
    expect(lastParams(api)).toMatchObject({ status: 'hibernating' });
    fireEvent.click(screen.getByRole('tab', { name: 'All 9' }));
    expect(await screen.findByText('No projects yet. Start your first project!')).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('All');
  });

  it('shows "Error loading projects" when the list fails', async () => {
    renderList(failWith(500, 'Boom'));
    expect(await screen.findByText('Error loading projects')).toBeInTheDocument();
  });

  it('shows the kanban by default: five columns, each card in its status column', async () => {
    renderList({
      projects: [
        numberedProject(1, { status: 'queued' }),
        numberedProject(2, { status: 'active', pattern: { title: 'Hitchhiker', craft_type: 'crochet' } }),
        numberedProject(3, { status: 'frogged' }),
      ],
      total: 3,
    });
    await screen.findByRole('region', { name: 'Project board' });
    const columns = within(screen.getByRole('region', { name: 'Project board' }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(columns).toEqual(['Queue', 'Active', 'On Hold', 'Completed', 'Frogged']);
    expect(within(column('Queue')).getByRole('link', { name: 'Project 1' })).toHaveAttribute(
      'href',
      `/projects/${numberedProject(1).id}`,
    );
    const active = within(column('Active')).getByRole('article', { name: 'Project 2' });
    expect(within(active).getByRole('button', { name: 'Move Project 2' })).toBeInTheDocument();
    expect(within(active).getByText('Hitchhiker')).toBeInTheDocument();
    expect(within(active).getByTestId('craft-other')).toBeInTheDocument();
    expect(within(column('Frogged')).getByText('Project 3')).toBeInTheDocument();
    expect(within(column('On Hold')).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows each project’s progress, and 25 % only when the value is missing', async () => {
    const missing = numberedProject(2, { progress_percentage: undefined as unknown as number });
    renderList({ projects: [numberedProject(1, { progress_percentage: 0 }), missing], total: 2 });
    const first = await screen.findByRole('article', { name: 'Project 1' });
    expect(within(first).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const second = screen.getByRole('article', { name: 'Project 2' });
    expect(within(second).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(second).getByText('25%')).toBeInTheDocument();
  });

  it('offers the five sorts in the Sort menu and asks for the chosen one', async () => {
    const { api } = renderList(empty);
    await screen.findByText('No projects yet. Start your first project!');
    fireEvent.click(screen.getByRole('button', { name: 'Sort: Recently Updated' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Recently Updated',
      'Recently Added',
      'Priority',
      'Project Name',
      'Target Date',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Priority' }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ sort: 'priority' }));
    expect(screen.getByRole('button', { name: 'Sort: Priority' })).toBeInTheDocument();
  });

  it('sends the filters to the list and to the tab counts, and says when nothing matches', async () => {
    const { api } = renderList((options?: RequestOptions) =>
      options?.params?.recipient ? empty : { projects: [numberedProject(1)], total: 1 },
    );
    await screen.findByText('Project 1');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('region', { name: 'Filters' });
    for (const [label, value] of [
      ['Search projects', 'flax'],
      ['Pattern', 'Flax'],
      ['Recipient', ' Sam '],
      ['Yarn', 'Rios'],
      ['Start date from', '2026-01-01'],
      ['Start date to', '2026-02-01'],
    ]) {
      fireEvent.change(within(panel).getByLabelText(label), { target: { value } });
    }
    const filters = {
      search: 'flax',
      pattern: 'Flax',
      recipient: 'Sam',
      yarn: 'Rios',
      start_from: '2026-01-01',
      start_to: '2026-02-01',
    };
    expect(await screen.findByText('No projects match these filters')).toBeInTheDocument();
    expect(lastParams(api)).toEqual({ ...filters, sort: 'updated_at', limit: 500, offset: 0 });
    expect(lastParams(api, PROJECTS_API.counts)).toEqual(filters);
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(await screen.findByText('Project 1')).toBeInTheDocument();
  });

  it('shows the list view as rows, paging by 50 as the user asks for more', async () => {
    const { api } = renderList((options?: RequestOptions) =>
      Number(options?.params?.offset) === 0
        ? { projects: [numberedProject(1, { status: 'completed' })], total: 2 }
        : { projects: [numberedProject(2)], total: 2 },
    );
    await screen.findByText('Project 1');
    fireEvent.click(screen.getByRole('button', { name: 'list view' }));
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(within(table).getByRole('link', { name: 'Project 1' })).toBeInTheDocument();
    expect(within(table).getByText('Completed')).toBeInTheDocument();
    expect(lastParams(api)).toMatchObject({ limit: 50, offset: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('link', { name: 'Project 2' })).toBeInTheDocument();
    expect(lastParams(api)).toMatchObject({ limit: 50, offset: 1 });
  });

  it('opens the new project page from the floating add button', async () => {
    const { currentPath } = renderList(empty);
    await screen.findByText('No projects yet. Start your first project!');
    fireEvent.click(screen.getByRole('button', { name: 'add project' }));
    expect(currentPath()).toBe('/projects/new');
  });

  it('leaves a card where it was when the drop is cancelled', async () => {
    const { api } = renderList({ projects: [numberedProject(1)], total: 1 });
    const move = await screen.findByRole('button', { name: 'Move Project 1' });
    act(() => move.focus());
    fireEvent.keyDown(move, { key: ' ' });
    fireEvent.keyDown(move, { key: 'ArrowRight' });
    expect(move).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('article', { name: 'Project 1' })).getByText('Moving to Active'),
    ).toBeInTheDocument();
    fireEvent.keyDown(move, { key: 'Escape' });
    expect(screen.getByTestId('board-announcer')).toHaveTextContent(
      'Move cancelled. Project 1 stays in Queue.',
    );
    expect(api.patch).not.toHaveBeenCalled();
    expect(within(column('Queue')).getByRole('article', { name: 'Project 1' })).toBeInTheDocument();
  });
});
