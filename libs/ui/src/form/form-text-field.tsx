import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormFieldBinding } from './form-field-props';

type FieldTextProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'defaultValue' | 'type'
>;

export type FormTextFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOut extends FieldValues = TValues,
> = FormFieldBinding<TValues, TName, TOut> &
  FieldTextProps & {
    /** `date`, `email`…; numbers have FormNumberField. */
    type?: string;
    /** What an emptied field holds: null (the default, "not given") or ''. */
    emptyAs?: null | '';
  };

/** A text field bound to a react-hook-form field, showing its validation message. */
export function FormTextField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOut extends FieldValues = TValues,
>({ control, name, emptyAs = null, helperText, ...rest }: FormTextFieldProps<TValues, TName, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? emptyAs : event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}

export type FormNumberFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOut extends FieldValues = TValues,
> = FormFieldBinding<TValues, TName, TOut> & FieldTextProps & { step?: number; min?: number };

/**
 * A number field bound to a react-hook-form field. Emptied, it holds null, or undefined when required (so the
 * schema's "is required"/"must be a number" message shows).
 */
export function FormNumberField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOut extends FieldValues = TValues,
>({
  control,
  name,
  step,
  min = 0,
  required,
  helperText,
  ...rest
}: FormNumberFieldProps<TValues, TName, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | null | undefined;
  return (
    <TextField
      {...rest}
      type="number"
      required={required}
      name={field.name}
      inputRef={field.ref}
      value={value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        field.onChange(text === '' ? (required ? undefined : null) : Number(text));
      }}
      onBlur={field.onBlur}
      slotProps={{ htmlInput: { min, step: step ?? 'any' } }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
