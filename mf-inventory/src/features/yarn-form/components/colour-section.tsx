import { useWatch } from 'react-hook-form';
import { Box, Stack } from '@mui/material';
import { FormSection, FormTextField } from '@yarn-mgmt/ui';
import type { YarnFormControl } from './yarn-form-control';

const HEX = /^#[0-9a-fA-F]{6}$/;

export function ColourSection({ control }: { control: YarnFormControl }) {
  const hexColor = useWatch({ control, name: 'hex_color' });
  return (
    <FormSection title="Colour">
      <FormTextField control={control} name="colorway" label="Colorway" />
      <FormTextField control={control} name="color_family" label="Color family" />
      <FormTextField control={control} name="dye_lot" label="Dye lot" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name="hex_color"
          label="Hex colour"
          placeholder="#A1B2C3"
          sx={{ flexGrow: 1 }}
        />
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            mt: 1,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: hexColor && HEX.test(hexColor) ? hexColor : 'transparent',
          }}
        />
      </Stack>
    </FormSection>
  );
}
