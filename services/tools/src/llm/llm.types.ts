import { z } from 'zod';

/** A function the model may call (OpenAI `tools`): its name, what it does, and its arguments' JSON schema. */
export interface LlmTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** A call the model asked for: `arguments` is JSON text as the model wrote it (to be checked before use). */
export interface LlmToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** The system's instructions or the user's words. */
export interface LlmTextMessage {
  role: 'system' | 'user';
  content: string;
}

/** A message of the conversation: the system's and user's words, the model's own turns, and tool results. */
export type LlmMessage =
  | LlmTextMessage
  | { role: 'assistant'; content: string | null; toolCalls?: LlmToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

/**
 * Why there is no answer: `off` (no LLM_BASE_URL), `open` (the breaker skips an endpoint that just failed),
 * `timeout`, `down` (no connection, a 5xx or an answer of another shape), `refused` (a 4xx: a wrong key or model).
 */
export type LlmFailure = 'off' | 'open' | 'timeout' | 'down' | 'refused';

export type LlmAnswer = { ok: true; content: string; model: string } | { ok: false; reason: LlmFailure };

/** One turn of the model: its words, or the tools it wants called first (or both). */
export type LlmTurn =
  | { ok: true; content: string | null; toolCalls: LlmToolCall[]; model: string }
  | { ok: false; reason: LlmFailure };

export interface LlmCallOptions {
  /** Ask for a JSON object (`response_format: json_object`). */
  json?: boolean;
  maxTokens?: number;
  /** Functions the model may call; `toolChoice: 'none'` keeps them described but asks for words. */
  tools?: LlmTool[];
  toolChoice?: 'auto' | 'none';
  /** This call's cap when shorter than LLM_TIMEOUT_MS (a conversation of several calls shares one budget). */
  timeoutMs?: number;
}

/** What we read of `POST /chat/completions` (OpenAI's shape; extra fields are ignored). */
export const ChatCompletionSchema = z.object({
  model: z.string(),
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable(),
          tool_calls: z
            .array(
              z.object({
                id: z.string(),
                type: z.literal('function'),
                function: z.object({ name: z.string(), arguments: z.string() }),
              }),
            )
            .nullish(),
        }),
        finish_reason: z.string().nullable(),
      }),
    )
    .min(1),
});

/** What we read of `GET /models`. */
export const ModelListSchema = z.object({ data: z.array(z.object({ id: z.string() })) });

/** The messages in OpenAI's wire shape (`tool_calls`, `tool_call_id`). */
export function wireMessages(messages: readonly LlmMessage[]): Record<string, unknown>[] {
  return messages.map((message) => {
    if (message.role === 'tool')
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    if (message.role === 'assistant' && message.toolCalls?.length)
      return {
        role: 'assistant',
        content: message.content,
        tool_calls: message.toolCalls.map((call) => ({
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: call.arguments },
        })),
      };
    return { role: message.role, content: message.content };
  });
}

/** The request body of one chat completion. */
export function completionBody(
  model: string | undefined,
  messages: readonly LlmMessage[],
  options: LlmCallOptions,
) {
  return {
    model,
    messages: wireMessages(messages),
    ...(options.tools?.length
      ? {
          tools: options.tools.map((tool) => ({ type: 'function', function: tool })),
          tool_choice: options.toolChoice ?? 'auto',
        }
      : {}),
    ...(options.json ? { response_format: { type: 'json_object' } } : {}),
    ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
  };
}
