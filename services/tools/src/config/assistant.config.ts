import { serviceUrlList } from '@yarn-mgmt/nest-kit';
import { z } from 'zod';

const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * The yarn assistant (`/smart-recommendations`, issue 21): the neighbours it reads as the user, each within its
 * own time so an answer stays under the gateway's 10 s, and the rate limit on `chat` and `query`.
 */
export const AssistantEnvSchema = z.object({
  /** The inventory service: the stash questions read `GET /yarn/stash-summary` there. */
  INVENTORY_URL: serviceUrlList('http://127.0.0.1:3102'),
  INVENTORY_TIMEOUT_MS: milliseconds(100, 30_000, 3_000),
  /** The deals service: "any deals on Drops?" reads `GET /deals/active` there. */
  DEALS_URL: serviceUrlList('http://127.0.0.1:3106'),
  DEALS_TIMEOUT_MS: milliseconds(100, 30_000, 3_000),
  /**
   * The chat's read of the pattern library ("what can I make with my stash?": `GET /patterns?makeable=true`,
   * which asks the inventory in turn); PATTERNS_TIMEOUT_MS is Save to Library's, long enough for 50 MB.
   */
  PATTERNS_READ_TIMEOUT_MS: milliseconds(100, 30_000, 5_000),
  /** Messages (`chat` and `query` together) one user, or one address for a visitor, may send per window. */
  CHAT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  CHAT_RATE_WINDOW_MS: milliseconds(1_000, 86_400_000, 60_000),
  /** Counts the rate limit in Redis, shared by every replica; unset, each process counts on its own. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
});
export type AssistantConfig = z.output<typeof AssistantEnvSchema>;
