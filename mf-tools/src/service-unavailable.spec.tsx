import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { SMART_RECOMMENDATIONS_API } from '@yarn-mgmt/contracts';
import { createFakeApi, failWith, renderWithProviders } from '@yarn-mgmt/testing/web';
import { availabilityKeys } from '@yarn-mgmt/web-platform';
import { DesignerPage } from './features/ai-designer/components/designer-page';
import { PdfProcessorPage } from './features/pdf-processor/components/pdf-processor-page';
import { CalculatorPage } from './features/yarn-calculator/components/calculator-page';

const TOOLS_DOWN =
  'The tools service is unavailable just now; the rest of the platform still works. Try again in a minute.';

// The tools pages that load nothing on arrival: each asks the tools service once whether it answers.
const pages: Array<[string, string, () => ReactElement]> = [
  ['PDF Processor', '/pdf-processor', () => <PdfProcessorPage />],
  ['AI Pattern Designer', '/ai-designer', () => <DesignerPage />],
];

const toolsDown = () =>
  createFakeApi({
    get: { [SMART_RECOMMENDATIONS_API.status]: failWith(503, 'The tools service is unavailable') },
  });

describe('a tools page while the tools service is down', () => {
  it.each(pages)('%s says so on arrival, its controls still there', async (_, path, page) => {
    renderWithProviders(page(), { path, api: toolsDown() });
    const line = await screen.findByText(TOOLS_DOWN);
    expect(line.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
  });

  it.each(pages)('%s says nothing of it while the service answers', async (_, path, page) => {
    const api = createFakeApi({
      get: { [SMART_RECOMMENDATIONS_API.status]: { success: false, model: null } },
    });
    const { queryClient } = renderWithProviders(page(), { path, api });
    await waitFor(() =>
      expect(queryClient.getQueryState(availabilityKeys.service('tools'))?.status).toBe('success'),
    );
    expect(api.get).toHaveBeenCalledWith(SMART_RECOMMENDATIONS_API.status, expect.anything());
    expect(screen.queryByText(TOOLS_DOWN)).not.toBeInTheDocument();
  });

  it('leaves the Yarn Calculator alone: it computes in the browser and never calls the tools service', async () => {
    const api = toolsDown();
    renderWithProviders(<CalculatorPage />, { path: '/calculator', api });
    expect(await screen.findByRole('form', { name: 'Total Yardage Calculator' })).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
    expect(screen.queryByText(TOOLS_DOWN)).not.toBeInTheDocument();
  });
});
