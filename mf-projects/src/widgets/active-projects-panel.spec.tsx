import { fireEvent, screen, within } from '@testing-library/react';
import { PROJECTS_API } from '@yarn-mgmt/contracts';
import { createFakeApi, failWith, renderWithProviders } from '@yarn-mgmt/testing/web';
import { numberedProject } from '../test/fixtures';
import { ActiveProjectsPanel } from './active-projects-panel';

function renderPanel(answer: unknown) {
  const api = createFakeApi({ get: { [PROJECTS_API.projects]: answer } });
  return { ...renderWithProviders(<ActiveProjectsPanel />, { path: '/dashboard', api }), api };
}

describe('ActiveProjectsPanel', () => {
  it('asks for 5 active projects and, with none, offers to create one', async () => {
    const { api, currentPath } = renderPanel({ projects: [], total: 0 });
    expect(screen.getByRole('heading', { name: 'Active Projects' })).toBeInTheDocument();
    expect(await screen.findByText('No active projects. Start a new one!')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(PROJECTS_API.projects, { params: { limit: 5, status: 'active' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(currentPath()).toBe('/projects/new');
  });

  it('shows the empty state when the load fails (the dashboard shows no errors)', async () => {
    renderPanel(failWith(503, 'The projects service is unavailable'));
    expect(await screen.findByText('No active projects. Start a new one!')).toBeInTheDocument();
  });

  it('lists each project: name, pattern title, progress (25 % when missing), craft icon, open button', async () => {
    const knit = numberedProject(1, { status: 'active', progress_percentage: 60 });
    const crochet = numberedProject(2, {
      status: 'active',
      pattern: { title: 'Granny Square', craft_type: 'crochet' },
      progress_percentage: undefined as unknown as number,
    });
    const { currentPath } = renderPanel({ projects: [knit, crochet], total: 2 });
    const first = (await screen.findByText('Project 1')).closest('li')!;
    expect(within(first).getByText('Flax')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(within(first).getByTestId('craft-knitting')).toBeInTheDocument();
    const second = screen.getByText('Project 2').closest('li')!;
    expect(within(second).getByText('Granny Square')).toBeInTheDocument();
    expect(within(second).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(second).getByTestId('craft-other')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Project' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'open Project 2' }));
    expect(currentPath()).toBe(`/projects/${crochet.id}`);
  });

  it('has "New Project" going to /projects/new', async () => {
    const { currentPath } = renderPanel({ projects: [numberedProject(1)], total: 1 });
    await screen.findByText('Project 1');
    fireEvent.click(screen.getByRole('button', { name: 'New Project' }));
    expect(currentPath()).toBe('/projects/new');
  });
});
