import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import type { DesignerFormValues } from '../utils/designer-form';

export interface MoreOptionsProps {
  control: Control<DesignerFormValues>;
  crochet: boolean;
  /** The id of the form's message, which a field at fault points to. */
  messageId: string;
}

/**
 * Beyond the spec's fields: the knitter's own gauge (stockinette, or single crochet), in place of the Craft Yarn
 * Council's for the weight, and UK crochet terms.
 */
export function MoreOptions({ control, crochet, messageId }: MoreOptionsProps) {
  const fabric = crochet ? 'single crochet' : 'stockinette';
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 2 }}
    >
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
        Your own gauge (optional), in {fabric}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
        {(['gaugeStitches', 'gaugeRows'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                type="number"
                label={name === 'gaugeStitches' ? 'Stitches' : 'Rows'}
                error={Boolean(fieldState.error)}
                slotProps={{
                  htmlInput: {
                    min: 1,
                    step: 'any',
                    inputMode: 'decimal',
                    'aria-describedby': fieldState.error ? messageId : undefined,
                  },
                }}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="gaugeOver"
          render={({ field }) => (
            <TextField {...field} select label="Over" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              <MenuItem value="4 in">4 in</MenuItem>
              <MenuItem value="10 cm">10 cm</MenuItem>
            </TextField>
          )}
        />
      </Box>
      {crochet && (
        <Controller
          control={control}
          name="crochetTerms"
          render={({ field }) => (
            <TextField {...field} select label="Crochet Terms">
              <MenuItem value="US">US (single crochet, double crochet)</MenuItem>
              <MenuItem value="UK">UK (double crochet, treble)</MenuItem>
            </TextField>
          )}
        />
      )}
    </Box>
  );
}
