import { Box, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import type { EditableSettings } from '@yarn-mgmt/contracts';
import type { SettingKey } from '../utils/setting-groups';

/** What every section gets: the settings on screen and a way to change one key. */
export interface SectionProps {
  settings: EditableSettings;
  onChange: <K extends SettingKey>(key: K, value: EditableSettings[K]) => void;
  /** True while a change is being saved. */
  saving?: boolean;
}

type BooleanKey = { [K in SettingKey]: EditableSettings[K] extends boolean ? K : never }[SettingKey];

/**
 * A boolean setting; `hint` says under it what the switch does (or that it does nothing yet, DECISIONS 31). An
 * `unavailable` one is shown off and disabled, its stored value kept (the hint says why).
 */
export function SettingSwitch({
  settings,
  onChange,
  name,
  label,
  hint,
  unavailable = false,
}: SectionProps & { name: BooleanKey; label: string; hint?: string; unavailable?: boolean }) {
  const hintId = `setting-hint-${name}`;
  return (
    <Box>
      <FormControlLabel
        disabled={unavailable}
        control={
          <Switch
            checked={settings[name] && !unavailable}
            onChange={(event) => onChange(name, event.target.checked)}
            slotProps={hint ? { input: { 'aria-describedby': hintId } } : undefined}
          />
        }
        label={label}
      />
      {hint && (
        <Typography
          id={hintId}
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: -0.75, ml: 6 }}
        >
          {hint}
        </Typography>
      )}
    </Box>
  );
}

type ChoiceKey =
  'theme_preference' | 'display_density' | 'default_currency' | 'date_format' | 'backup_frequency';

export function SettingSelect<K extends ChoiceKey>({
  settings,
  onChange,
  name,
  label,
  options,
}: SectionProps & {
  name: K;
  label: string;
  options: ReadonlyArray<readonly [EditableSettings[K], string]>;
}) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={settings[name]}
      onChange={(event) => onChange(name, event.target.value as EditableSettings[K])}
    >
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
