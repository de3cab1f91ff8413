import { Box, Chip, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import {
  DEFAULT_VIEWS,
  DEFAULT_VIEW_LABELS,
  MEASUREMENT_UNITS,
  type DefaultView,
  type Preferences,
} from '@yarn-mgmt/contracts';
import { serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { NOTIFICATION_TEXTS } from '../../../notifications/notification-rules';
import { useUpdatePreferences } from '../api/update-preferences';

const UNIT_LABELS = { metric: 'Metric', imperial: 'Imperial' } as const;

/** Profile > Preferences: each change sends the whole object with one key changed (spec part 2 sections 2, 7). */
export function PreferencesTab({ preferences }: { preferences: Preferences }) {
  const toast = useToast();
  const update = useUpdatePreferences();

  const change = (next: Partial<Preferences>) => {
    update.mutate(
      { ...preferences, ...next },
      {
        onSuccess: () => toast.success('Preferences updated!'),
        onError: (error) => toast.error(serverErrorMessage(error, 'Failed to update preferences')),
      },
    );
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={preferences.emailNotifications}
              onChange={(event) => change({ emailNotifications: event.target.checked })}
              slotProps={{ input: { 'aria-describedby': 'email-notifications-hint' } }}
            />
          }
          label="Email Notifications"
        />
        {/* DECISIONS 31: a switch that does nothing yet says so. */}
        <Typography
          id="email-notifications-hint"
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ ml: 6 }}
        >
          {NOTIFICATION_TEXTS.emailNotAvailable}
        </Typography>
      </Box>
      <Stack spacing={1}>
        <Typography variant="subtitle2" id="measurement-units">
          Measurement Units
        </Typography>
        <Stack direction="row" spacing={1} role="radiogroup" aria-labelledby="measurement-units">
          {MEASUREMENT_UNITS.map((unit) => {
            const selected = preferences.measurementUnit === unit;
            return (
              <Chip
                key={unit}
                role="radio"
                aria-checked={selected}
                label={UNIT_LABELS[unit]}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                onClick={selected ? undefined : () => change({ measurementUnit: unit })}
              />
            );
          })}
        </Stack>
      </Stack>
      <TextField
        select
        label="Default View"
        value={preferences.defaultView}
        onChange={(event) => change({ defaultView: event.target.value as DefaultView })}
      >
        {DEFAULT_VIEWS.map((view) => (
          <MenuItem key={view} value={view}>
            {DEFAULT_VIEW_LABELS[view]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
