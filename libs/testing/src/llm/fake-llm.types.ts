/** The fake OpenAI-compatible server's types (fake-llm.ts): what it received, and how a test scripts it. */

/** A tool call, as the model asks for it and as a later assistant message repeats it. */
export interface FakeToolCall {
  id: string;
  name: string;
  /** JSON text, as OpenAI sends it. */
  arguments: string;
}

/** A message as the fake received it: `content` is '' when the message had none (an assistant's tool calls). */
export interface FakeChatMessage {
  role: string;
  content: string;
  /** An assistant message's `tool_calls`. */
  toolCalls?: FakeToolCall[];
  /** A `tool` message's `tool_call_id`. */
  toolCallId?: string;
}

/** A chat completion request as the fake received it. */
export interface FakeChatRequest {
  model: string;
  messages: FakeChatMessage[];
  /** The names of the functions offered in `tools` (empty when none), and `tool_choice` when sent. */
  tools: string[];
  toolChoice: string | null;
  /** `response_format.type`, when the caller asked for one (`json_object`). */
  responseFormat: string | null;
  /** The Authorization header as sent (tests check what leaves the machine). */
  authorization: string | null;
  /** The whole body, as parsed. */
  body: Record<string, unknown>;
}

/**
 * What the fake answers a chat completion: words (after `delayMs`), tool calls, an error status in OpenAI's error
 * shape, or the connection dropped without an answer.
 */
export type FakeLlmReply =
  | { content: string; delayMs?: number }
  /** The model asks for these calls (`finish_reason: tool_calls`); `arguments` an object or JSON text. */
  | { toolCalls: { name: string; arguments: unknown; id?: string }[]; delayMs?: number }
  | { status: number; message?: string; delayMs?: number }
  | { hangUp: true };

export type FakeLlmScript = (request: FakeChatRequest) => FakeLlmReply;

export interface FakeLlmOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** When set, a request without `Authorization: Bearer <apiKey>` is a 401 (invalid_api_key). */
  apiKey?: string;
  /** The models `GET /v1/models` lists and chat completions accept (default: one, `local-test-model`). */
  models?: string[];
  /** How chat completions are answered (default: `echoJsonReply`). */
  reply?: FakeLlmScript;
}

export interface FakeLlm {
  /** The OpenAI-compatible base URL, `/v1` included (an LLM_BASE_URL). */
  url: string;
  /** Answers the next chat completions with this script (null: the default again). */
  script(reply: FakeLlmScript | null): void;
  /** Chat completion requests received, oldest first. */
  requests(): readonly FakeChatRequest[];
  resetLog(): void;
  close(): Promise<void>;
}
