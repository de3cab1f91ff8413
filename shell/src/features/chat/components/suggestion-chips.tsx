import { Box, Chip, Typography } from '@mui/material';
import { CHAT_SUGGESTIONS, CHAT_SUGGESTIONS_SHOWN, CHAT_TEXTS } from '@yarn-mgmt/contracts';

/** Spec part 2 section 2: 'Try asking:' and the first 3 chips; a chip fills the input, it does not send. */
export function SuggestionChips({ onChoose }: { onChoose: (text: string) => void }) {
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mb: 0.5 }}
        id="chat-suggestions"
      >
        {CHAT_TEXTS.tryAsking}
      </Typography>
      <Box
        role="group"
        aria-labelledby="chat-suggestions"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      >
        {CHAT_SUGGESTIONS.slice(0, CHAT_SUGGESTIONS_SHOWN).map((suggestion) => (
          <Chip
            key={suggestion}
            label={suggestion}
            size="small"
            variant="outlined"
            clickable
            onClick={() => onChoose(suggestion)}
          />
        ))}
      </Box>
    </Box>
  );
}
