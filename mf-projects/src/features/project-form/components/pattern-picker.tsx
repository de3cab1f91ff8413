import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { Autocomplete, TextField } from '@mui/material';
import { useDebouncedValue } from '@yarn-mgmt/ui';
import { usePatternOptions } from '../api/get-pattern-options';
import type { PatternChoice } from '../utils/form-values';
import type { ProjectFormControl } from './project-form-control';

export interface PatternPickerProps {
  control: ProjectFormControl;
  /** The pattern chosen before (the project's, or the one handed to /projects/new). */
  initial: PatternChoice | null;
  onPick: (pattern: PatternChoice | null) => void;
}

/** Choose the pattern from the library (`GET /patterns`), searched by title as the user types. */
export function PatternPicker({ control, initial, onPick }: PatternPickerProps) {
  const { field, fieldState } = useController({ control, name: 'pattern_id' });
  const [input, setInput] = useState(initial?.title ?? '');
  const [chosen, setChosen] = useState<PatternChoice | null>(initial);
  const search = useDebouncedValue(input);
  const query = usePatternOptions(search === chosen?.title ? '' : search);
  const options = useMemo(() => {
    const found: PatternChoice[] = (query.data?.patterns ?? []).map((pattern) => ({
      id: pattern.id,
      title: pattern.title,
      sizes_available: pattern.sizes_available,
      craft_type: pattern.craft_type,
    }));
    return chosen && !found.some((option) => option.id === chosen.id) ? [chosen, ...found] : found;
  }, [query.data, chosen]);

  return (
    <Autocomplete<PatternChoice>
      options={options}
      value={options.find((option) => option.id === field.value) ?? null}
      loading={query.isFetching}
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(all) => all}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      onChange={(_event, value) => {
        setChosen(value);
        field.onChange(value?.id ?? null);
        onPick(value);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Pattern"
          name={field.name}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message ??
            (query.isError ? 'Could not load your patterns right now.' : undefined)
          }
        />
      )}
    />
  );
}
