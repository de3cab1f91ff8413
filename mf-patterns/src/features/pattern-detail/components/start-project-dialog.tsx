import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { Pattern } from '@yarn-mgmt/contracts';
import { StashSearchField, useDebouncedValue, useRememberedOptions } from '@yarn-mgmt/ui';
import { errorMessage } from '@yarn-mgmt/web-platform';
import { patternTitle } from '../../../utils/pattern-fields';
import { useCreateProject } from '../api/create-project';
import { useYarnOptions } from '../api/get-yarn-options';
import { projectName, yarnOptionText } from '../utils/yarn-option-text';

export interface StartProjectDialogProps {
  pattern: Pattern;
  open: boolean;
  onClose: () => void;
}

/** Start Project (spec part 1 section 2.10): a name, optional yarn, then POST /projects and open the project. */
export function StartProjectDialog({ pattern, open, onClose }: StartProjectDialogProps) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [yarnIds, setYarnIds] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const yarn = useYarnOptions(open, useDebouncedValue(search));
  const options = useRememberedOptions(yarn.data?.yarn, yarnIds);
  const create = useCreateProject();
  const title = patternTitle(pattern);
  const close = () => {
    setName('');
    setYarnIds([]);
    setSearch('');
    create.reset();
    onClose();
  };

  const submit = () =>
    create.mutate(
      {
        pattern_id: pattern.id,
        project_name: projectName(name, title),
        yarn_inventory_ids: yarnIds,
        status: 'queued',
      },
      // On failure the dialog stays open with the server's words (e.g. the projects service being down).
      { onSuccess: (project) => void navigate(`/projects/${project.id}`) },
    );

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : close}
      aria-labelledby="start-project-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="start-project-title">Start Project</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {create.isError && (
            <Alert severity="error">{errorMessage(create.error, 'Failed to create project')}</Alert>
          )}
          <TextField
            label="Project Name"
            placeholder={`${title} Project`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <StashSearchField value={search} onChange={setSearch} answer={yarn.data} />
          <TextField
            select
            label="Select Yarn (optional)"
            value={yarnIds}
            onChange={(event) => {
              const value = event.target.value as unknown as string[] | string;
              setYarnIds(typeof value === 'string' ? value.split(',') : value);
            }}
            helperText={
              yarn.isError
                ? 'Could not load your yarn: the project can still be created without it.'
                : undefined
            }
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => `${(selected as string[]).length} yarn(s) selected`,
              },
            }}
          >
            {options.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                <Checkbox checked={yarnIds.includes(item.id)} size="small" />
                <ListItemText primary={yarnOptionText(item)} />
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={create.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending}>
          Create Project
        </Button>
      </DialogActions>
    </Dialog>
  );
}
