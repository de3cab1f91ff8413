import { Stack } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { PdfToolHandoffSchema, readHandoff } from '@yarn-mgmt/contracts';
import { PageHeader } from '@yarn-mgmt/ui';
import { ServiceUnavailableAlert, usePageTitle } from '@yarn-mgmt/web-platform';
import { PageRoot } from '../../../components/page-root';
import { usePdfProcessor } from '../hooks/use-pdf-processor';
import { OcrProgress } from './ocr-progress';
import { RavelryImport } from './ravelry-import';
import { ResultPanel } from './result-panel';
import { UploadCard } from './upload-card';

/** /pdf-processor: a pattern PDF read into its facts (spec part 2 sections 2-5, 7, 8). */
export function PdfProcessorPage() {
  const title = usePageTitle();
  const handoff = readHandoff(PdfToolHandoffSchema, useLocation().state);
  const processor = usePdfProcessor();
  return (
    <PageRoot>
      <PageHeader title={title} />
      <Stack spacing={3}>
        <ServiceUnavailableAlert service="tools" />
        <UploadCard processor={processor} />
        {processor.reading && <OcrProgress upload={processor.reading} />}
        {processor.result && <ResultPanel result={processor.result} />}
        {handoff && !processor.result && !processor.reading && <RavelryImport handoff={handoff} />}
      </Stack>
    </PageRoot>
  );
}
