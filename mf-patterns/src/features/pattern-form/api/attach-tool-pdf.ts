import { PDF_PROCESSOR_API, type Pattern } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { patternKeys } from '../../../api/query-keys';

/**
 * `POST /pdf-processor/uploads/{id}/attach` (tools service, through the gateway): the PDF the PDF Processor kept
 * is sent by the tools service to the new pattern (Save to Library), so the browser does not upload it again.
 */
export function attachToolPdf(
  client: ApiClient,
  { uploadId, patternId }: { uploadId: string; patternId: string },
): Promise<Pattern> {
  return client.post<Pattern>(PDF_PROCESSOR_API.attach(uploadId), { pattern_id: patternId });
}

export function useAttachToolPdf() {
  return useApiMutation(attachToolPdf, {
    invalidates: [patternKeys.lists(), patternKeys.stats()],
    onSuccess: (saved, _variables, queryClient) =>
      queryClient.setQueryData(patternKeys.detail(saved.id, 'local'), saved),
  });
}
