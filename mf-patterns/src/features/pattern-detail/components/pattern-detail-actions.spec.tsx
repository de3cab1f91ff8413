import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATTERNS_API, PdfToolHandoffSchema, readHandoff } from '@yarn-mgmt/contracts';
import { failWith, handedState } from '@yarn-mgmt/testing/web';
import { numberedPattern, PATTERN_ID, patternFixture } from '../../../test/fixtures';
import { detail, links, renderDetail, withFile } from '../../../test/pattern-detail-kit';

describe('PatternDetailPage buttons', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers View Pattern and Download PDF only with a file, as new-tab links to the signed URLs', async () => {
    const { api } = renderDetail(patternFixture(withFile));
    const view = await screen.findByRole('link', { name: 'View Pattern' });
    await waitFor(() => expect(view).toHaveAttribute('href', links.view_url));
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', links.download_url);
    expect(api.get).toHaveBeenCalledWith(PATTERNS_API.fileLinks(PATTERN_ID));
  });

  it('offers neither without a file, nor asks for links', async () => {
    const { api } = renderDetail(patternFixture());
    await screen.findByRole('heading', { level: 1, name: 'Flax' });
    expect(screen.queryByText('View Pattern')).not.toBeInTheDocument();
    expect(screen.queryByText('Download PDF')).not.toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalledWith(PATTERNS_API.fileLinks(PATTERN_ID));
  });

  it('offers Process in PDF Tool only for a Ravelry pattern, passing the pattern along', async () => {
    const ravelry = patternFixture({ source: 'ravelry' });
    const { currentPath } = renderDetail(ravelry, {}, '?source=ravelry');
    fireEvent.click(await screen.findByRole('button', { name: 'Process in PDF Tool' }));
    expect(currentPath()).toBe('/pdf-processor');
    expect(readHandoff(PdfToolHandoffSchema, await handedState())).toEqual({
      v: 1,
      patternName: 'Flax',
      designer: 'Tin Can Knits',
      patternId: PATTERN_ID,
      sourceData: ravelry,
    });
  });

  it('has no Process in PDF Tool for a local pattern; Edit Details opens the form', async () => {
    const { currentPath } = renderDetail(patternFixture());
    await screen.findByRole('heading', { level: 1, name: 'Flax' });
    expect(screen.queryByRole('button', { name: 'Process in PDF Tool' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Details' }));
    expect(currentPath()).toBe(`/patterns/${PATTERN_ID}/edit`);
  });

  it('asks the browser to confirm the delete; cancelled, nothing is deleted', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { api } = renderDetail(patternFixture(), { delete: { [detail]: undefined } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete this pattern? This action cannot be undone.',
    );
    expect(api.delete).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation and goes to /patterns', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { api, currentPath } = renderDetail(patternFixture(), { delete: { [detail]: undefined } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentPath()).toBe('/patterns'));
    expect(api.delete).toHaveBeenCalledWith(detail);
  });

  it("stays and shows the server's error when the delete fails", async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { currentPath } = renderDetail(patternFixture(), {
      delete: { [detail]: failWith(500, 'Storage is down') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Storage is down')).toBeInTheDocument();
    expect(currentPath()).toBe(`/patterns/${PATTERN_ID}`);
  });

  it.each([
    [false, true, 'add to favorites', 'Added to favorites'],
    [true, false, 'remove from favorites', 'Removed from favorites'],
  ])(
    'toggles the favourite (%p -> %p), reloads the pattern and says so',
    async (before, after, button, toast) => {
      let favorite = before;
      const { api } = renderDetail(() => patternFixture({ is_favorite: favorite }), {
        patch: {
          [PATTERNS_API.favorite(PATTERN_ID)]: () => {
            favorite = after;
            return { id: PATTERN_ID, is_favorite: after };
          },
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: button }));
      expect(await screen.findByText(toast)).toBeInTheDocument();
      await waitFor(() => expect(api.get.mock.calls.filter(([path]) => path === detail)).toHaveLength(2));
      expect(api.patch).toHaveBeenCalledWith(PATTERNS_API.favorite(PATTERN_ID));
    },
  );

  it('lists at most 4 similar patterns once the pattern loaded; each opens its page', async () => {
    const similar = [1, 2, 3, 4, 5].map((n) => numberedPattern(n));
    const { currentPath } = renderDetail(patternFixture(), {
      get: { [PATTERNS_API.similar(PATTERN_ID)]: similar },
    });
    const section = await screen.findByRole('region', { name: 'Similar Patterns' });
    expect(await within(section).findAllByRole('article')).toHaveLength(4);
    expect(within(section).queryByText('Pattern 5')).not.toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: /Pattern 2/ }));
    expect(currentPath()).toBe(`/patterns/${similar[1]?.id}`);
  });
});
