import { Stack, Typography } from '@mui/material';
import type { Yarn } from '@yarn-mgmt/contracts';
import { LabelledValue, NOT_SPECIFIED } from './labelled-value';

/** The Notes tab: notes, or "No notes added yet.", and the condition. */
export function NotesTab({ yarn }: { yarn: Yarn }) {
  return (
    <Stack spacing={2}>
      <Typography sx={{ whiteSpace: 'pre-wrap' }} color={yarn.notes ? 'text.primary' : 'text.secondary'}>
        {yarn.notes ?? 'No notes added yet.'}
      </Typography>
      <LabelledValue label="Condition" value={yarn.condition ?? NOT_SPECIFIED} />
    </Stack>
  );
}
