import { TextField } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { SelectField } from '@yarn-mgmt/ui';
import type { CalcField } from '../utils/mode-fields';

export type CalcFormValues = Record<string, string | number | null>;

interface CalcFieldProps {
  control: Control<CalcFormValues>;
  field: CalcField;
  /** The id of the form's one message (spec part 2 section 5), which a field at fault points to. */
  messageId: string;
}

/**
 * One input of a mode. A field at fault is marked and described by the form's message rather than repeating
 * it: the spec gives each mode one message for all its fields.
 */
export function CalcFieldInput({ control, field: spec, messageId }: CalcFieldProps) {
  const { field, fieldState } = useController({ control, name: spec.name });
  const invalid = Boolean(fieldState.error);
  const common = {
    label: spec.label,
    name: field.name,
    inputRef: field.ref,
    onBlur: field.onBlur,
    error: invalid,
    fullWidth: true,
  };
  if (spec.kind === 'select') {
    return (
      <SelectField<string>
        {...common}
        value={typeof field.value === 'string' ? field.value : ''}
        options={spec.options}
        onChange={(value) => field.onChange(value === '' ? null : value)}
        slotProps={{ select: { 'aria-describedby': invalid ? messageId : undefined } }}
      />
    );
  }
  return (
    <TextField
      {...common}
      type="number"
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      slotProps={{
        htmlInput: {
          step: 'any',
          inputMode: 'decimal',
          'aria-describedby': invalid ? messageId : undefined,
        },
      }}
    />
  );
}
