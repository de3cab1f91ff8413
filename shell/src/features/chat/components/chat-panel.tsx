import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import { Paper, Stack } from '@mui/material';
import {
  CHAT_PANEL_HEIGHT,
  CHAT_PANEL_WIDTH,
  CHAT_SUGGESTIONS_UNTIL,
  CHAT_TEXTS,
} from '@yarn-mgmt/contracts';
import type { ConversationState } from '../hooks/use-conversation';
import { CHAT_TITLE_ID, ChatHeader } from './chat-header';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem } from './chat-message-item';
import { SuggestionChips } from './suggestion-chips';
import { TypingIndicator } from './typing-indicator';

/** Where the panel sits: 400 by 600 at the bottom right, nearly the whole screen on a phone (spec part 2 §2). */
const PLACEMENT = {
  position: 'fixed',
  zIndex: 'drawer',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  top: { xs: 8, sm: 'auto' },
  left: { xs: 8, sm: 'auto' },
  right: { xs: 8, sm: 24 },
  bottom: { xs: 8, sm: 24 },
  width: { sm: CHAT_PANEL_WIDTH },
  height: { sm: CHAT_PANEL_HEIGHT },
  maxHeight: { sm: 'calc(100dvh - 48px)' },
  // On a phone the page shows only at the panel's edges: dim it (a shadow takes no clicks, the page stays usable).
  boxShadow: { xs: '0 0 0 100vmax rgba(0, 0, 0, 0.4)', sm: 12 },
} as const;

export interface ChatPanelProps {
  conversation: ConversationState;
  onClose: () => void;
  /** Set by the transition that opens the panel. */
  ref?: Ref<HTMLDivElement>;
  style?: CSSProperties;
}

/** The open assistant: a non-modal dialog the page stays usable beside; Esc closes it. */
export function ChatPanel({ conversation, onClose, ref, style }: ChatPanelProps) {
  const { messages, pending, send, clear } = conversation;
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => inputRef.current?.focus(), []);
  // As a message comes (and on opening): the log's end in view, or the start of a reply taller than the log, so
  // its text and first card are read first.
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const last = log.querySelector<HTMLElement>('[data-sender]:last-of-type');
    const end = log.scrollHeight - log.clientHeight;
    const replyStart = last?.dataset.sender === 'bot' ? last.offsetTop - log.offsetTop - 16 : end;
    log.scrollTop = Math.min(end, replyStart);
  }, [messages.length, pending]);

  const submit = () => {
    if (send(draft)) setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <Paper
      ref={ref}
      style={style}
      elevation={12}
      role="dialog"
      aria-labelledby={CHAT_TITLE_ID}
      onKeyDown={onKeyDown}
      sx={{ ...PLACEMENT, transformOrigin: 'bottom right' }}
    >
      <ChatHeader
        onClear={() => {
          clear();
          inputRef.current?.focus();
        }}
        onClose={onClose}
      />
      <Stack
        ref={logRef}
        role="log"
        aria-live="polite"
        // Scrollable: reachable by keyboard so its history can be scrolled without a mouse.
        tabIndex={0}
        aria-label={`${CHAT_TEXTS.title} conversation`}
        spacing={1.5}
        sx={{ flexGrow: 1, overflowY: 'auto', p: 2 }}
      >
        {messages.map((message) => (
          <ChatMessageItem key={message.id} message={message} />
        ))}
        {pending && <TypingIndicator />}
      </Stack>
      {messages.length <= CHAT_SUGGESTIONS_UNTIL && (
        <SuggestionChips
          onChoose={(text) => {
            setDraft(text);
            inputRef.current?.focus();
          }}
        />
      )}
      <ChatComposer value={draft} onChange={setDraft} onSend={submit} pending={pending} inputRef={inputRef} />
    </Paper>
  );
}
