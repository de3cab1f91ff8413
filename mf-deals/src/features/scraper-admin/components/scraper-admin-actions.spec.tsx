import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SCRAPER_API } from '@yarn-mgmt/contracts';
import { failWith } from '@yarn-mgmt/testing/web';
import { RUNNING_REFRESH_MS } from '../../../api/scraper-targets';
import { logFixture, renderScraperAdmin, targetFixture } from '../test/scraper-test-kit';

const result = (successful: number, failed: number, pending = 0) => ({
  result: { successful, failed, pending, runIds: [] },
});
const inRow = (name: string) => within(screen.getByRole('row', { name }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ScraperAdminPage actions', () => {
  it('runs one target', async () => {
    const { api } = renderScraperAdmin({}, { post: { [SCRAPER_API.trigger]: result(1, 0) } });
    await screen.findByRole('row', { name: 'Shop 1' });
    fireEvent.click(inRow('Shop 1').getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Scrape triggered successfully!')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(SCRAPER_API.trigger, { targetId: 1 });
  });

  it('says when a run cannot be triggered', async () => {
    renderScraperAdmin({}, { post: { [SCRAPER_API.trigger]: failWith(500, 'Boom') } });
    await screen.findByRole('row', { name: 'Shop 1' });
    fireEvent.click(inRow('Shop 1').getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Failed to trigger scrape')).toBeInTheDocument();
  });

  it('runs all targets and counts what succeeded and failed', async () => {
    const { api } = renderScraperAdmin({}, { post: { [SCRAPER_API.trigger]: result(2, 1) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Run All Scrapers' }));
    expect(await screen.findByText('Scraped all targets: 2 successful, 1 failed')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(SCRAPER_API.trigger, {});
  });

  it("keeps Run All's toast to the spec's sentence and counts the runs still going beside the button", async () => {
    let triggered = false;
    const targets = () =>
      triggered
        ? [
            targetFixture(1),
            targetFixture(2, { run_state: 'running' }),
            targetFixture(3, { run_state: 'queued' }),
          ]
        : [targetFixture(1), targetFixture(2), targetFixture(3)];
    renderScraperAdmin(
      { targets },
      {
        post: {
          [SCRAPER_API.trigger]: () => {
            triggered = true;
            return result(1, 0, 2);
          },
        },
      },
    );
    await screen.findByRole('row', { name: 'Shop 3' });
    expect(screen.queryByRole('status', { name: 'Scrapers not finished' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Run All Scrapers' }));
    expect(await screen.findByText('Scraped all targets: 1 successful, 0 failed')).toBeInTheDocument();
    expect(screen.queryByText(/still running/)).not.toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Scrapers not finished' })).toHaveTextContent(
      '1 running, 1 queued',
    );
  });

  it('says when Run All fails', async () => {
    renderScraperAdmin({}, { post: { [SCRAPER_API.trigger]: failWith(503, 'Queue down') } });
    fireEvent.click(await screen.findByRole('button', { name: 'Run All Scrapers' }));
    expect(await screen.findByText('Failed to trigger scrape')).toBeInTheDocument();
  });

  it('deletes a target after confirmation, and not without', async () => {
    const { api } = renderScraperAdmin({}, { delete: { [SCRAPER_API.target(1)]: undefined } });
    await screen.findByRole('row', { name: 'Shop 1' });
    fireEvent.click(inRow('Shop 1').getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to delete this scraper target?')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.delete).not.toHaveBeenCalled();
    fireEvent.click(inRow('Shop 1').getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Scraper target deleted successfully!')).toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith(SCRAPER_API.target(1));
  });

  it('says when a target cannot be deleted', async () => {
    renderScraperAdmin({}, { delete: { [SCRAPER_API.target(1)]: failWith(500, 'Boom') } });
    await screen.findByRole('row', { name: 'Shop 1' });
    fireEvent.click(inRow('Shop 1').getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete scraper target')).toBeInTheDocument();
  });

  it('shows a running scrape and refreshes by itself until it ends, then stops', async () => {
    let running = true;
    const { api } = renderScraperAdmin({
      targets: () => [targetFixture(1, { run_state: running ? 'running' : 'idle' })],
      logs: () => [logFixture(1, running ? { status: 'running', duration_ms: null } : {})],
    });
    await screen.findByRole('row', { name: 'Shop 1' });
    expect(await inRow('Shop 1').findByText('Running')).toBeInTheDocument();
    expect(inRow('Shop 1').getByRole('button', { name: 'Run now' })).toBeDisabled();
    const reads = (path: string) => api.get.mock.calls.filter(([called]) => called === path).length;
    await waitFor(() => expect(reads(SCRAPER_API.targets)).toBeGreaterThan(1), { timeout: 5000 });
    expect(reads(SCRAPER_API.status)).toBeGreaterThan(1);
    expect(reads(SCRAPER_API.logs)).toBeGreaterThan(1);
    running = false;
    await waitFor(() => expect(inRow('Shop 1').queryByText('Running')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    // A poll already on its way may still land; after one more interval nothing new may start.
    await sleep(RUNNING_REFRESH_MS + 500);
    const settled = api.get.mock.calls.length;
    await sleep(RUNNING_REFRESH_MS + 500);
    expect(api.get.mock.calls.length).toBe(settled);
  }, 30_000);

  it('shows a queued target', async () => {
    renderScraperAdmin({ targets: [targetFixture(1, { run_state: 'queued' })] });
    await screen.findByRole('row', { name: 'Shop 1' });
    expect(inRow('Shop 1').getByText('Queued')).toBeInTheDocument();
  });
});
