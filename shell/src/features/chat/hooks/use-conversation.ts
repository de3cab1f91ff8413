import { useCallback, useEffect, useState } from 'react';
import { CHAT_TEXTS } from '@yarn-mgmt/contracts';
import { useAuth, useSessionState } from '@yarn-mgmt/web-platform';
import { useSendChatMessage } from '../api/send-chat-message';
import {
  ConversationSchema,
  appendMessage,
  contextFor,
  failedMessage,
  newConversation,
  replyFrom,
  userMessage,
  type ChatMessage,
} from '../utils/conversation';

/** sessionStorage key of the conversation: it outlives navigation between modules and a reload of the tab. */
export const CONVERSATION_STORAGE_KEY = 'yarn-mgmt.chat';

export interface ConversationState {
  messages: ChatMessage[];
  /** A reply is awaited: the typing indicator shows and nothing else is sent. */
  pending: boolean;
  /** Sends `text` trimmed; false (nothing sent) when it is blank or a reply is pending. */
  send: (text: string) => boolean;
  /** Back to one bot message: 'Chat cleared! How can I help you with yarn today?'. */
  clear: () => void;
}

/**
 * The widget's conversation. It belongs to whoever is signed in: signing out (the auth context's user going, a
 * 401 that ended the session, or another account in this tab) starts a fresh one, while a visitor's conversation
 * carries on when they sign in.
 */
export function useConversation(): ConversationState {
  const { user, isLoading } = useAuth();
  const userId = user?.id ?? null;
  const [conversation, setConversation] = useSessionState(CONVERSATION_STORAGE_KEY, ConversationSchema, () =>
    newConversation(userId),
  );
  const { mutateAsync } = useSendChatMessage();
  // The conversation whose reply is awaited: a cleared or signed-out one is not kept waiting by the old reply.
  const [awaiting, setAwaiting] = useState<string | null>(null);

  useEffect(() => {
    if (isLoading || conversation.owner === userId) return;
    setConversation((current) =>
      current.owner === null ? { ...current, owner: userId } : newConversation(userId),
    );
  }, [isLoading, userId, conversation.owner, setConversation]);

  const pending = awaiting === conversation.id;
  const send = useCallback(
    (text: string) => {
      const message = text.trim();
      if (!message || pending) return false;
      const { id, messages } = conversation;
      // A reply goes only to the conversation it answers: not to one cleared or signed out meanwhile.
      const add = (next: ChatMessage) =>
        setConversation((current) => (current.id === id ? appendMessage(current, next) : current));
      const settle = (next: ChatMessage) => {
        add(next);
        setAwaiting((current) => (current === id ? null : current));
      };
      add(userMessage(message));
      setAwaiting(id);
      mutateAsync({ message, context: { previousMessages: contextFor(messages) } }).then(
        (answer) => settle(replyFrom(answer)),
        () => settle(failedMessage()),
      );
      return true;
    },
    [conversation, pending, mutateAsync, setConversation],
  );

  const clear = useCallback(
    () => setConversation((current) => newConversation(current.owner, CHAT_TEXTS.cleared)),
    [setConversation],
  );

  return { messages: conversation.messages, pending, send, clear };
}
