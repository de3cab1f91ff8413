import { useRef, useState } from 'react';
import { Fab, Grow, Tooltip } from '@mui/material';
import ForumIcon from '@mui/icons-material/Forum';
import { CHAT_PANEL_TRANSITION_MS, CHAT_TEXTS } from '@yarn-mgmt/contracts';
import { useConversation } from '../hooks/use-conversation';
import { ChatPanel } from './chat-panel';

/**
 * The pages' own add buttons sit in the corner (right 24, bottom 24, 56 high): the assistant's round button stands
 * just above them, so both stay in reach.
 */
export const CHAT_BUTTON_PLACEMENT = { right: 24, bottom: 24 + 56 + 16 } as const;

/**
 * Spec part 2 section 2: the yarn assistant on every screen. Its round button opens the panel with a 300 ms
 * transition; the conversation lives here, so a reply still lands while the panel is closed.
 */
export function ChatWidget() {
  const conversation = useConversation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
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
          onClick={() => setOpen((current) => !current)}
          sx={{ position: 'fixed', ...CHAT_BUTTON_PLACEMENT }}
        >
          <ForumIcon />
        </Fab>
      </Tooltip>
      <Grow in={open} timeout={CHAT_PANEL_TRANSITION_MS} unmountOnExit>
        <ChatPanel conversation={conversation} onClose={close} />
      </Grow>
    </>
  );
}
