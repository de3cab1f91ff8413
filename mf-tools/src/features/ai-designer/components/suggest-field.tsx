import { Autocomplete, TextField } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import type { DesignerFieldName, DesignerFormValues } from '../utils/designer-form';

export interface SuggestFieldProps {
  control: Control<DesignerFormValues>;
  name: Extract<DesignerFieldName, 'size' | 'patternStyle'>;
  label: string;
  suggestions: readonly string[];
  helperText: string;
}

/** A free-text field that offers what the designer knows (the sizes of a project type, the fits) as suggestions. */
export function SuggestField({ control, name, label, suggestions, helperText }: SuggestFieldProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={suggestions}
      inputValue={field.value}
      onInputChange={(_event, value) => field.onChange(value)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={helperText}
        />
      )}
    />
  );
}
