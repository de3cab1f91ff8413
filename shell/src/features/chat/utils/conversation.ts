import { z } from 'zod';
import {
  CHAT_CONTEXT_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MODES,
  CHAT_TEXTS,
  ChatLinkSchema,
  RecommendationSchema,
  type ChatContextMessage,
  type ChatResponse,
} from '@yarn-mgmt/contracts';

/**
 * Spec part 2 section 3, "Chat message: id, text, sender (user|bot), timestamp, optional error flag, optional
 * mode, optional recommendations list", plus the links a stash answer carries. Client-side only: the service
 * stores no message, so this is what the tab keeps (sessionStorage) and reads back through this schema.
 */
export const ChatMessageSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  sender: z.enum(['user', 'bot']),
  timestamp: z.iso.datetime(),
  error: z.boolean().optional(),
  mode: z.enum(CHAT_MODES).optional(),
  recommendations: z.array(RecommendationSchema).optional(),
  links: z.array(ChatLinkSchema).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** One conversation: whose it is (a signed-in user's id, null for a visitor) and its messages, oldest first. */
export const ConversationSchema = z.object({
  id: z.string().min(1),
  owner: z.string().nullable(),
  messages: z.array(ChatMessageSchema).min(1),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** The tab keeps this many messages at most (a long conversation would otherwise fill sessionStorage). */
export const CHAT_MESSAGES_KEPT = 100;

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const message = (
  sender: ChatMessage['sender'],
  text: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  id: newId(),
  text,
  sender,
  timestamp: new Date().toISOString(),
  ...extra,
});

export const userMessage = (text: string) => message('user', text);
export const botMessage = (text: string, extra?: Partial<ChatMessage>) => message('bot', text, extra);
export const failedMessage = () => botMessage(CHAT_TEXTS.failed, { error: true });

/** A conversation that starts with one bot message: the greeting, or 'Chat cleared!...' after the clear button. */
export function newConversation(owner: string | null, opening: string = CHAT_TEXTS.greeting): Conversation {
  return { id: newId(), owner, messages: [botMessage(opening)] };
}

export function appendMessage(conversation: Conversation, next: ChatMessage): Conversation {
  return { ...conversation, messages: [...conversation.messages, next].slice(-CHAT_MESSAGES_KEPT) };
}

/** The longest context entry the service reads (ChatContextMessageSchema: four messages' worth). */
const CONTEXT_CONTENT_MAX = CHAT_MESSAGE_MAX_LENGTH * 4;

/**
 * DECISIONS 20, spec part 2 section 9: what is sent with a message, the last 5 messages before it (the greeting
 * included, as the assistant's). A failed message is left out: the assistant never said it.
 */
export function contextFor(messages: readonly ChatMessage[]): ChatContextMessage[] {
  return messages
    .filter((entry) => !entry.error)
    .slice(-CHAT_CONTEXT_MESSAGES)
    .map((entry) => ({
      role: entry.sender === 'user' ? 'user' : 'assistant',
      content: entry.text.slice(0, CONTEXT_CONTENT_MAX),
    }));
}

/** The bot's message for an answer: its text (or the fallback text when it read nothing) and what it carries. */
export function replyFrom(answer: ChatResponse): ChatMessage {
  return botMessage(answer.response ?? answer.fallback_response ?? CHAT_TEXTS.fallbackReply, {
    mode: answer.mode,
    recommendations: answer.recommendations,
    links: answer.links,
  });
}
