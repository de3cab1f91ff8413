import { useRef } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { PATTERN_COVER_TYPES, type Pattern } from '@yarn-mgmt/contracts';
import { serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { PatternCover } from '../../../components/pattern-cover';
import { useRemovePatternCover, useReplacePatternCover } from '../api/pattern-cover';

/**
 * The pattern's cover on its page (made from its PDF, or the user's own photo), with buttons to use a photo of
 * one's own instead and to remove it (then the book icon).
 */
export function PatternCoverPanel({ pattern, editable }: { pattern: Pattern; editable: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const replace = useReplacePatternCover();
  const remove = useRemovePatternCover();
  const busy = replace.isPending || remove.isPending;
  const onFile = (file: File | undefined) => {
    if (!file) return;
    replace.mutate(
      { id: pattern.id, file },
      {
        onSuccess: () => toast.success('Cover updated'),
        onError: (error) => toast.error(serverErrorMessage(error, 'Failed to update the cover')),
      },
    );
  };
  return (
    <Box component="section" aria-label="Cover">
      <Box
        sx={{
          height: 300,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <PatternCover src={pattern.image_url} alt={`${pattern.title} cover`} iconSize={72} />
      </Box>
      {pattern.cover_source === 'pdf' && (
        <Typography variant="caption" color="text.secondary">
          Made from the pattern&apos;s PDF
        </Typography>
      )}
      {editable && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Button size="small" variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
            {pattern.cover_source ? 'Replace cover' : 'Add cover photo'}
          </Button>
          {pattern.cover_source && (
            <Button
              size="small"
              color="error"
              disabled={busy}
              onClick={() =>
                remove.mutate(pattern.id, {
                  onSuccess: () => toast.success('Cover removed'),
                  onError: (error) => toast.error(serverErrorMessage(error, 'Failed to remove the cover')),
                })
              }
            >
              Remove cover
            </Button>
          )}
          <input
            ref={input}
            type="file"
            hidden
            aria-label="Cover photo"
            accept={PATTERN_COVER_TYPES.join(',')}
            onChange={(event) => {
              onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Stack>
      )}
    </Box>
  );
}
