import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ARCHIVES_API } from '@yarn-mgmt/contracts';
import type { RequestOptions } from '@yarn-mgmt/web-platform';
import { failWith } from '@yarn-mgmt/testing/web';
import { archiveFixture, renderArchives } from '../test/archives-test-kit';

const card = (label: string) => screen.getByRole('region', { name: label });
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, n) => archiveFixture(from + n));
const listParams = (api: { get: { mock: { calls: unknown[][] } } }) =>
  api.get.mock.calls.filter(([path]) => path === ARCHIVES_API.list).map(([, options]) => options);
const search = (text: string) =>
  fireEvent.change(screen.getByLabelText('Search archives'), { target: { value: text } });
const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));

describe('ArchivesPage', () => {
  it('shows the four cards and each archive with its chips, URL, time and actions', async () => {
    renderArchives({
      archives: [
        archiveFixture(1),
        archiveFixture(2, { page_title: null, archive_type: 'json', file_size: null }),
        archiveFixture(3, { page_title: 'Big page', file_size: 3 * 1024 * 1024 }),
        archiveFixture(4, { page_title: 'Tiny page', file_size: 512 }),
      ],
      total: 4,
    });
    const first = within(await screen.findByRole('listitem', { name: 'Sale page 1' }));
    expect(first.getByText('html')).toBeInTheDocument();
    expect(first.getByText('2.00 KB')).toBeInTheDocument();
    expect(first.getByText('https://shop1.example.com/sale?page=1')).toBeInTheDocument();
    expect(first.getByText('Mar 4, 3:06 PM')).toBeInTheDocument();
    for (const name of ['View', 'Download', 'Delete']) {
      expect(first.getByRole('button', { name })).toBeInTheDocument();
    }
    const untitled = within(screen.getByRole('listitem', { name: 'Untitled' }));
    expect(untitled.getByText('json')).toBeInTheDocument();
    expect(untitled.getByText('N/A')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Big page' })).getByText('3.00 MB'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Tiny page' })).getByText('512 B'),
    ).toBeInTheDocument();
    expect(await within(card('Total Archives')).findByText('42')).toBeInTheDocument();
    expect(within(card('Storage Used (GB)')).getByText('1.23 GB')).toBeInTheDocument();
    expect(within(card('Avg File Size (KB)')).getByText('45.68 KB')).toBeInTheDocument();
    expect(within(card('Unique Targets')).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cleanup Old Archives' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says when there is nothing', async () => {
    renderArchives({ archives: [], total: 0 });
    expect(await screen.findByText('No archives found')).toBeInTheDocument();
  });

  it('says the list failed in its place, not that there are none (the stats show a dash)', async () => {
    renderArchives(failWith(500, 'Boom'), { get: { [ARCHIVES_API.stats]: failWith(500, 'Boom') } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load archives$/);
    expect(screen.queryByText('No archives found')).not.toBeInTheDocument();
    await waitFor(() => expect(within(card('Total Archives')).getByText('–')).toBeInTheDocument());
    expect(within(card('Storage Used (GB)')).getByText('–')).toBeInTheDocument();
  });

  it('says the deals service is down beside the spec’s text, and keeps the rest of the page', async () => {
    const down = failWith(503, 'The deals service is unavailable');
    renderArchives(down, { get: { [ARCHIVES_API.stats]: down } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load archives')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'The deals service is unavailable just now; the rest of the platform still works. Try again in a minute.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Archives' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search archives')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Filters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cleanup Old Archives' })).toBeInTheDocument();
    expect(card('Total Archives')).toBeInTheDocument();
  });

  it('keeps the archives on screen when a refresh fails, and says so in a toast', async () => {
    let answer: unknown = { archives: [archiveFixture(1)], total: 1 };
    renderArchives(() => answer, { delete: { [ARCHIVES_API.archive(1)]: undefined } });
    await screen.findByRole('listitem', { name: 'Sale page 1' });
    answer = failWith(503, 'The deals service is unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to load archives')).toBeInTheDocument();
    // The dialog's closing transition hides the page from assistive technology until it ends (slow under load).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Sale page 1' })).toBeInTheDocument();
  });

  it('pages by 20 with the offsets of each page', async () => {
    const { api } = renderArchives((options?: RequestOptions) => {
      const offset = Number(options?.params?.offset);
      return { archives: page(offset + 1, offset === 40 ? 5 : 20), total: 45 };
    });
    await screen.findByRole('listitem', { name: 'Sale page 1' });
    expect(listParams(api)).toEqual([{ params: { limit: 20, offset: 0 } }]);
    expect(screen.getByRole('button', { name: 'page 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to page 4' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByRole('listitem', { name: 'Sale page 45' })).toBeInTheDocument();
    expect(listParams(api)).toContainEqual({ params: { limit: 20, offset: 40 } });
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('listitem', { name: 'Sale page 21' })).toBeInTheDocument();
    expect(listParams(api)).toContainEqual({ params: { limit: 20, offset: 20 } });
  });

  it('filters by a real target, listed by name after All Targets', async () => {
    const { api } = renderArchives({ archives: [archiveFixture(1)], total: 1 });
    await screen.findByRole('listitem', { name: 'Sale page 1' });
    expect(screen.getByRole('combobox', { name: 'Target' })).toHaveTextContent('All Targets');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Target' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All Targets', 'Wool Shop', 'Yarn Barn']);
    fireEvent.click(screen.getByRole('option', { name: 'Yarn Barn' }));
    apply();
    await waitFor(() =>
      expect(listParams(api)).toContainEqual({ params: { limit: 20, offset: 0, targetId: 2 } }),
    );
  });

  it('searches, shows the results without pages, and a blank query brings the list back', async () => {
    const { api } = renderArchives(
      { archives: page(1, 20), total: 60 },
      { post: { [ARCHIVES_API.search]: { results: [archiveFixture(99, { page_title: 'Merino sale' })] } } },
    );
    await screen.findByRole('listitem', { name: 'Sale page 1' });
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    search('merino');
    apply();
    expect(await screen.findByRole('listitem', { name: 'Merino sale' })).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(ARCHIVES_API.search, { query: 'merino', limit: 20 });
    expect(screen.queryByRole('listitem', { name: 'Sale page 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    search('   ');
    fireEvent.keyDown(screen.getByLabelText('Search archives'), { key: 'Enter' });
    expect(await screen.findByRole('listitem', { name: 'Sale page 1' })).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('says when the search fails, and when it finds nothing', async () => {
    let answer: unknown = failWith(500, 'Boom');
    renderArchives(
      { archives: [archiveFixture(1)], total: 1 },
      { post: { [ARCHIVES_API.search]: () => answer } },
    );
    await screen.findByRole('listitem', { name: 'Sale page 1' });
    search('alpaca');
    apply();
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    answer = { results: [] };
    search('cashmere');
    apply();
    expect(await screen.findByText('No archives found')).toBeInTheDocument();
  });
});
