import { DESIGNER_API, type RawDesignerInput, type DesignerResponse } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** `POST /ai-designer/generate` (spec part 2 section 7): the designer fields, the pattern. */
export function generateDesign(client: ApiClient, body: RawDesignerInput): Promise<DesignerResponse> {
  return client.post<DesignerResponse>(DESIGNER_API.generate, body);
}

export function useGenerateDesign() {
  return useApiMutation(generateDesign);
}
