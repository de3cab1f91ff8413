import { useState } from 'react';
import { useController } from 'react-hook-form';
import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { FormSection, StashSearchField, useDebouncedValue, useRememberedOptions } from '@yarn-mgmt/ui';
import { useYarnOptions, yarnOptionText } from '../../../api/get-yarn-options';
import type { ProjectFormControl } from './project-form-control';

/**
 * Yarn to reserve for the new project (`GET /yarn`): reserved, not taken from the stash (DECISIONS 24). More can
 * be reserved, and amounts changed, on the project's page. The list is the newest 100; the search finds any yarn
 * of a larger stash, and what was chosen stays listed whatever the search.
 */
export function YarnSection({ control }: { control: ProjectFormControl }) {
  const [search, setSearch] = useState('');
  const yarn = useYarnOptions(true, useDebouncedValue(search));
  const { field, fieldState } = useController({ control, name: 'yarn_inventory_ids' });
  const selected = field.value ?? [];
  const options = useRememberedOptions(yarn.data?.yarn, selected);
  return (
    <FormSection title="Yarn to reserve" columns={1}>
      <StashSearchField value={search} onChange={setSearch} answer={yarn.data} />
      <TextField
        select
        label="Select Yarn (optional)"
        name={field.name}
        value={selected}
        onChange={(event) => {
          const value = event.target.value as unknown as string[] | string;
          field.onChange(typeof value === 'string' ? value.split(',') : value);
        }}
        error={Boolean(fieldState.error)}
        helperText={
          fieldState.error?.message ??
          (yarn.isError
            ? 'Could not load your yarn: the project can still be created without it.'
            : undefined)
        }
        slotProps={{
          select: {
            multiple: true,
            renderValue: (value) => `${(value as string[]).length} yarn(s) selected`,
          },
        }}
      >
        {options.map((item) => (
          <MenuItem key={item.id} value={item.id}>
            <Checkbox checked={selected.includes(item.id)} size="small" />
            <ListItemText primary={yarnOptionText(item)} />
          </MenuItem>
        ))}
      </TextField>
    </FormSection>
  );
}
