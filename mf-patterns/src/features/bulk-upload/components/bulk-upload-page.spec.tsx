import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATTERNS_API, type PatternImportResponse } from '@yarn-mgmt/contracts';
import type { UploadOptions } from '@yarn-mgmt/web-platform';
import { createFakeApi, failWith, renderWithProviders } from '@yarn-mgmt/testing/web';
import { numberedPattern } from '../../../test/fixtures';
import { BulkUploadPage } from './bulk-upload-page';

interface Call {
  name: string;
  progress: (percent: number) => void;
  finish: (answer: unknown) => void;
}

/** POST /patterns/import-pdf answered by hand, one call at a time. */
function manualImports() {
  const calls: Call[] = [];
  const handler = (form: FormData, options?: UploadOptions) =>
    new Promise((resolve) => {
      const file = form.get('file') as File;
      calls.push({ name: file.name, progress: (p) => options?.onProgress?.(p), finish: resolve });
    });
  return { calls, handler };
}

const imported = (n: number): PatternImportResponse => ({
  pattern: numberedPattern(n, { title: `Imported ${n}` }),
  reading: {
    title: { value: `Imported ${n}`, confidence: 0.71, source: 'p1' },
    yardage: { value: [{ size: null, yards: 900 }], confidence: 0.92, source: 'p2' },
  },
});

const file = (name: string, type = 'application/pdf') => new File(['%PDF-1.7'], name, { type });

function renderPage() {
  const imports = manualImports();
  const api = createFakeApi({ upload: { [PATTERNS_API.importPdf]: imports.handler } });
  renderWithProviders(<BulkUploadPage />, { path: '/patterns/bulk-upload', api });
  return { api, calls: imports.calls };
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('BulkUploadPage', () => {
  it('uploads two at a time with a progress bar each, then lists each new pattern with the fields found', async () => {
    const { calls } = renderPage();
    fireEvent.change(screen.getByLabelText('PDF files'), {
      target: { files: [file('a.pdf'), file('b.pdf'), file('c.pdf')] },
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(within(row('c.pdf')).getByText('Waiting')).toBeInTheDocument();

    act(() => calls[0]?.progress(50));
    expect(screen.getByRole('progressbar', { name: 'Upload progress of a.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('progressbar', { name: 'Upload progress of b.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    act(() => calls[0]?.finish(imported(1)));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.name).toBe('c.pdf');
    const first = row('a.pdf');
    expect(await within(first).findByRole('link', { name: 'Imported 1' })).toHaveAttribute(
      'href',
      `/patterns/${numberedPattern(1).id}`,
    );
    expect(within(first).getByText('Title 71 %')).toBeInTheDocument();
    expect(within(first).getByText('Yardage 92 %')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Upload summary' })).toHaveTextContent(
      '1 of 3 patterns added so far',
    );

    act(() => calls[1]?.finish(imported(2)));
    act(() => calls[2]?.finish(imported(3)));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Upload summary' })).toHaveTextContent(
        /^3 of 3 patterns added$/,
      ),
    );
  });

  it("says a bad file's error from the server, and the others go on", async () => {
    const { calls } = renderPage();
    fireEvent.change(screen.getByLabelText('PDF files'), {
      target: { files: [file('notes.txt', 'text/plain'), file('good.pdf')] },
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => calls[0]?.finish(failWith(400, 'The file is not a readable PDF')));
    act(() => calls[1]?.finish(imported(1)));
    expect(await within(row('notes.txt')).findByText('The file is not a readable PDF')).toBeInTheDocument();
    expect(await within(row('good.pdf')).findByRole('link', { name: 'Imported 1' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Upload summary' })).toHaveTextContent(
        /^1 of 2 patterns added$/,
      ),
    );
  });

  it('takes dropped files too, and says when nothing could be read from one', async () => {
    const { calls } = renderPage();
    fireEvent.drop(screen.getByLabelText('Drop PDFs here'), { dataTransfer: { files: [file('scan.pdf')] } });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]?.finish({ pattern: numberedPattern(4, { title: 'scan' }), reading: {} }));
    expect(
      await within(row('scan.pdf')).findByText(
        'Nothing could be read from this PDF: open the pattern to fill it in.',
      ),
    ).toBeInTheDocument();
  });
});
