import { z } from 'zod';

const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * The OpenAI-compatible endpoint (DECISIONS 20 and 30). Unset, nothing leaves the machine: the built-in engine
 * writes every word. Set, the designer (and the chat) send it only what an answer needs.
 */
export const LlmEnvSchema = z.object({
  /** The endpoint's base, with its `/v1` (`https://api.openai.com/v1`, `http://127.0.0.1:11434/v1`). */
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'Must be an http(s) address' }).optional(),
  /** Sent as the bearer token; never logged. Local endpoints often need none. */
  LLM_API_KEY: z.string().min(1).max(4_096).optional(),
  /** The model asked for; required with LLM_BASE_URL. */
  LLM_MODEL: z.string().min(1).max(200).optional(),
  /** One call's time cap, under the gateway's 10 s: past it, the engine's own words are answered. */
  LLM_TIMEOUT_MS: milliseconds(500, 120_000, 8_000),
  /** Consecutive failed calls after which the endpoint is not asked for LLM_BREAKER_COOLDOWN_MS. */
  LLM_BREAKER_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
  LLM_BREAKER_COOLDOWN_MS: milliseconds(1_000, 3_600_000, 30_000),
});
export type LlmConfig = z.output<typeof LlmEnvSchema>;

/** A base URL without a model would call the endpoint with nothing to ask for. */
export function requireLlmModel(config: { LLM_BASE_URL?: string; LLM_MODEL?: string }, ctx: z.RefinementCtx) {
  if (config.LLM_BASE_URL && !config.LLM_MODEL)
    ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'Required when LLM_BASE_URL is set' });
}
