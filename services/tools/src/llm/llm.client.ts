import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import type { LlmConfig } from '../config/llm.config.js';
import { TOOLS_CONFIG } from '../config/tools.config.js';
import { CircuitBreaker } from './circuit-breaker.js';
import {
  ChatCompletionSchema,
  completionBody,
  ModelListSchema,
  type LlmAnswer,
  type LlmCallOptions,
  type LlmFailure,
  type LlmMessage,
  type LlmTurn,
} from './llm.types.js';

export type {
  LlmAnswer,
  LlmFailure,
  LlmMessage,
  LlmTextMessage,
  LlmTool,
  LlmToolCall,
  LlmTurn,
} from './llm.types.js';

class LlmCallError extends Error {
  constructor(readonly reason: Exclude<LlmFailure, 'off' | 'open'>) {
    super(reason);
  }
}

/**
 * The OpenAI-compatible endpoint (DECISIONS 20): chat completions (with tools, for the chat) and the model list,
 * for the designer and the chat alike. One attempt per call, never retried, within LLM_TIMEOUT_MS; after LLM_BREAKER_FAILURES failures in
 * a row the endpoint is left alone for LLM_BREAKER_COOLDOWN_MS (callers answer with the built-in engine). The key
 * goes in the Authorization header only and is never logged; a failure is logged by its kind and status alone.
 *
 * Not the official SDK: it reads OPENAI_* variables (base URL, headers added to every call, log level) behind the
 * validated config, and three calls need none of it.
 */
@Injectable()
export class LlmClient {
  private readonly logger = new Logger(LlmClient.name);
  private readonly breaker: CircuitBreaker;

  constructor(@Inject(TOOLS_CONFIG) private readonly config: LlmConfig) {
    this.breaker = new CircuitBreaker(config.LLM_BREAKER_FAILURES, config.LLM_BREAKER_COOLDOWN_MS);
  }

  /** Whether an endpoint is set (otherwise nothing leaves the machine). */
  get configured(): boolean {
    return Boolean(this.config.LLM_BASE_URL && this.config.LLM_MODEL);
  }

  get model(): string | null {
    return this.configured ? (this.config.LLM_MODEL ?? null) : null;
  }

  /** One chat completion in words; `json` asks for a JSON object (`response_format`). */
  async chat(
    messages: LlmMessage[],
    options: Omit<LlmCallOptions, 'tools' | 'toolChoice'> = {},
  ): Promise<LlmAnswer> {
    const turn = await this.turn(messages, options);
    if (!turn.ok) return turn;
    if (turn.content === null) return this.failed('down', 'an answer without content');
    return { ok: true, content: turn.content, model: turn.model };
  }

  /**
   * One turn of a conversation with tools (OpenAI `tools` and `tool_calls`): the model answers in words, or asks
   * for calls whose results the caller sends back in the next turn. One attempt, as every call.
   */
  async turn(messages: LlmMessage[], options: LlmCallOptions = {}): Promise<LlmTurn> {
    const answer = await this.call(
      'POST',
      'chat/completions',
      ChatCompletionSchema,
      completionBody(this.config.LLM_MODEL, messages, options),
      options.timeoutMs,
    );
    if (!answer.ok) return answer;
    const { message } = answer.value.choices[0];
    const toolCalls = (message.tool_calls ?? []).map((call) => ({
      id: call.id,
      name: call.function.name,
      arguments: call.function.arguments,
    }));
    if (message.content === null && toolCalls.length === 0)
      return this.failed('down', 'an answer without content');
    return { ok: true, content: message.content, toolCalls, model: answer.value.model };
  }

  /** The endpoint's models: the chat's "AI Online" asks this. */
  async models(): Promise<{ ok: true; models: string[] } | { ok: false; reason: LlmFailure }> {
    const answer = await this.call('GET', 'models', ModelListSchema);
    return answer.ok ? { ok: true, models: answer.value.data.map((m) => m.id) } : answer;
  }

  private async call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body?: unknown,
    timeoutMs?: number,
  ): Promise<{ ok: true; value: z.output<S> } | { ok: false; reason: LlmFailure }> {
    if (!this.configured) return { ok: false, reason: 'off' };
    // A conversation's budget spent by earlier turns that did answer: nothing to hold against the endpoint.
    if (timeoutMs !== undefined && timeoutMs <= 0) return { ok: false, reason: 'timeout' };
    if (!this.breaker.allow()) return { ok: false, reason: 'open' };
    try {
      const value = await this.send(method, path, schema, body, timeoutMs);
      this.breaker.succeeded();
      return { ok: true, value };
    } catch (error) {
      const reason = error instanceof LlmCallError ? error.reason : 'down';
      return this.failed(reason, error instanceof LlmCallError ? '' : 'no connection');
    }
  }

  private async send<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
    timeoutMs?: number,
  ) {
    const base = this.config.LLM_BASE_URL!.replace(/\/?$/, '/');
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.config.LLM_API_KEY) headers.authorization = `Bearer ${this.config.LLM_API_KEY}`;
    let response: Response;
    try {
      response = await fetch(new URL(path, base), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(Math.min(timeoutMs ?? Infinity, this.config.LLM_TIMEOUT_MS)),
      });
    } catch (error) {
      throw new LlmCallError((error as { name?: string }).name === 'TimeoutError' ? 'timeout' : 'down');
    }
    if (!response.ok) {
      await response.body?.cancel();
      this.logger.warn(`${method} ${path}: the AI endpoint answered ${response.status}`);
      throw new LlmCallError(response.status < 500 ? 'refused' : 'down');
    }
    let parsed: z.ZodSafeParseResult<z.output<S>>;
    try {
      parsed = schema.safeParse(await response.json());
    } catch (error) {
      throw new LlmCallError((error as { name?: string }).name === 'TimeoutError' ? 'timeout' : 'down');
    }
    if (!parsed.success) throw new LlmCallError('down');
    return parsed.data;
  }

  private failed(reason: LlmFailure, detail: string): { ok: false; reason: LlmFailure } {
    this.breaker.failed();
    this.logger.warn(
      `the AI endpoint failed (${reason}${detail ? `: ${detail}` : ''})${this.breaker.isOpen ? '; not asked again for a while' : ''}`,
    );
    return { ok: false, reason };
  }
}
