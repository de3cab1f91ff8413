import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import type { LlmConfig } from '../config/llm.config.js';
import { TOOLS_CONFIG } from '../config/tools.config.js';
import { CircuitBreaker } from './circuit-breaker.js';

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * Why there is no answer: `off` (no LLM_BASE_URL), `open` (the breaker skips an endpoint that just failed),
 * `timeout`, `down` (no connection, a 5xx or an answer of another shape), `refused` (a 4xx: a wrong key or model).
 */
export type LlmFailure = 'off' | 'open' | 'timeout' | 'down' | 'refused';

export type LlmAnswer = { ok: true; content: string; model: string } | { ok: false; reason: LlmFailure };

/** What we read of `POST /chat/completions` (OpenAI's shape; extra fields are ignored). */
const ChatCompletionSchema = z.object({
  model: z.string(),
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable() }), finish_reason: z.string() }))
    .min(1),
});

/** What we read of `GET /models`. */
const ModelListSchema = z.object({ data: z.array(z.object({ id: z.string() })) });

class LlmCallError extends Error {
  constructor(readonly reason: Exclude<LlmFailure, 'off' | 'open'>) {
    super(reason);
  }
}

/**
 * The OpenAI-compatible endpoint (DECISIONS 20): chat completions and the model list, for the designer and the
 * chat alike. One attempt per call, never retried, within LLM_TIMEOUT_MS; after LLM_BREAKER_FAILURES failures in
 * a row the endpoint is left alone for LLM_BREAKER_COOLDOWN_MS (callers answer with the built-in engine). The key
 * goes in the Authorization header only and is never logged; a failure is logged by its kind and status alone.
 *
 * Not the official SDK: it reads OPENAI_* variables (base URL, headers added to every call, log level) behind the
 * validated config, and two calls need none of it.
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

  /** One chat completion; `json` asks for a JSON object (`response_format`). */
  async chat(
    messages: LlmMessage[],
    options: { json?: boolean; maxTokens?: number } = {},
  ): Promise<LlmAnswer> {
    const answer = await this.call('POST', 'chat/completions', ChatCompletionSchema, {
      model: this.config.LLM_MODEL,
      messages,
      ...(options.json ? { response_format: { type: 'json_object' } } : {}),
      ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
    });
    if (!answer.ok) return answer;
    const content = answer.value.choices[0].message.content;
    if (content === null) return this.failed('down', 'an answer without content');
    return { ok: true, content, model: answer.value.model };
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
  ): Promise<{ ok: true; value: z.output<S> } | { ok: false; reason: LlmFailure }> {
    if (!this.configured) return { ok: false, reason: 'off' };
    if (!this.breaker.allow()) return { ok: false, reason: 'open' };
    try {
      const value = await this.send(method, path, schema, body);
      this.breaker.succeeded();
      return { ok: true, value };
    } catch (error) {
      const reason = error instanceof LlmCallError ? error.reason : 'down';
      return this.failed(reason, error instanceof LlmCallError ? '' : 'no connection');
    }
  }

  private async send<S extends z.ZodType>(method: string, path: string, schema: S, body?: unknown) {
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
        signal: AbortSignal.timeout(this.config.LLM_TIMEOUT_MS),
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
