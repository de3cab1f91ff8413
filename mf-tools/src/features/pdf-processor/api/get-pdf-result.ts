import { useQuery } from '@tanstack/react-query';
import { PDF_PROCESSOR_API, type PdfProcessing } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';

/** How often a scan being read by OCR is asked for its progress. */
export const OCR_POLL_MS = 700;

/** `GET /pdf-processor/uploads/{id}`: the upload's result, or its OCR's progress. */
export function getPdfResult(client: ApiClient, id: string): Promise<PdfProcessing> {
  return client.get<PdfProcessing>(PDF_PROCESSOR_API.result(id));
}

/** Polls a scan's OCR until it is done or failed (`id` null: nothing to poll). */
export function usePdfResult(id: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['pdf-processor', 'upload', id],
    queryFn: () => getPdfResult(client, id!),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? OCR_POLL_MS : false),
  });
}
