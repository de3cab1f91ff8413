import { Alert, Box, Stack } from '@mui/material';
import type { Yarn } from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { LabelledValue, NOT_RECORDED, NOT_SPECIFIED } from './labelled-value';

const withUnit = (value: number | null, unit: string) => (value === null ? null : `${value} ${unit}`);

/**
 * The Details tab (spec part 1 section 2.7): the discontinued warning, and the facts; missing values say
 * "Not specified" or "Not recorded".
 */
export function DetailsTab({ yarn }: { yarn: Yarn }) {
  const format = useFormatters();
  const line = yarn.yarn_line;
  const fields: Array<[label: string, value: string | null, missing: string]> = [
    ['Colorway', yarn.colorway, NOT_SPECIFIED],
    ['Color family', yarn.color_family, NOT_SPECIFIED],
    ['Dye lot', yarn.dye_lot, NOT_RECORDED],
    ['Weight', line.weight_category, NOT_SPECIFIED],
    ['Purchase price', format.money(yarn.purchase_price, yarn.currency), NOT_RECORDED],
    ['Purchase date', format.date(yarn.purchase_date), NOT_RECORDED],
    ['Vendor', yarn.vendor, NOT_RECORDED],
    ['Fiber content', line.fiber_content, NOT_SPECIFIED],
    ['Yardage per skein', withUnit(line.yardage_per_skein, 'yards'), NOT_SPECIFIED],
    ['Weight per skein', withUnit(line.weight_grams, 'g'), NOT_SPECIFIED],
  ];
  return (
    <Stack spacing={2}>
      {line.discontinued && <Alert severity="warning">This yarn has been discontinued</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {fields.map(([label, value, missing]) => (
          <LabelledValue key={label} label={label} value={value ?? missing} />
        ))}
      </Box>
    </Stack>
  );
}
