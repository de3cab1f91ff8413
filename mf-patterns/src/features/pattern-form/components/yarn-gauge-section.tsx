import { useFieldArray } from 'react-hook-form';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { FormChipsField, FormNumberField, FormSection, FormTextField } from '@yarn-mgmt/ui';
import type { PatternFormControl } from './pattern-form-control';

/** Yards per size (add and remove rows); the smallest and largest give the required and maximum yardage. */
function SizeYardageRows({ control }: { control: PatternFormControl }) {
  const rows = useFieldArray({ control, name: 'yardage_by_size' });
  return (
    <Box sx={{ gridColumn: '1 / -1' }} role="group" aria-label="Yardage per size">
      <Typography variant="subtitle2" gutterBottom>
        Yardage per size
      </Typography>
      <Stack spacing={1}>
        {rows.fields.map((row, index) => (
          <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`yardage_by_size.${index}.size`}
              label={`Size ${index + 1}`}
              size="small"
            />
            <FormNumberField
              control={control}
              name={`yardage_by_size.${index}.yards`}
              label={`Yards ${index + 1}`}
              required
              step={1}
              size="small"
            />
            <Tooltip title="Remove size">
              <IconButton aria-label={`remove size ${index + 1}`} onClick={() => rows.remove(index)}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        ))}
      </Stack>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => rows.append({ size: null, yards: undefined as unknown as number })}
        sx={{ mt: 1 }}
      >
        Add size
      </Button>
    </Box>
  );
}

export function YarnGaugeSection({ control }: { control: PatternFormControl }) {
  return (
    <FormSection title="Yarn, needles and gauge">
      <FormNumberField control={control} name="yardage_required" label="Yardage required" step={1} />
      <FormNumberField control={control} name="yardage_max" label="Maximum yardage" step={1} />
      <SizeYardageRows control={control} />
      <FormChipsField
        control={control}
        name="needle_sizes"
        label="Needle sizes"
        placeholder="e.g. US 7 (4.5 mm), then Enter"
      />
      <FormChipsField
        control={control}
        name="sizes_available"
        label="Sizes available"
        placeholder="e.g. S, then Enter"
      />
      <FormNumberField control={control} name="gauge_stitches" label="Gauge stitches" step={0.5} />
      <FormNumberField control={control} name="gauge_rows" label="Gauge rows" step={0.5} />
      <FormTextField
        control={control}
        name="gauge_measurement"
        label="Gauge measurement"
        helperText='As the pattern says it: "4 inches", "10 cm", "10 x 10 cm"'
      />
    </FormSection>
  );
}
