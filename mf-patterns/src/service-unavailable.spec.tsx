import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { PATTERNS_API } from '@yarn-mgmt/contracts';
import { createFakeApi, failWith, renderWithProviders } from '@yarn-mgmt/testing/web';
import { availabilityKeys } from '@yarn-mgmt/web-platform';
import { BulkUploadPage } from './features/bulk-upload/components/bulk-upload-page';
import { PatternCreatePage } from './features/pattern-form/components/pattern-form-page';

const PATTERNS_DOWN =
  'The patterns service is unavailable just now; the rest of the platform still works. Try again in a minute.';

// The patterns pages that load nothing of the user's on arrival: each asks the patterns service once.
const pages: Array<[string, string, () => ReactElement]> = [
  ['Bulk Upload PDFs', '/patterns/bulk-upload', () => <BulkUploadPage />],
  ['Add Pattern', '/patterns/new', () => <PatternCreatePage />],
];

describe('a patterns page that loads nothing on arrival', () => {
  it.each(pages)('%s says on arrival that the patterns service is unavailable', async (_, path, page) => {
    const api = createFakeApi({
      get: { [PATTERNS_API.designers]: failWith(503, 'The patterns service is unavailable') },
    });
    renderWithProviders(page(), { path, api });
    const line = await screen.findByText(PATTERNS_DOWN);
    expect(line.closest('[role="alert"]')).not.toBeNull();
  });

  it.each(pages)('%s says nothing of it while the service answers', async (_, path, page) => {
    const api = createFakeApi({ get: { [PATTERNS_API.designers]: [] } });
    const { queryClient } = renderWithProviders(page(), { path, api });
    await waitFor(() =>
      expect(queryClient.getQueryState(availabilityKeys.service('patterns'))?.status).toBe('success'),
    );
    expect(api.get).toHaveBeenCalledWith(PATTERNS_API.designers, expect.anything());
    expect(screen.queryByText(PATTERNS_DOWN)).not.toBeInTheDocument();
  });
});
