import { fireEvent, screen } from '@testing-library/react';
import { PDF_PROCESSOR_API, type PatternReading, type PdfProcessing } from '@yarn-mgmt/contracts';
import {
  createFakeApi,
  LocationStateProbe,
  renderWithProviders,
  type FakeApi,
  type FakeApiRoutes,
} from '@yarn-mgmt/testing/web';
import { ModulePage } from '@yarn-mgmt/web-platform';
import { Route, Routes } from 'react-router-dom';
import { routes } from '../../../routes';

export const UPLOAD_ID = '0b7e6a1c-2f0e-4c6e-9a53-6a1f0d9e2b11';

const field = <T,>(value: T, confidence = 0.9) => ({ value, confidence, source: 'text' });

export const HAT_READING: PatternReading = {
  title: field('Harbour Hat'),
  designer: field('Jane Doe', 0.8),
  yarn_weight: field('Worsted'),
  gauge: field({ stitches: 20, rows: 28, inches: 4 }, 0.95),
};

/** A finished upload of the Harbour Hat PDF, as the service answers it. */
export function hatResult(overrides: Partial<PdfProcessing> = {}): PdfProcessing {
  return {
    id: UPLOAD_ID,
    fileName: 'harbour-hat.pdf',
    sizeBytes: 3 * 1024 * 1024,
    pages: 3,
    pagesRead: 3,
    status: 'done',
    textSource: 'text',
    ocr: null,
    error: null,
    analysis: {
      title: 'Harbour Hat',
      author: 'Jane Doe',
      difficulty: 'Intermediate',
      difficultyLevel: 3,
      yarnWeight: 'Worsted',
      materials: ['Yarn: Malabrigo Rios, 210 yds', 'Needles: US 7 (4.5 mm)'],
    },
    extractedData: {
      text: 'x'.repeat(1234),
      images: [
        { width: 160, height: 120, format: 'jpeg' },
        { width: 120, height: 120, format: 'raw' },
      ],
    },
    reading: HAT_READING,
    patternId: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

/** /pdf-processor as the shell shows it, against a fake API; /patterns/new shows the state it is handed. */
export async function renderPdfProcessor(
  answers: FakeApiRoutes = {},
  state?: unknown,
): Promise<{ api: FakeApi }> {
  const api = createFakeApi(answers);
  const route = routes.find((entry) => entry.path === '/pdf-processor')!;
  const page = (
    <Routes>
      <Route path="/pdf-processor" element={<ModulePage route={route} />} />
      <Route path="/patterns/new" element={<LocationStateProbe />} />
    </Routes>
  );
  renderWithProviders(page, { path: '/pdf-processor', route: '/*', api, state });
  await screen.findByRole('heading', { level: 1, name: 'PDF Processor' });
  return { api };
}

export const pdfFile = (name = 'harbour-hat.pdf', type = 'application/pdf', bytes = 3 * 1024 * 1024) =>
  new File([new Uint8Array(bytes)], name, { type });

export function choose(file: File) {
  fireEvent.change(screen.getByLabelText('PDF file'), { target: { files: [file] } });
}

export const uploadAndProcess = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Upload and Process' }));

export const uploadPath = PDF_PROCESSOR_API.upload;
export const resultPath = PDF_PROCESSOR_API.result(UPLOAD_ID);
