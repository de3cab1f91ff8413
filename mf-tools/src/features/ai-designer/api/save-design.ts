import { DESIGNER_API, type RawDesignerDocumentInput, type Pattern } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** `POST /ai-designer/save` (DECISIONS 12): the pattern created in the library with its PDF; the library's pattern. */
export function saveDesign(client: ApiClient, body: RawDesignerDocumentInput): Promise<Pattern> {
  return client.post<Pattern>(DESIGNER_API.save, body);
}

/** The library's queries (whichever remote shows them) are stale once a pattern is saved. */
export function useSaveDesign() {
  return useApiMutation(saveDesign, { invalidates: [['patterns']] });
}
