import { useController } from 'react-hook-form';
import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { FormSection } from '@yarn-mgmt/ui';
import { useYarnOptions, yarnOptionText } from '../../../api/get-yarn-options';
import type { ProjectFormControl } from './project-form-control';

/**
 * Yarn to reserve for the new project (`GET /yarn`): reserved, not taken from the stash (DECISIONS 24). More can
 * be reserved, and amounts changed, on the project's page.
 */
export function YarnSection({ control }: { control: ProjectFormControl }) {
  const yarn = useYarnOptions();
  const { field, fieldState } = useController({ control, name: 'yarn_inventory_ids' });
  const selected = field.value ?? [];
  return (
    <FormSection title="Yarn to reserve" columns={1}>
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
        {(yarn.data ?? []).map((item) => (
          <MenuItem key={item.id} value={item.id}>
            <Checkbox checked={selected.includes(item.id)} size="small" />
            <ListItemText primary={yarnOptionText(item)} />
          </MenuItem>
        ))}
      </TextField>
    </FormSection>
  );
}
