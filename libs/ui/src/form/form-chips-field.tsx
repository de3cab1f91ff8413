import { Autocomplete, Chip, TextField } from '@mui/material';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormFieldBinding } from './form-field-props';

export type FormChipsFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOut extends FieldValues = TValues,
> = FormFieldBinding<TValues, TName, TOut> & {
  label: string;
  placeholder?: string;
  /** Suggestions; any other text is accepted too. */
  options?: readonly string[];
};

/** A list of short texts (tags, sizes, needle sizes) typed one by one, each shown as a chip; blanks and repeats dropped. */
export function FormChipsField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOut extends FieldValues = TValues,
>({ control, name, label, placeholder, options = [] }: FormChipsFieldProps<TValues, TName, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value ?? []) as string[];
  return (
    <Autocomplete
      multiple
      freeSolo
      options={options}
      value={value}
      onChange={(_event, next) =>
        field.onChange([...new Set(next.map((item) => item.trim()).filter(Boolean))])
      }
      renderValue={(chips, getItemProps) =>
        chips.map((chip, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={chip} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={field.name}
          placeholder={placeholder ?? 'Type and press Enter'}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
