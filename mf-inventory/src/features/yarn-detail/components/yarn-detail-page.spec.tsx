import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVENTORY_API, PROJECTS_API, type ProjectsByYarn } from '@yarn-mgmt/contracts';
import {
  createFakeApi,
  failWith,
  pending,
  renderWithProviders,
  type FakeApiRoutes,
} from '@yarn-mgmt/testing/web';
import { lineFixture, YARN_ID, yarnFixture } from '../../../test/fixtures';
import { YarnDetailPage } from './yarn-detail-page';

const detail = INVENTORY_API.yarnItem(YARN_ID);
const byYarn = PROJECTS_API.byYarn(YARN_ID);
const noProjects: ProjectsByYarn = { projects: [], reserved: { skeins: 0, yards: 0, projects: [] } };

/** The page with its calls answered; the projects service answers "no projects" unless a test says otherwise. */
function renderDetail(routes: FakeApiRoutes) {
  const api = createFakeApi({ ...routes, get: { [byYarn]: noProjects, ...routes.get } });
  return {
    ...renderWithProviders(<YarnDetailPage />, { path: `/yarn/${YARN_ID}`, route: '/yarn/:id', api }),
    api,
  };
}

describe('YarnDetailPage', () => {
  it('shows "Yarn not found" on a 404 at once (no retry), with a way back', async () => {
    const { api, currentPath } = renderDetail({ get: { [detail]: failWith(404, 'Yarn not found') } });
    expect(await screen.findByText('Yarn not found')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Inventory' }));
    expect(currentPath()).toBe('/yarn');
  });

  it('shows "Failed to load yarn details" on other failures', async () => {
    renderDetail({ get: { [detail]: failWith(500, 'Boom') } });
    expect(await screen.findByText('Failed to load yarn details')).toBeInTheDocument();
  });

  it('shows the purchase price in the currency it was entered in (DECISIONS 26)', async () => {
    renderDetail({ get: { [detail]: yarnFixture({ purchase_price: 7.5, currency: 'GBP' }) } });
    expect(await screen.findByText('£7.50')).toBeInTheDocument();
  });

  it('shows details with fallbacks, the discontinued warning, tags, and the empty tabs', async () => {
    renderDetail({ get: { [detail]: yarnFixture({ yarn_line: lineFixture({ discontinued: true }) }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rios – Ocean' })).toBeInTheDocument();
    expect(screen.getByText('This yarn has been discontinued')).toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('Jan 02, 2026')).toBeInTheDocument();
    expect(screen.getAllByText('Not recorded').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Not specified').length).toBeGreaterThan(0);
    expect(screen.getByText('gift')).toBeInTheDocument();
    expect(screen.getByText('No photos')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Projects' }));
    expect(await screen.findByText("This yarn hasn't been used in any projects yet.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getByText('No notes added yet.')).toBeInTheDocument();
  });

  it('shows the discontinued warning in the Details tab only, and only for a discontinued line', async () => {
    renderDetail({ get: { [detail]: yarnFixture({ yarn_line: lineFixture({ discontinued: true }) }) } });
    const details = await screen.findByRole('tabpanel', { name: 'Details' });
    expect(within(details).getByText('This yarn has been discontinued')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Usage' }));
    expect(screen.queryByText('This yarn has been discontinued')).not.toBeInTheDocument();
  });

  it('shows no discontinued warning for a line still made', async () => {
    renderDetail({ get: { [detail]: yarnFixture() } });
    await screen.findByRole('heading', { level: 1, name: 'Rios – Ocean' });
    expect(screen.queryByText('This yarn has been discontinued')).not.toBeInTheDocument();
  });

  it('asks "Delete Yarn?" before deleting, then goes back to /yarn', async () => {
    const { api, currentPath } = renderDetail({
      get: { [detail]: yarnFixture() },
      delete: { [detail]: undefined },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'more actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Yarn?' });
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Yarn deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/yarn'));
    expect(api.delete).toHaveBeenCalledWith(detail);
  });

  it('disables Add to Shopping List above 2 skeins', async () => {
    renderDetail({ get: { [detail]: yarnFixture({ skeins_remaining: 2.5 }) } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Usage' }));
    expect(screen.getByRole('button', { name: 'Add to Shopping List' })).toBeDisabled();
  });

  it('adds to the shopping list at 2 skeins or fewer and says so', async () => {
    const { api } = renderDetail({
      get: { [detail]: yarnFixture({ skeins_remaining: 2 }) },
      post: { [INVENTORY_API.addToShoppingList(YARN_ID)]: {} },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Usage' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Shopping List' }));
    expect(await screen.findByText('Added to shopping list')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(INVENTORY_API.addToShoppingList(YARN_ID));
  });

  it('clamps Record Usage input and sends it', async () => {
    const { api } = renderDetail({
      get: { [detail]: yarnFixture() },
      post: { [INVENTORY_API.usage(YARN_ID)]: yarnFixture() },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Usage' }));
    expect(screen.getByText('3 of 5 skeins remaining')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Record Usage' }));
    const skeins = screen.getByLabelText('Skeins Used');
    const yardage = screen.getByLabelText('Yardage Used');
    fireEvent.change(skeins, { target: { value: '9' } });
    expect(skeins).toHaveValue(3);
    fireEvent.change(skeins, { target: { value: '-2' } });
    expect(skeins).toHaveValue(0);
    fireEvent.change(skeins, { target: { value: '1.5' } });
    fireEvent.change(yardage, { target: { value: '5000' } });
    expect(yardage).toHaveValue(630);
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Usage recorded')).toBeInTheDocument();
    const [path, body, options] = api.post.mock.calls.at(-1) ?? [];
    expect([path, body]).toEqual([INVENTORY_API.usage(YARN_ID), { skeins: 1.5, yardage: 630 }]);
    expect(options?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('toggles the favourite with a toast', async () => {
    renderDetail({
      get: { [detail]: yarnFixture() },
      patch: { [INVENTORY_API.favorite(YARN_ID)]: { id: YARN_ID, is_favorite: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'add to favorites' }));
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'remove from favorites' })).toBeInTheDocument();
  });
});

describe('YarnDetailPage and projects', () => {
  const PROJECT = '66666666-6666-4666-8666-666666666666';

  it('asks the projects service itself for the yarn’s projects, through the gateway', async () => {
    const { api } = renderDetail({ get: { [detail]: yarnFixture() } });
    await screen.findByRole('heading', { level: 1, name: 'Rios – Ocean' });
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(byYarn, expect.anything()));
  });

  it('lists the projects using this yarn, each linking to it, with skeins, yardage and status', async () => {
    renderDetail({
      get: {
        [detail]: yarnFixture(),
        [byYarn]: {
          ...noProjects,
          projects: [
            {
              id: PROJECT,
              name: 'Flax for Sam',
              skeins_used: 1.5,
              yardage_used: 1050,
              status: 'hibernating',
            },
          ],
        },
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Projects' }));
    const link = await screen.findByRole('link', { name: /Flax for Sam/ });
    expect(link).toHaveAttribute('href', `/projects/${PROJECT}`);
    expect(link).toHaveTextContent('1.5 skeins used · 1 050 yards used · On Hold');
  });

  it("says the projects can't be loaded when the projects service did not answer, and the rest works", async () => {
    const { api } = renderDetail({
      get: {
        [detail]: yarnFixture(),
        [byYarn]: failWith(503, 'The projects service is unavailable'),
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Projects' }));
    expect(await screen.findByText("This yarn's projects can't be loaded right now.")).toBeInTheDocument();
    expect(screen.queryByText("This yarn hasn't been used in any projects yet.")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Usage' }));
    const reserved = screen.getByRole('region', { name: 'Reserved for projects' });
    expect(reserved).toHaveTextContent("This yarn's projects can't be loaded right now.");
    expect(screen.getByRole('button', { name: 'Record Usage' })).toBeEnabled();
    // Asked once: the page says so at once rather than after a retry.
    expect(api.get.mock.calls.filter(([path]) => path === byYarn)).toHaveLength(1);
  });

  it('shows the rest of the page while the projects service has not answered yet', async () => {
    renderDetail({ get: { [detail]: yarnFixture(), [byYarn]: pending() } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Usage' }));
    expect(screen.getByText('3 of 5 skeins remaining')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading reserved yarn')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Projects' }));
    expect(screen.getByLabelText('Loading projects')).toBeInTheDocument();
  });

  it('shows in the Usage tab what is reserved for projects, and for which', async () => {
    renderDetail({
      get: {
        [detail]: yarnFixture(),
        [byYarn]: {
          ...noProjects,
          reserved: {
            skeins: 3,
            yards: 630,
            projects: [{ id: PROJECT, name: 'Flax for Sam', skeins: 3, yards: 630 }],
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Usage' }));
    const reserved = screen.getByRole('region', { name: 'Reserved for projects' });
    expect(await within(reserved).findAllByText('3 skeins · 630 yards')).toHaveLength(2);
    expect(within(reserved).getByRole('link', { name: 'Flax for Sam' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT}`,
    );
  });

  it('says none is reserved when no project holds any', async () => {
    renderDetail({ get: { [detail]: yarnFixture() } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Usage' }));
    const reserved = screen.getByRole('region', { name: 'Reserved for projects' });
    expect(await within(reserved).findByText('None reserved')).toBeInTheDocument();
  });
});

describe('YarnDetailPage Share', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  });

  async function share() {
    renderDetail({ get: { [detail]: yarnFixture() } });
    fireEvent.click(await screen.findByRole('button', { name: 'more actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Share' }));
  }

  it('copies the link where the clipboard exists', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    });
    await share();
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(copied).toEqual([window.location.href]);
    expect(screen.queryByRole('dialog', { name: 'Share this yarn' })).not.toBeInTheDocument();
  });

  it('shows the link to copy where there is no clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    await share();
    const dialog = await screen.findByRole('dialog', { name: 'Share this yarn' });
    const field = within(dialog).getByRole('textbox', { name: 'Link' });
    expect(field).toHaveValue(window.location.href);
    expect(field).toHaveAttribute('readonly');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });
});
