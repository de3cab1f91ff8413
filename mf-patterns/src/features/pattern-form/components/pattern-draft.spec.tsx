import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PATTERNS_API, PDF_PROCESSOR_API, patternDraftHandoff } from '@yarn-mgmt/contracts';
import { createFakeApi, failWith, renderWithProviders } from '@yarn-mgmt/testing/web';
import { patternFixture } from '../../../test/fixtures';
import { PatternCreatePage } from './pattern-form-page';

const UPLOAD_ID = '0b7e6a1c-2f0e-4c6e-9a53-6a1f0d9e2b11';
const field = <T,>(value: T) => ({ value, confidence: 0.9, source: 'text' });
const draft = patternDraftHandoff({
  reading: {
    title: field('Harbour Hat'),
    designer: field('Jane Doe'),
    yarn_weight: field('Worsted'),
    gauge: field({ stitches: 20, rows: 28, inches: 4 }),
  },
  difficultyLevel: 3,
  upload: { id: UPLOAD_ID, fileName: 'harbour-hat.pdf', sizeBytes: 2_000_000 },
});
const saved = patternFixture({ title: 'Harbour Hat' });

function renderDraft(attachAnswer: unknown = saved) {
  const api = createFakeApi({
    get: { [PATTERNS_API.designers]: [] },
    post: { [PATTERNS_API.patterns]: saved, [PDF_PROCESSOR_API.attach(UPLOAD_ID)]: attachAnswer },
  });
  return { ...renderWithProviders(<PatternCreatePage />, { path: '/patterns/new', api, state: draft }), api };
}

describe('PatternCreatePage with a draft from the PDF Processor (Save to Library)', () => {
  it('opens filled for review, then saves the pattern and has the tools service attach the kept PDF', async () => {
    const { api, currentPath } = renderDraft();
    expect(await screen.findByText(/Filled from harbour-hat.pdf by the PDF Processor/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Harbour Hat');
    fireEvent.click(screen.getByRole('button', { name: 'Save Pattern' }));
    await waitFor(() => expect(currentPath()).toBe(`/patterns/${saved.id}`));
    expect(api.post).toHaveBeenCalledWith(
      PATTERNS_API.patterns,
      expect.objectContaining({ title: 'Harbour Hat', designer: 'Jane Doe', difficulty_level: 3 }),
    );
    expect(api.post).toHaveBeenCalledWith(PDF_PROCESSOR_API.attach(UPLOAD_ID), { pattern_id: saved.id });
  });

  it('keeps the saved pattern and says so when the PDF cannot be attached', async () => {
    const { currentPath } = renderDraft(failWith(503, 'The pattern library is unavailable right now'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save Pattern' }));
    expect(await screen.findByText('The pattern library is unavailable right now')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe(`/patterns/${saved.id}`));
  });
});
