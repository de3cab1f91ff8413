import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string> extends Omit<
  TextFieldProps,
  'select' | 'value' | 'onChange' | 'children'
> {
  label: string;
  value: V | '';
  options: ReadonlyArray<V | SelectOption<V>>;
  /** Label of the empty choice (e.g. "All brands"); without it there is none. */
  emptyLabel?: string;
  onChange: (value: V | '') => void;
}

/** A labelled drop-down of plain values or value/label pairs, with an optional empty choice. */
export function SelectField<V extends string>({
  value,
  options,
  emptyLabel,
  onChange,
  ...rest
}: SelectFieldProps<V>) {
  return (
    <TextField select value={value} onChange={(event) => onChange(event.target.value as V | '')} {...rest}>
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) => {
        const { value: optionValue, label } =
          typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <MenuItem key={optionValue} value={optionValue}>
            {label}
          </MenuItem>
        );
      })}
    </TextField>
  );
}
