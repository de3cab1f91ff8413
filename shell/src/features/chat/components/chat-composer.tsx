import type { KeyboardEvent, Ref } from 'react';
import { Box, IconButton, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_TEXTS } from '@yarn-mgmt/contracts';

export interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
}

/**
 * Spec part 2 section 2: multiline up to 3 rows, 'Ask about yarn...'; Enter sends, Shift+Enter adds a line; send
 * is disabled while the input is blank or a reply is pending.
 */
export function ChatComposer({ value, onChange, onSend, pending, inputRef }: ChatComposerProps) {
  const blank = value.trim() === '';
  const onKeyDown = (event: KeyboardEvent) => {
    // An IME composing a word uses Enter to accept it: that Enter is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!blank && !pending) onSend();
  };

  return (
    <Box
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <TextField
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={CHAT_TEXTS.placeholder}
        multiline
        maxRows={3}
        size="small"
        fullWidth
        inputRef={inputRef}
        slotProps={{
          htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH, 'aria-label': CHAT_TEXTS.placeholder },
        }}
      />
      <IconButton
        color="primary"
        aria-label={CHAT_TEXTS.sendLabel}
        disabled={blank || pending}
        onClick={onSend}
      >
        <SendIcon />
      </IconButton>
    </Box>
  );
}
