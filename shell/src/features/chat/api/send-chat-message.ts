import {
  ChatResponseSchema,
  SMART_RECOMMENDATIONS_API,
  type ChatResponse,
  type RawChatInput,
} from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/**
 * `POST /smart-recommendations/chat` (spec part 2 section 7, DECISIONS 20): every message the widget sends. An
 * answer that is not the contract's shape fails like a failed call.
 */
export async function sendChatMessage(client: ApiClient, input: RawChatInput): Promise<ChatResponse> {
  return ChatResponseSchema.parse(await client.post<unknown>(SMART_RECOMMENDATIONS_API.chat, input));
}

export function useSendChatMessage() {
  return useApiMutation(sendChatMessage);
}
