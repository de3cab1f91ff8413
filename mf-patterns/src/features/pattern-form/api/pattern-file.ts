import { PATTERN_PDF_FIELD, PATTERNS_API, type Pattern } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient, type UploadOptions } from '@yarn-mgmt/web-platform';
import { patternKeys, segment } from '../../../api/query-keys';

export interface PatternFileUpload {
  id: string;
  file: File;
  onProgress?: UploadOptions['onProgress'];
}

/** `POST /patterns/{id}/file` (multipart `file`), with upload progress; attaches or replaces the PDF. */
export function uploadPatternFile(
  client: ApiClient,
  { id, file, onProgress }: PatternFileUpload,
): Promise<Pattern> {
  const form = new FormData();
  form.append(PATTERN_PDF_FIELD, file);
  return client.upload<Pattern>(PATTERNS_API.file(segment(id)), form, { onProgress });
}

/** `DELETE /patterns/{id}/file`. */
export function deletePatternFile(client: ApiClient, id: string): Promise<void> {
  return client.delete<void>(PATTERNS_API.file(segment(id)));
}

const stale = [patternKeys.lists(), patternKeys.stats()];

export function useUploadPatternFile() {
  return useApiMutation(uploadPatternFile, {
    invalidates: stale,
    onSuccess: (saved, _variables, queryClient) =>
      queryClient.setQueryData(patternKeys.detail(saved.id, 'local'), saved),
  });
}

export function useDeletePatternFile() {
  return useApiMutation(deletePatternFile, {
    invalidates: stale,
    onSuccess: (_data, id, queryClient) =>
      queryClient.setQueryData<Pattern>(patternKeys.detail(id, 'local'), (old) =>
        old ? { ...old, file: null } : old,
      ),
  });
}
