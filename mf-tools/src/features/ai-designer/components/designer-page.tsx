import { Paper, Stack } from '@mui/material';
import { PageHeader } from '@yarn-mgmt/ui';
import { ServiceUnavailableAlert, usePageTitle } from '@yarn-mgmt/web-platform';
import { PageRoot } from '../../../components/page-root';
import { useDesigner } from '../hooks/use-designer';
import { DesignerForm } from './designer-form';
import { ResultPanel } from './result-panel';

/**
 * /ai-designer (spec part 2 section 2; DECISIONS 12, 20): the form, then the pattern with every count computed
 * and checked by the built-in engine, Save to the library and Download as a PDF.
 */
export function DesignerPage() {
  const title = usePageTitle();
  const designer = useDesigner();
  return (
    <PageRoot>
      <PageHeader title={title} />
      <Stack spacing={3}>
        <ServiceUnavailableAlert service="tools" />
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <DesignerForm
            generating={designer.generating}
            failure={designer.failure}
            onGenerate={designer.generate}
          />
        </Paper>
        <ResultPanel designer={designer} />
      </Stack>
    </PageRoot>
  );
}
