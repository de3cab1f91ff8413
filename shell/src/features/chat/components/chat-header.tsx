import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { CHAT_TEXTS } from '@yarn-mgmt/contracts';
import { useAssistantStatus, type AssistantStatus } from '../api/get-assistant-status';
import { BotAvatar } from './chat-message-item';

const STATUS = {
  checking: { text: CHAT_TEXTS.checking, color: 'grey.400' },
  online: { text: CHAT_TEXTS.online, color: 'success.light' },
  offline: { text: CHAT_TEXTS.offline, color: 'warning.light' },
} as const satisfies Record<AssistantStatus, { text: string; color: string }>;

export const CHAT_TITLE_ID = 'chat-assistant-title';

/** 'Yarn Assistant', its status caption (spec part 2 section 4), and the clear and close buttons. */
export function ChatHeader({ onClear, onClose }: { onClear: () => void; onClose: () => void }) {
  const status = STATUS[useAssistantStatus()];
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <BotAvatar decorative onPrimary />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          id={CHAT_TITLE_ID}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, lineHeight: 1.3 }}
        >
          {CHAT_TEXTS.title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: status.color }} />
          <Typography variant="caption" role="status" sx={{ opacity: 0.9 }}>
            {status.text}
          </Typography>
        </Box>
      </Box>
      <Tooltip title={CHAT_TEXTS.clearLabel}>
        <IconButton color="inherit" aria-label={CHAT_TEXTS.clearLabel} onClick={onClear}>
          <DeleteSweepIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={CHAT_TEXTS.closeLabel}>
        <IconButton color="inherit" aria-label={CHAT_TEXTS.closeLabel} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
