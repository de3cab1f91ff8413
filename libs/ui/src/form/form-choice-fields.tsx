import { Autocomplete, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectOption } from '../components/select-field';
import type { FormFieldBinding } from './form-field-props';

export type FormSelectFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  V extends string,
  TOut extends FieldValues = TValues,
> = FormFieldBinding<TValues, TName, TOut> & {
  label: string;
  options: ReadonlyArray<V | SelectOption<V>>;
  /** Label of the empty choice, which holds null. */
  emptyLabel?: string;
};

/** A drop-down bound to a react-hook-form field; the empty choice holds null. */
export function FormSelectField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  V extends string,
  TOut extends FieldValues = TValues,
>({ control, name, label, options, emptyLabel }: FormSelectFieldProps<TValues, TName, V, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField<V>
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      options={options}
      emptyLabel={emptyLabel}
      onChange={(value) => field.onChange(value === '' ? null : value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}

export type FormCheckboxFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOut extends FieldValues = TValues,
> = FormFieldBinding<TValues, TName, TOut> & { label: string };

/** A checkbox bound to a boolean react-hook-form field. */
export function FormCheckboxField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOut extends FieldValues = TValues,
>({ control, name, label }: FormCheckboxFieldProps<TValues, TName, TOut>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}

export type FormAutocompleteFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOption,
  TOut extends FieldValues = TValues,
> = FormFieldBinding<TValues, TName, TOut> & {
  label: string;
  required?: boolean;
  options: readonly TOption[];
  /** Text of an option (and what the field holds when it is picked); strings show as they are. */
  optionLabel?: (option: TOption) => string;
  /** Groups the options under headings, e.g. "Your brands" and "Catalogue". */
  groupBy?: (option: TOption) => string;
  /** Called when the user picks an option from the list (not when typing). */
  onPick?: (option: TOption) => void;
  loading?: boolean;
};

/** A free-text field bound to a string react-hook-form field that suggests `options` as the user types. */
export function FormAutocompleteField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOption,
  TOut extends FieldValues = TValues,
>({
  control,
  name,
  label,
  required,
  options,
  optionLabel,
  groupBy,
  onPick,
  loading,
}: FormAutocompleteFieldProps<TValues, TName, TOption, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const text = (option: TOption | string) =>
    typeof option === 'string' ? option : (optionLabel?.(option) ?? String(option));
  return (
    <Autocomplete<TOption, false, false, true>
      freeSolo
      options={options}
      loading={loading}
      groupBy={groupBy}
      getOptionLabel={text}
      inputValue={field.value ?? ''}
      onInputChange={(_event, value) => field.onChange(value)}
      onChange={(_event, value) => {
        if (value !== null && (typeof value !== 'string' || options.includes(value as TOption))) {
          onPick?.(value as TOption);
        }
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          name={field.name}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
