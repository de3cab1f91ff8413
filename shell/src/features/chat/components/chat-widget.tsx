import { lazy, Suspense, useRef, useState } from 'react';
import { Fab, Tooltip } from '@mui/material';
import ForumIcon from '@mui/icons-material/Forum';
import { CHAT_TEXTS } from '@yarn-mgmt/contracts';
import { useChatButtonRaised } from './chat-placement';

// The conversation and its panel load with the first open: their schemas (zod) are on no first page (issue 23).
const ChatSession = lazy(() => import('./chat-session').then((module) => ({ default: module.ChatSession })));

const FAB_SIZE = 56;
const GAP = 16;

/**
 * The corner: right 24, bottom 24, like the pages' own add buttons. Where a layout says its pages have one
 * (useRaiseChatButton), the chat's button stands just above it, so both stay in reach.
 */
export const CHAT_BUTTON_PLACEMENT = {
  corner: { right: 24, bottom: 24 },
  raised: { right: 24, bottom: 24 + FAB_SIZE + GAP },
} as const;

/** Room a raised layout leaves at a page's end, so its last row scrolls clear of both round buttons. */
export const CHAT_BUTTON_CLEARANCE = CHAT_BUTTON_PLACEMENT.raised.bottom + FAB_SIZE + GAP;

/**
 * Spec part 2 section 2: the yarn assistant on every screen. Its round button opens the panel with a 300 ms
 * transition; the conversation (ChatSession) stays from the first open on, so a reply still lands while the panel
 * is closed.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const placement = CHAT_BUTTON_PLACEMENT[useChatButtonRaised() ? 'raised' : 'corner'];
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <Tooltip title={CHAT_TEXTS.title} placement="left">
        <Fab
          ref={buttonRef}
          color="secondary"
          aria-label={CHAT_TEXTS.openLabel}
          aria-expanded={open}
          onClick={() => {
            setStarted(true);
            setOpen((current) => !current);
          }}
          sx={{ position: 'fixed', ...placement }}
        >
          <ForumIcon />
        </Fab>
      </Tooltip>
      {started && (
        <Suspense fallback={null}>
          <ChatSession open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
