import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { RawProjectAllocationCreateInput } from '@yarn-mgmt/contracts';
import { StashSearchField, useDebouncedValue, useRememberedOptions } from '@yarn-mgmt/ui';
import { errorMessage } from '@yarn-mgmt/web-platform';
import { useYarnOptions, yarnOptionText } from '../../../api/get-yarn-options';

export interface AddAllocationDialogProps {
  open: boolean;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (allocation: RawProjectAllocationCreateInput) => void;
}

/** Reserve yarn from the stash for this project: set aside, not taken out (DECISIONS 24). */
export function AddAllocationDialog(props: AddAllocationDialogProps) {
  return props.open ? <AddAllocationForm {...props} /> : null;
}

function AddAllocationForm({ busy, error, onClose, onSubmit }: AddAllocationDialogProps) {
  const [search, setSearch] = useState('');
  const yarn = useYarnOptions(true, useDebouncedValue(search));
  const [yarnId, setYarnId] = useState('');
  const options = useRememberedOptions(yarn.data?.yarn, yarnId ? [yarnId] : []);
  const [skeins, setSkeins] = useState('');
  const [yards, setYards] = useState('');
  const number = (text: string) => (text.trim() === '' ? 0 : Number(text));
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="reserve-title" fullWidth maxWidth="sm">
      <DialogTitle id="reserve-title">Reserve yarn</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {Boolean(error) && <Alert severity="error">{errorMessage(error, 'Failed to reserve yarn')}</Alert>}
          <StashSearchField value={search} onChange={setSearch} answer={yarn.data} />
          <TextField
            select
            label="Yarn"
            value={yarnId}
            onChange={(event) => setYarnId(event.target.value)}
            helperText={yarn.isError ? 'Could not load your yarn right now.' : undefined}
          >
            {options.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {yarnOptionText(item)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Skeins"
            type="number"
            value={skeins}
            onChange={(event) => setSkeins(event.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 0.1 } }}
          />
          <TextField
            label="Yards"
            type="number"
            value={yards}
            onChange={(event) => setYards(event.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
            helperText="Give skeins or yards: the other follows from the yarn's yards per skein."
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={busy || yarnId === '' || (number(skeins) <= 0 && number(yards) <= 0)}
          onClick={() => onSubmit({ yarn_id: yarnId, skeins: number(skeins), yards: number(yards) })}
        >
          Reserve
        </Button>
      </DialogActions>
    </Dialog>
  );
}
