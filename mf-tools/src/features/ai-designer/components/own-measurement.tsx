import { Box, MenuItem, TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { DESIGNER_MEASUREMENT_MEANING, type DesignerProjectType } from '@yarn-mgmt/contracts';
import type { DesignerFormValues } from '../utils/designer-form';

/** What the knitter's own measurement stands for with this project type: "Chest circumference (optional)". */
function measurementLabel(projectType: string): string {
  const meaning = DESIGNER_MEASUREMENT_MEANING[projectType as DesignerProjectType] as string | undefined;
  const text = meaning ?? 'measurement';
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} (optional)`;
}

/**
 * The knitter's own measurement, in place of the size chart's: the pattern is made to it (plus the style's ease),
 * with the chart's other measurements for that size.
 */
export function OwnMeasurement({
  control,
  projectType,
  messageId,
}: {
  control: Control<DesignerFormValues>;
  projectType: string;
  messageId: string;
}) {
  const label = measurementLabel(projectType);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '2fr 1fr', sm: '2fr 1fr' } }}>
      <Controller
        control={control}
        name="measurement"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            type="number"
            label={label}
            error={Boolean(fieldState.error)}
            helperText="Made to this instead of the size chart"
            slotProps={{
              htmlInput: {
                min: 0,
                step: 'any',
                inputMode: 'decimal',
                'aria-describedby': fieldState.error ? messageId : undefined,
              },
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="measurementUnit"
        render={({ field }) => (
          <TextField {...field} select label="Unit">
            <MenuItem value="in">in</MenuItem>
            <MenuItem value="cm">cm</MenuItem>
          </TextField>
        )}
      />
    </Box>
  );
}
