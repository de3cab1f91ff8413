import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PATTERNS_API } from '@yarn-mgmt/contracts';
import { PATTERN_ID, patternFixture } from '../../../test/fixtures';
import { renderDetail } from '../../../test/pattern-detail-kit';

const COVER = `/api/patterns/${PATTERN_ID}/cover/44444444-4444-4444-8444-444444444444`;
const MINE = `/api/patterns/${PATTERN_ID}/cover/55555555-5555-4555-8555-555555555555`;

beforeEach(() => {
  URL.createObjectURL = () => 'blob:cover';
  URL.revokeObjectURL = () => undefined;
});

describe('the pattern page’s cover', () => {
  it('shows the cover made from the PDF, and replaces it with a photo of the user’s own', async () => {
    const pattern = patternFixture({ image_url: COVER, cover_source: 'pdf' });
    const { api } = renderDetail(pattern, {
      getBlob: { [COVER]: new Blob(['webp']), [MINE]: new Blob(['png']) },
      put: { [PATTERNS_API.cover(PATTERN_ID)]: { ...pattern, image_url: MINE, cover_source: 'upload' } },
    });
    expect(await screen.findByRole('img', { name: `${pattern.title} cover` })).toHaveAttribute(
      'src',
      'blob:cover',
    );
    expect(screen.getByText("Made from the pattern's PDF")).toBeInTheDocument();
    const photo = new File(['png'], 'mine.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Cover photo'), { target: { files: [photo] } });
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(PATTERNS_API.cover(PATTERN_ID), expect.any(FormData)),
    );
    const form = api.put.mock.calls[0][1] as FormData;
    expect(form.get('cover')).toBe(photo);
    expect(await screen.findByText('Cover updated')).toBeInTheDocument();
    await waitFor(() => expect(api.getBlob).toHaveBeenCalledWith(MINE, expect.anything()));
  });

  it('removes the cover, back to the book icon', async () => {
    const pattern = patternFixture({ image_url: COVER, cover_source: 'upload' });
    const { api } = renderDetail(pattern, {
      getBlob: { [COVER]: new Blob(['webp']) },
      delete: { [PATTERNS_API.cover(PATTERN_ID)]: undefined },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove cover' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith(PATTERNS_API.cover(PATTERN_ID)));
    expect(await screen.findByText('Cover removed')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add cover photo' })).toBeInTheDocument();
  });

  it('offers to add a photo when the pattern has no cover', async () => {
    renderDetail(patternFixture({ image_url: null, cover_source: null }));
    expect(await screen.findByRole('button', { name: 'Add cover photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove cover' })).not.toBeInTheDocument();
  });
});
