import { screen } from '@testing-library/react';
import { SMART_RECOMMENDATIONS_API } from '@yarn-mgmt/contracts';
import {
  createFakeApi,
  describeServiceAvailability,
  failWith,
  renderWithProviders,
} from '@yarn-mgmt/testing/web';
import { DesignerPage } from './features/ai-designer/components/designer-page';
import { PdfProcessorPage } from './features/pdf-processor/components/pdf-processor-page';
import { CalculatorPage } from './features/yarn-calculator/components/calculator-page';

// The tools pages that load nothing on arrival: each asks the tools service once whether it answers.
describeServiceAvailability('tools', { success: false, model: null }, [
  { name: 'PDF Processor', path: '/pdf-processor', page: () => <PdfProcessorPage /> },
  { name: 'AI Pattern Designer', path: '/ai-designer', page: () => <DesignerPage /> },
]);

const TOOLS_DOWN =
  'The tools service is unavailable just now; the rest of the platform still works. Try again in a minute.';

describe('the Yarn Calculator while the tools service is down', () => {
  it('leaves the Yarn Calculator alone: it computes in the browser and never calls the tools service', async () => {
    const api = createFakeApi({
      get: { [SMART_RECOMMENDATIONS_API.status]: failWith(503, 'The tools service is unavailable') },
    });
    renderWithProviders(<CalculatorPage />, { path: '/calculator', api });
    expect(await screen.findByRole('form', { name: 'Total Yardage Calculator' })).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
    expect(screen.queryByText(TOOLS_DOWN)).not.toBeInTheDocument();
  });
});
