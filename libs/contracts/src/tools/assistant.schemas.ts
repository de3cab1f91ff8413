import { z } from 'zod';
import { multilineText } from '../platform/fields.js';
import { CHAT_CONTEXT_MESSAGES, CHAT_MESSAGE_MAX_LENGTH } from './assistant.constants.js';

/**
 * The yarn assistant (spec part 2 sections 2, 3, 4, 7, 8 and 9; DECISIONS 20; issue 21): a floating chat widget
 * on every screen, answered by the tools service's `/smart-recommendations`. The built-in engine answers with no
 * network ('Basic Mode'); an OpenAI-compatible endpoint, when LLM_BASE_URL is set and answers, makes it 'AI Online'.
 */

// The widget's texts, sizes and paths live apart from the schemas, so the chat button on every page loads no zod
// (issue 23).
export * from './assistant.constants.js';

export const RECOMMENDATION_TIERS = ['premium', 'budget_champion', 'other'] as const;
export type RecommendationTier = (typeof RECOMMENDATION_TIERS)[number];

/**
 * Spec part 2 section 3: "brand_name, quality_score, value_score, avg_price, tier". The rest says which line and
 * why, for the card's second line; avg_price is the typical price per skein in US dollars.
 */
export const RecommendationSchema = z.object({
  brand_name: z.string(),
  quality_score: z.number().min(0).max(10),
  value_score: z.number().min(0).max(10),
  avg_price: z.number().nonnegative(),
  tier: z.enum(RECOMMENDATION_TIERS),
  /** The line recommended (null: the brand as a whole). */
  line: z.string().nullable(),
  weight_category: z.string().nullable(),
  fiber_content: z.string().nullable(),
  /** One sentence: why this one, for this question. */
  reason: z.string(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

/**
 * How an answer was made: `ai` by the AI endpoint, `built_in` by the built-in engine, `keyword_fallback` when the
 * engine could not read the question (the spec's fallback reply) or answered because the AI endpoint failed.
 */
export const CHAT_MODES = ['ai', 'built_in', 'keyword_fallback'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

/** A link an answer carries to the user's own yarn or pattern (a stash question's answer). */
export const ChatLinkSchema = z.object({
  kind: z.enum(['yarn', 'pattern']),
  id: z.string().uuid(),
  label: z.string(),
});
export type ChatLink = z.infer<typeof ChatLinkSchema>;

/** What an answer could not see (a neighbour down, or a signed-out visitor's stash). */
export const CHAT_SOURCES = ['inventory', 'patterns', 'deals'] as const;
export type ChatSource = (typeof CHAT_SOURCES)[number];

const chatMessageText = multilineText(CHAT_MESSAGE_MAX_LENGTH).refine((value) => value.length > 0, {
  error: 'Please type a message',
});

/** Spec part 2 section 7: context{previousMessages:[{role user|assistant, content}]}, the last 5 messages. */
export const ChatContextMessageSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: multilineText(CHAT_MESSAGE_MAX_LENGTH * 4),
});
export type ChatContextMessage = z.infer<typeof ChatContextMessageSchema>;

export const ChatInputSchema = z.strictObject({
  message: chatMessageText,
  context: z
    .strictObject({
      previousMessages: z.array(ChatContextMessageSchema).max(CHAT_CONTEXT_MESSAGES),
    })
    .default({ previousMessages: [] }),
});
export type ChatInput = z.infer<typeof ChatInputSchema>;
export type RawChatInput = z.input<typeof ChatInputSchema>;

/**
 * Spec part 2 section 7: "response, fallback_response, mode". The widget shows `response`, or `fallback_response`
 * when the engine could not read the question (then `response` is null); `recommendations` when the question
 * asked for them (DECISIONS 20).
 */
export const ChatResponseSchema = z.object({
  response: z.string().nullable(),
  fallback_response: z.string().nullable(),
  mode: z.enum(CHAT_MODES),
  recommendations: z.array(RecommendationSchema),
  links: z.array(ChatLinkSchema),
  /** Sources the answer needed and could not see. */
  unavailable: z.array(z.enum(CHAT_SOURCES)),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

export const RecommendationQueryInputSchema = z.strictObject({ query: chatMessageText });
export type RecommendationQueryInput = z.infer<typeof RecommendationQueryInputSchema>;

/** Spec part 2 section 7: "success, recommendations, explanation, mode". */
export const RecommendationQueryResponseSchema = z.object({
  success: z.boolean(),
  recommendations: z.array(RecommendationSchema),
  explanation: z.string(),
  mode: z.enum(CHAT_MODES),
});
export type RecommendationQueryResponse = z.infer<typeof RecommendationQueryResponseSchema>;

/** Spec part 2 section 7: "returns a success field"; true only when the AI endpoint answers. */
export const AssistantStatusResponseSchema = z.object({
  success: z.boolean(),
  /** The AI endpoint's model when online, null in Basic Mode. */
  model: z.string().nullable(),
});
export type AssistantStatusResponse = z.infer<typeof AssistantStatusResponseSchema>;
