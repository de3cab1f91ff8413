import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ARCHIVES_API } from '@yarn-mgmt/contracts';
import type { RequestOptions } from '@yarn-mgmt/web-platform';
import { downloader } from '@yarn-mgmt/web-platform';
import { failWith, type FakeApiRoutes } from '@yarn-mgmt/testing/web';
import { archiveFixture, renderArchives } from '../test/archives-test-kit';

const HTML = '<html><body><h1>Sale</h1><script>window.parent.hacked = true</script></body></html>';
const list = { archives: [archiveFixture(1)], total: 1 };
// jsdom's Blob has no text(); a browser's has.
const htmlBlob = (html: string) => Object.assign(new Blob([html]), { text: () => Promise.resolve(html) });

async function renderWith(routes: FakeApiRoutes) {
  const result = renderArchives(list, routes);
  await screen.findByRole('listitem', { name: 'Sale page 1' });
  return result;
}
const rowButton = (name: string) =>
  within(screen.getByRole('listitem', { name: 'Sale page 1' })).getByRole('button', { name });
const confirm = async (label: string) =>
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: label }));

describe('ArchivesPage actions', () => {
  let save: jest.SpiedFunction<typeof downloader.save>;
  beforeEach(() => {
    save = jest.spyOn(downloader, 'save').mockImplementation(() => undefined);
  });
  afterEach(() => save.mockRestore());

  it('views an archive in a large sandboxed frame, and downloads it from there', async () => {
    const blob = new Blob(['<html>file</html>'], { type: 'text/html' });
    const { api } = await renderWith({
      getBlob: { [ARCHIVES_API.html(1)]: htmlBlob(HTML), [ARCHIVES_API.download(1)]: blob },
    });
    fireEvent.click(rowButton('View'));
    const dialog = await screen.findByRole('dialog', { name: 'Sale page 1' });
    const frame = await within(dialog).findByTitle('Archived page: Sale page 1');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', HTML);
    expect(frame).not.toHaveAttribute('src');
    expect(frame).toHaveAttribute('height', '600');
    expect(api.getBlob).toHaveBeenCalledWith(ARCHIVES_API.html(1));
    expect(dialog).toHaveClass('MuiDialog-paperWidthLg', 'MuiDialog-paperFullWidth');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Archive downloaded successfully')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(blob, 'archive_1.html');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the archived page cannot be loaded', async () => {
    await renderWith({ getBlob: { [ARCHIVES_API.html(1)]: failWith(404, 'Archive not found') } });
    fireEvent.click(rowButton('View'));
    expect(await screen.findByText('Failed to load archive content')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('downloads from the list as archive_{id}.html, and says when it fails', async () => {
    let answer: unknown = new Blob(['x']);
    const { api } = await renderWith({ getBlob: { [ARCHIVES_API.download(1)]: () => answer } });
    fireEvent.click(rowButton('Download'));
    expect(await screen.findByText('Archive downloaded successfully')).toBeInTheDocument();
    expect(api.getBlob).toHaveBeenCalledWith(ARCHIVES_API.download(1));
    expect(save).toHaveBeenCalledWith(answer, 'archive_1.html');
    answer = failWith(500, 'Boom');
    fireEvent.click(rowButton('Download'));
    expect(await screen.findByText('Failed to download archive')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('deletes an archive after confirmation, and not without', async () => {
    const { api } = await renderWith({ delete: { [ARCHIVES_API.archive(1)]: undefined } });
    fireEvent.click(rowButton('Delete'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to delete this archive?')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.delete).not.toHaveBeenCalled();
    fireEvent.click(rowButton('Delete'));
    await confirm('Delete');
    expect(await screen.findByText('Archive deleted successfully')).toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith(ARCHIVES_API.archive(1));
  });

  it('says when an archive cannot be deleted', async () => {
    await renderWith({ delete: { [ARCHIVES_API.archive(1)]: failWith(500, 'Boom') } });
    fireEvent.click(rowButton('Delete'));
    await confirm('Delete');
    expect(await screen.findByText('Failed to delete archive')).toBeInTheDocument();
  });

  it('cleans up archives older than 365 days after confirmation, and counts them', async () => {
    const { api } = await renderWith({ post: { [ARCHIVES_API.cleanup]: { recordsDeleted: 7 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Cleanup Old Archives' }));
    expect(
      within(await screen.findByRole('dialog')).getByText('Delete archives older than 365 days?'),
    ).toBeInTheDocument();
    await confirm('Delete');
    expect(await screen.findByText('Cleaned up 7 archives')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(ARCHIVES_API.cleanup, { daysOld: 365 });
  });

  it('says when the cleanup fails', async () => {
    await renderWith({ post: { [ARCHIVES_API.cleanup]: failWith(500, 'Boom') } });
    fireEvent.click(screen.getByRole('button', { name: 'Cleanup Old Archives' }));
    await confirm('Delete');
    expect(await screen.findByText('Failed to cleanup archives')).toBeInTheDocument();
  });

  it('goes back a page when a delete empties the last one', async () => {
    let total = 21;
    const { api } = renderArchives(
      (options?: RequestOptions) => {
        const offset = Number(options?.params?.offset);
        const count = Math.max(0, Math.min(20, total - offset));
        return { archives: Array.from({ length: count }, (_, n) => archiveFixture(offset + n + 1)), total };
      },
      {
        delete: {
          [ARCHIVES_API.archive(21)]: () => {
            total = 20;
          },
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    const last = within(await screen.findByRole('listitem', { name: 'Sale page 21' }));
    fireEvent.click(last.getByRole('button', { name: 'Delete' }));
    await confirm('Delete');
    expect(await screen.findByRole('listitem', { name: 'Sale page 20' })).toBeInTheDocument();
    expect(screen.queryByText('No archives found')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenLastCalledWith(ARCHIVES_API.list, { params: { limit: 20, offset: 0 } });
  });
});
