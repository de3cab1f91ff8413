import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SCRAPER_API } from '@yarn-mgmt/contracts';
import { failWith } from '@yarn-mgmt/testing/web';
import {
  admin,
  LAST_SCRAPED,
  logFixture,
  renderScraperAdmin,
  statusFixture,
  targetFixture,
} from '../test/scraper-test-kit';

const card = (label: string) => screen.getByRole('region', { name: label });
const row = (name: string) => screen.getByRole('row', { name });
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('ScraperAdminPage', () => {
  it('shows the header buttons, the four cards and the targets table', async () => {
    const { api } = renderScraperAdmin({
      targets: [
        targetFixture(1, { name: 'Demo Yarn Shop', is_demo: true, last_scraped_at: LAST_SCRAPED }),
        targetFixture(2, { is_active: false, category: 'news', scrape_frequency: 'weekly' }),
      ],
      scrapers: [
        statusFixture(1, { success_rate_pct: 90.4 }),
        statusFixture(2, { success_rate_pct: 85.2 }),
        statusFixture(3, { success_rate_pct: null }),
      ],
      logs: [logFixture(1), logFixture(2), logFixture(3)],
    });
    expect(await screen.findByRole('row', { name: 'Demo Yarn Shop' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Scraper Admin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Target' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run All Scrapers' })).toBeInTheDocument();
    expect(within(card('Active Targets')).getByText('1')).toBeInTheDocument();
    expect(within(card('Total Targets')).getByText('2')).toBeInTheDocument();
    expect(await within(card('Success Rate')).findByText('88%')).toBeInTheDocument();
    expect(within(card('Recent Logs')).getByText('3')).toBeInTheDocument();
    const demo = within(row('Demo Yarn Shop'));
    expect(demo.getByText('Demo shop')).toBeInTheDocument();
    expect(demo.getByText('https://shop1.example.com/sale')).toBeInTheDocument();
    expect(demo.getByText('Deals')).toBeInTheDocument();
    expect(demo.getByText('Daily')).toBeInTheDocument();
    expect(demo.getByText('Mar 4, 3:06 PM')).toBeInTheDocument();
    expect(demo.getByText('Active')).toBeInTheDocument();
    const other = within(row('Shop 2'));
    expect(other.getByText('Never')).toBeInTheDocument();
    expect(other.getByText('Inactive')).toBeInTheDocument();
    expect(other.getByText('News')).toBeInTheDocument();
    expect(other.getByText('Weekly')).toBeInTheDocument();
    expect(other.queryByText('Demo shop')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(SCRAPER_API.logs, { params: { limit: 20 } });
  });

  it('shows N/A as the success rate when no scraper has one', async () => {
    renderScraperAdmin({ scrapers: [statusFixture(1, { success_rate_pct: null })] });
    expect(await within(card('Success Rate')).findByText('N/A')).toBeInTheDocument();
  });

  it('shows each scraper health, with the selector that broke', async () => {
    renderScraperAdmin({
      scrapers: [
        statusFixture(1, { success_rate_pct: 66.66 }),
        statusFixture(2, {
          name: 'Broken Shop',
          is_active: false,
          success_count: 2,
          failure_count: 3,
          success_rate_pct: null,
          total_deals: 40,
          active_deals: 0,
          selector_health: {
            consecutive_failures: 3,
            failing_selector: 'current_price',
            broken: true,
            last_checked_at: LAST_SCRAPED,
          },
        }),
      ],
    });
    await screen.findByRole('row', { name: 'Shop 1' });
    openTab('Health Status');
    const healthy = within(await screen.findByRole('row', { name: 'Shop 1' }));
    expect(healthy.getByText('66.7%')).toBeInTheDocument();
    expect(healthy.getByText('9')).toBeInTheDocument();
    expect(healthy.getByText('12')).toBeInTheDocument();
    expect(healthy.getByText('Selectors OK')).toBeInTheDocument();
    const broken = within(row('Broken Shop'));
    expect(broken.getByText('Inactive')).toBeInTheDocument();
    expect(broken.getByText('N/A')).toBeInTheDocument();
    expect(broken.getByText('40')).toBeInTheDocument();
    expect(broken.getByText('Selector broken: current_price')).toBeInTheDocument();
    expect(broken.getByText('3 failed runs in a row')).toBeInTheDocument();
  });

  it('shows the runs with their status, counts, duration and error', async () => {
    renderScraperAdmin({
      logs: [
        logFixture(1, { target_id: 7 }),
        logFixture(2, { status: 'failure', error_message: 'Timed out after 30000 ms', duration_ms: 30001 }),
        logFixture(3, { status: 'queued', duration_ms: null }),
        logFixture(4, { status: 'running', duration_ms: null }),
      ],
    });
    await screen.findByRole('row', { name: 'Shop 1' });
    openTab('Execution Logs');
    const first = within(await screen.findByRole('row', { name: 'Run 1' }));
    expect(first.getByText('Mar 4, 3:06 PM')).toBeInTheDocument();
    expect(first.getByText('7')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(first.getByText('24')).toBeInTheDocument();
    expect(first.getByText('3')).toBeInTheDocument();
    expect(first.getByText('1234')).toBeInTheDocument();
    const failed = within(row('Run 2'));
    expect(failed.getByRole('img', { name: 'Failed' })).toBeInTheDocument();
    expect(failed.getByText('Timed out after 30000 ms')).toBeInTheDocument();
    expect(within(row('Run 3')).getByRole('img', { name: 'Pending' })).toBeInTheDocument();
    expect(within(row('Run 4')).getByRole('img', { name: 'Running' })).toBeInTheDocument();
  });

  it('says when the targets fail to load; status and logs failures only reach the console', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScraperAdmin({
      targets: failWith(500, 'Boom'),
      scrapers: failWith(500, 'Boom'),
      logs: failWith(500, 'Boom'),
    });
    expect(await screen.findByText('Failed to load scraper targets')).toBeInTheDocument();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to load scraper logs', expect.anything()),
    );
    expect(logged).toHaveBeenCalledWith('Failed to load scraper status', expect.anything());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(card('Total Targets')).getByText('–')).toBeInTheDocument();
    expect(within(card('Success Rate')).getByText('–')).toBeInTheDocument();
    logged.mockRestore();
  });

  it('says the deals service is down beside the spec’s text, and keeps the rest of the page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = failWith(503, 'The deals service is unavailable');
    renderScraperAdmin({ targets: down, scrapers: down, logs: down });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load scraper targets')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'The deals service is unavailable just now; the rest of the platform still works. Try again in a minute.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Target' })).toBeInTheDocument();
    expect(card('Active Targets')).toBeInTheDocument();
    openTab('Health Status');
    expect(screen.getByRole('tabpanel', { name: 'Health Status' })).toBeInTheDocument();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to load scraper status', expect.anything()),
    );
    logged.mockRestore();
  });

  it('keeps the targets on screen when a refresh fails, and says so in a toast', async () => {
    let answer: unknown = [targetFixture(1)];
    renderScraperAdmin({ targets: () => answer });
    await screen.findByRole('row', { name: 'Shop 1' });
    answer = failWith(503, 'The deals service is unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to load scraper targets')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Shop 1' })).toBeInTheDocument();
  });

  it('reads everything again on Refresh', async () => {
    const { api } = renderScraperAdmin();
    await screen.findByRole('row', { name: 'Shop 1' });
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(3));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(6));
  });

  it('opens Bull Board for an admin through a one-time link', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const url = '/api/scraper/queues?session=abc';
    const { api } = renderScraperAdmin({}, { post: { [SCRAPER_API.queuesSession]: { url } } }, admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Queues' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener'));
    expect(api.post).toHaveBeenCalledWith(SCRAPER_API.queuesSession);
    open.mockRestore();
  });

  it('shows no Queues button to a user who is not an admin', async () => {
    renderScraperAdmin();
    await screen.findByRole('row', { name: 'Shop 1' });
    expect(screen.queryByRole('button', { name: 'Queues' })).not.toBeInTheDocument();
  });

  it('says when the queue dashboard cannot be opened', async () => {
    renderScraperAdmin({}, { post: { [SCRAPER_API.queuesSession]: failWith(500, 'Boom') } }, admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Queues' }));
    expect(await screen.findByText('Failed to open the queue dashboard')).toBeInTheDocument();
  });
});
