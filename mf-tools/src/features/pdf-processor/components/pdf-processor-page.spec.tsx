import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PatternDraftHandoffSchema, pdfToolHandoff, readHandoff } from '@yarn-mgmt/contracts';
import { failWith, handedState, patternFixture } from '@yarn-mgmt/testing/web';
import {
  choose,
  hatResult,
  HAT_READING,
  pdfFile,
  renderPdfProcessor,
  resultPath,
  uploadAndProcess,
  uploadPath,
  UPLOAD_ID,
} from '../test/pdf-processor-test-kit';

const panel = () => screen.getByRole('region', { name: 'Processing Complete' });

describe('PdfProcessorPage', () => {
  it('asks for a file first, and refuses one that is not a PDF', async () => {
    const { api } = await renderPdfProcessor();
    expect(screen.getByText('Supported: PDF files up to 50MB')).toBeInTheDocument();
    uploadAndProcess();
    expect(await screen.findByText('Please select a file first')).toBeInTheDocument();
    choose(pdfFile('notes.html', 'text/html'));
    expect(await screen.findByText('Please select a PDF file')).toBeInTheDocument();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('refuses a PDF over 50MB before sending a byte of it', async () => {
    const { api } = await renderPdfProcessor();
    const big = pdfFile('atlas.pdf');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    choose(big);
    expect(await screen.findByText('The PDF is larger than 50MB')).toBeInTheDocument();
    expect(screen.queryByText(/atlas\.pdf/)).not.toBeInTheDocument();
    uploadAndProcess();
    expect(await screen.findByText('Please select a file first')).toBeInTheDocument();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('uploads the chosen PDF with its progress and shows what was read; the file is cleared, a new one clears the result', async () => {
    let report: ((percent: number) => void) | undefined;
    let answer: (value: unknown) => void = () => undefined;
    const { api } = await renderPdfProcessor({
      upload: {
        [uploadPath]: (_form: FormData, options: { onProgress: (percent: number) => void }) => {
          report = options.onProgress;
          return new Promise((resolve) => (answer = resolve));
        },
      },
    });
    choose(pdfFile());
    expect(screen.getByText('harbour-hat.pdf (3.00 MB)')).toBeInTheDocument();
    uploadAndProcess();
    await waitFor(() => expect(report).toBeDefined());
    act(() => report!(40));
    expect(await screen.findByText('40% uploaded')).toBeInTheDocument();
    expect(screen.queryByText('Reading the PDF…')).not.toBeInTheDocument();
    act(() => report!(100));
    expect(await screen.findByText('100% uploaded')).toBeInTheDocument();
    expect(screen.getByText('Reading the PDF…')).toHaveAttribute('role', 'status');
    act(() => answer(hatResult()));
    await screen.findByRole('heading', { name: 'Processing Complete' });
    const result = within(panel());
    for (const text of [
      'Harbour Hat',
      'Jane Doe',
      'Intermediate',
      'Worsted',
      'Needles: US 7 (4.5 mm)',
      '1,234',
    ])
      expect(result.getAllByText(text).length).toBeGreaterThan(0);
    expect(result.getByText('Images extracted').nextElementSibling).toHaveTextContent('2');
    const gauge = result.getByRole('row', { name: /Gauge/ });
    expect(gauge).toHaveTextContent('20 sts x 28 rows = 4 in');
    expect(gauge).toHaveTextContent('95%');
    expect(screen.queryByText('harbour-hat.pdf (3.00 MB)')).not.toBeInTheDocument();
    expect(api.upload.mock.calls[0]?.[1].get('pdf')).toBeInstanceOf(File);
    choose(pdfFile('cowl.pdf'));
    expect(screen.queryByRole('heading', { name: 'Processing Complete' })).not.toBeInTheDocument();
    expect(screen.getByText('cowl.pdf (3.00 MB)')).toBeInTheDocument();
  });

  it("shows the server's error, or 'Failed to process PDF' without one", async () => {
    await renderPdfProcessor({ upload: { [uploadPath]: failWith(400, 'The file is not a readable PDF') } });
    choose(pdfFile());
    uploadAndProcess();
    expect(await screen.findByText('The file is not a readable PDF')).toBeInTheDocument();
  });

  it('follows the OCR of a scan to its result, which says the text came from OCR', async () => {
    const reading = hatResult({
      status: 'processing',
      textSource: 'ocr',
      ocr: { pages: 2, pagesDone: 1, percent: 55 },
      analysis: null,
      extractedData: null,
      reading: null,
    });
    let polls = 0;
    await renderPdfProcessor({
      upload: { [uploadPath]: { ...reading, ocr: { pages: 2, pagesDone: 0, percent: 0 } } },
      get: { [resultPath]: () => (++polls < 2 ? reading : hatResult({ textSource: 'ocr' })) },
    });
    choose(pdfFile('scan.pdf'));
    uploadAndProcess();
    expect(await screen.findByText('55% read')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Processing Complete' }, { timeout: 3_000 });
    expect(within(panel()).getByText(/its text was read by OCR/)).toBeInTheDocument();
  });

  it('says the tools service is down when the OCR progress cannot be read, and keeps the page', async () => {
    const reading = hatResult({
      status: 'processing',
      textSource: 'ocr',
      ocr: { pages: 2, pagesDone: 0, percent: 0 },
      analysis: null,
      extractedData: null,
      reading: null,
    });
    await renderPdfProcessor({
      upload: { [uploadPath]: reading },
      get: { [resultPath]: failWith(503, 'The tools service is unavailable') },
    });
    choose(pdfFile('scan.pdf'));
    uploadAndProcess();
    expect(await screen.findByText('The tools service is unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Failed to process PDF')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload and Process' })).toBeInTheDocument();
  });

  it('opens the pattern form with what was read and the kept upload: Save to Library', async () => {
    await renderPdfProcessor({ upload: { [uploadPath]: hatResult() } });
    choose(pdfFile());
    uploadAndProcess();
    fireEvent.click(await screen.findByRole('button', { name: 'Save to Library' }));
    expect(readHandoff(PatternDraftHandoffSchema, await handedState())).toEqual({
      v: 1,
      reading: HAT_READING,
      difficultyLevel: 3,
      upload: { id: UPLOAD_ID, fileName: 'harbour-hat.pdf', sizeBytes: 3 * 1024 * 1024 },
    });
  });

  it('shows a pattern arriving from its Ravelry detail page', async () => {
    const pattern = patternFixture({ source: 'ravelry' });
    await renderPdfProcessor(
      {},
      pdfToolHandoff({
        patternId: pattern.id,
        patternName: 'Flax',
        designer: 'Tin Can Knits',
        sourceData: pattern,
      }),
    );
    expect(
      screen.getByText('Pattern imported from Ravelry. You can now edit and save it to your local library.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flax' })).toBeInTheDocument();
    expect(screen.getByText('Tin Can Knits')).toBeInTheDocument();
  });
});
