import { Box, keyframes } from '@mui/material';
import { BotAvatar } from './chat-message-item';

const bounce = keyframes`
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
`;

/** Spec part 2 section 2: shown while a reply is awaited. */
export function TypingIndicator() {
  return (
    <Box
      sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      role="status"
      aria-label="Yarn Assistant is typing"
    >
      <BotAvatar decorative />
      <Box sx={{ display: 'flex', gap: 0.5, px: 1.5, py: 1.25, borderRadius: 1, bgcolor: 'action.hover' }}>
        {[0, 1, 2].map((dot) => (
          <Box
            key={dot}
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: 'text.secondary',
              animation: `${bounce} 1.2s ${dot * 0.16}s infinite ease-in-out`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
