// The yarn assistant's texts, sizes and paths, apart from its schemas: the chat button is on every page, and
// a page that needs only these loads no zod (issue 23).

/** The widget's texts (spec part 2 sections 2 and 8). */
export const CHAT_TEXTS = {
  title: 'Yarn Assistant',
  online: 'AI Online',
  offline: 'Basic Mode',
  checking: 'Checking...',
  greeting:
    "Hi! I'm your yarn assistant. Ask me anything about yarn brands, recommendations, or get help finding the perfect yarn for your project!",
  cleared: 'Chat cleared! How can I help you with yarn today?',
  placeholder: 'Ask about yarn...',
  tryAsking: 'Try asking:',
  fallbackChip: 'Fallback Mode',
  /** The built-in engine's reply to a question it cannot read (mode `keyword_fallback`). */
  fallbackReply: "I'm having trouble understanding. Could you rephrase that?",
  /** A message that failed (the service down, a 5xx, a timeout), styled as an error. */
  failed:
    "Sorry, I'm having trouble right now. You can still browse yarn recommendations in the Recommendations section!",
  /** Accessible names of the widget's icon buttons (the spec shows icons only). */
  openLabel: 'Open the yarn assistant',
  closeLabel: 'Close the yarn assistant',
  clearLabel: 'Clear the conversation',
  sendLabel: 'Send',
} as const;

/**
 * The suggestion chips, in the spec's order. Only the first CHAT_SUGGESTIONS_SHOWN are ever shown ("The last two
 * are never shown"), while the conversation has CHAT_SUGGESTIONS_UNTIL messages or fewer.
 */
export const CHAT_SUGGESTIONS = [
  'best yarn for baby blankets',
  'budget-friendly yarn for a sweater',
  'compare two brands',
  'is a brand good quality',
  'soft yarn under $10',
] as const;
export const CHAT_SUGGESTIONS_SHOWN = 3;
export const CHAT_SUGGESTIONS_UNTIL = 2;
/** Spec part 2 section 9: the last 5 messages are sent as context. */
export const CHAT_CONTEXT_MESSAGES = 5;
/** Spec part 2 section 9: panel transition 300 ms, panel 400 by 600. */
export const CHAT_PANEL_TRANSITION_MS = 300;
export const CHAT_PANEL_WIDTH = 400;
export const CHAT_PANEL_HEIGHT = 600;
/** The longest message the service reads (a question, not a document). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

export const SMART_RECOMMENDATIONS_API = {
  /** GET: `success` is true only when the AI endpoint answers (DECISIONS 20). */
  status: '/smart-recommendations/status',
  /** POST {query}: recommendations for one question. */
  query: '/smart-recommendations/query',
  /** POST {message, context}: the widget's every message. */
  chat: '/smart-recommendations/chat',
} as const;
