import { randomUUID } from 'node:crypto';
import type { FakeChatMessage } from './fake-llm.types.js';

/** Tool calling in the fake OpenAI-compatible server (fake-llm.ts): messages read, checked and answered. */

export interface RawMessage {
  role?: unknown;
  content?: unknown;
  tool_calls?: { id?: unknown; function?: { name?: unknown; arguments?: unknown } }[];
  tool_call_id?: unknown;
}

/** A field as text: a string as it is, anything else as JSON ('' for none). */
const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);

export function readMessage(m: RawMessage): FakeChatMessage {
  const message: FakeChatMessage = { role: text(m.role), content: text(m.content) };
  if (Array.isArray(m.tool_calls))
    message.toolCalls = m.tool_calls.map((call) => ({
      id: text(call.id),
      name: text(call.function?.name),
      arguments: text(call.function?.arguments),
    }));
  if (m.tool_call_id !== undefined) message.toolCallId = text(m.tool_call_id);
  return message;
}

/** OpenAI's refusal of a malformed `tools` list. */
export function toolsRefusal(tools: unknown): string | null {
  if (tools === undefined) return null;
  const valid =
    Array.isArray(tools) &&
    tools.every((tool: { type?: unknown; function?: { name?: unknown; parameters?: unknown } }) => {
      const name = tool?.function?.name;
      return tool?.type === 'function' && typeof name === 'string' && /^[a-zA-Z0-9_-]{1,64}$/.test(name);
    });
  return valid ? null : "Invalid 'tools': each must be {type: 'function', function: {name, parameters}}.";
}

/**
 * OpenAI's two rules on tool messages: each answers a call of the assistant message before it, and every call of
 * an assistant message is answered before the conversation goes on.
 */
export function toolMessagesRefusal(messages: readonly FakeChatMessage[]): string | null {
  let open = new Set<string>();
  for (const message of messages) {
    if (message.role === 'tool') {
      if (!message.toolCallId || !open.delete(message.toolCallId))
        return "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.";
      continue;
    }
    if (open.size > 0)
      return `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...open].join(', ')}`;
    open = new Set((message.toolCalls ?? []).map((call) => call.id));
  }
  return null;
}

/** The `tool_calls` of an assistant message, in OpenAI's shape (an id made up when the script gives none). */
export function toolCallsOf(calls: readonly { name: string; arguments: unknown; id?: string }[]) {
  return calls.map((call) => ({
    id: call.id ?? `call_${randomUUID().replace(/-/g, '').slice(0, 24)}`,
    type: 'function',
    function: {
      name: call.name,
      arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
    },
  }));
}
