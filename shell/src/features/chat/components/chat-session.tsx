import { Grow } from '@mui/material';
import { CHAT_PANEL_TRANSITION_MS } from '@yarn-mgmt/contracts';
import { useConversation } from '../hooks/use-conversation';
import { ChatPanel } from './chat-panel';

/**
 * The conversation and its panel, mounted at the widget's first open and kept while the page lives: the panel
 * comes and goes with a 300 ms transition, the conversation stays (a reply lands while the panel is closed).
 */
export function ChatSession({ open, onClose }: { open: boolean; onClose: () => void }) {
  const conversation = useConversation();
  return (
    <Grow in={open} timeout={CHAT_PANEL_TRANSITION_MS} unmountOnExit>
      <ChatPanel conversation={conversation} onClose={onClose} />
    </Grow>
  );
}
