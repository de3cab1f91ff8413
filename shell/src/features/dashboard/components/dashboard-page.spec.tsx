import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { ActivityItem, DashboardStats } from '@yarn-mgmt/contracts';
import {
  clickAndSettle,
  fakeApi,
  fakeRoutes,
  knitter,
  renderApp,
  testLoader,
} from '../../../test/render-app';
import { unavailableModule } from '../../../remotes/unavailable-module';

const stats: DashboardStats = {
  totalYarn: 31,
  totalPatterns: 6,
  activeProjects: 2,
  completedProjects: 4,
  degraded: [],
};
const activity: ActivityItem[] = [
  { id: '1', type: 'project', description: 'Started Harbor Cardigan', created_at: '2026-03-05T15:04:00' },
  { id: '2', type: 'yarn', description: 'Added Rios in Azul', created_at: '2026-03-04T09:30:00' },
  { id: '3', type: 'pattern', description: 'Added pattern Ribbed Hat', created_at: '2026-03-03T21:00:00' },
];

function api(answers: { stats?: Error; activity?: unknown } = {}) {
  return fakeApi({
    get: (path) => {
      if (path === '/auth/me') return Promise.resolve(knitter);
      if (path === '/dashboard/stats')
        return answers.stats ? Promise.reject(answers.stats) : Promise.resolve(stats);
      if (path === '/activity/recent')
        return 'activity' in answers ? Promise.resolve(answers.activity) : Promise.resolve(activity);
      return Promise.reject(new Error(`unexpected ${path}`));
    },
  });
}

/** Each remote's dashboard widget names itself; `down` remotes fail to load. */
function widgets(down: string[] = []) {
  return testLoader((remote, expose) => {
    if (down.includes(remote)) return Promise.resolve(unavailableModule(new Error('manifest 404')));
    if (expose === './ActiveProjectsPanel')
      return Promise.resolve({ ActiveProjectsPanel: () => <p>projects panel</p> });
    if (expose === './LowStockPanel') return Promise.resolve({ LowStockPanel: () => <p>low stock panel</p> });
    return Promise.resolve({ routes: fakeRoutes(remote) });
  });
}

const tile = (label: string) =>
  within(within(screen.getByRole('group', { name: 'Summary' })).getByRole('region', { name: label }));
const greeting = () => screen.findByRole('heading', { level: 1, name: 'Welcome back!' });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the dashboard', () => {
  it('greets, shows the four figures, both panels, the quick actions and the activity', async () => {
    renderApp('/dashboard', { user: knitter, api: api(), loader: widgets() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText("Here's what's happening with your yarn projects.")).toBeInTheDocument();
    expect(await tile('Total Yarn').findByText('31')).toBeInTheDocument();
    expect(tile('Patterns').getByText('6')).toBeInTheDocument();
    expect(tile('Active Projects').getByText('2')).toBeInTheDocument();
    expect(tile('Completed').getByText('4')).toBeInTheDocument();
    expect(await screen.findByText('projects panel')).toBeInTheDocument();
    expect(await screen.findByText('low stock panel')).toBeInTheDocument();
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(actions.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [
        ['Add Yarn', '/yarn/new'],
        ['Add Pattern', '/patterns/new'],
        ['Sync Data', '/settings/sync'],
        ['Shop List', '/shopping-list'],
      ],
    );
    const recent = within(screen.getByRole('region', { name: 'Recent Activity' }));
    expect(recent.getByText('Started Harbor Cardigan')).toBeInTheDocument();
    expect(recent.getByText('Mar 5, 3:04 PM')).toBeInTheDocument();
    expect(recent.getByText('Mar 4, 9:30 AM')).toBeInTheDocument();
    expect(recent.getAllByRole('img').map((icon) => icon.textContent)).toEqual([
      'Project',
      'Yarn',
      'Pattern',
    ]);
  });

  it.each([
    ['Total Yarn', '/yarn'],
    ['Patterns', '/patterns'],
    ['Active Projects', '/projects'],
    ['Completed', '/projects'],
  ])('opens %s’s page from its tile', async (label, path) => {
    renderApp('/dashboard', { user: knitter, api: api(), loader: widgets() });
    await greeting();
    await tile('Total Yarn').findByText('31');
    await clickAndSettle(tile(label).getByRole('button'));
    expect(
      await screen.findByText(
        `${path === '/yarn' ? 'mf_inventory' : path === '/patterns' ? 'mf_patterns' : 'mf_projects'} page ${path}`,
      ),
    ).toBeInTheDocument();
  });

  it('shows zeros and "No recent activity" when nothing loads, with no error', async () => {
    renderApp('/dashboard', {
      user: knitter,
      api: api({ stats: new Error('down'), activity: [] }),
      loader: widgets(),
    });
    await greeting();
    expect(await tile('Total Yarn').findByText('0')).toBeInTheDocument();
    for (const label of ['Patterns', 'Active Projects', 'Completed'])
      expect(tile(label).getByText('0')).toBeInTheDocument();
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the page when one remote is down: only its panel says the module is unavailable', async () => {
    renderApp('/dashboard', { user: knitter, api: api(), loader: widgets(['mf_inventory']) });
    // The panel's frame stays; what is inside it becomes the unavailable block.
    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();
    const lowStock = within(screen.getByRole('region', { name: 'Low Stock Alert' }));
    expect(lowStock.getByText('This module is unavailable')).toBeInTheDocument();
    expect(lowStock.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByText('projects panel')).toBeInTheDocument();
    expect(screen.getAllByText('This module is unavailable')).toHaveLength(1);
    expect(await tile('Total Yarn').findByText('31')).toBeInTheDocument();
    expect(screen.getByText('Started Harbor Cardigan')).toBeInTheDocument();
  });
});
