import { DESIGNER_API, type DesignerInputBody, type DesignerResult } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** `POST /ai-designer/generate` (spec part 2 section 7): the designer fields, the pattern. */
export function generateDesign(client: ApiClient, body: DesignerInputBody): Promise<DesignerResult> {
  return client.post<DesignerResult>(DESIGNER_API.generate, body);
}

export function useGenerateDesign() {
  return useApiMutation(generateDesign);
}
