import { Box, Button, Stack, Typography } from '@mui/material';
import type { Yarn } from '@yarn-mgmt/contracts';
import { canAddToShoppingList } from '@yarn-mgmt/domain';
import { StockBar } from '@yarn-mgmt/ui';
import type { YarnProjectsQuery } from '../api/get-yarn-projects';
import type { YarnActions } from '../hooks/use-yarn-actions';
import { LabelledValue, NOT_SPECIFIED } from './labelled-value';
import { ReservedForProjects } from './reserved-for-projects';

const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

/** The Usage tab: skeins and yardage left, Record Usage, Add to Shopping List, storage location. */
export function UsageTab({
  yarn,
  projects,
  actions,
}: {
  yarn: Yarn;
  projects: YarnProjectsQuery;
  actions: YarnActions;
}) {
  const bars: Array<[title: string, left: number, total: number, unit: string]> = [
    ['Skeins', yarn.skeins_remaining, yarn.skeins_total, 'skeins'],
    ['Yardage', yarn.remaining_yardage, yarn.total_yardage, 'yards'],
  ];
  return (
    <Stack spacing={2}>
      {bars.map(([title, left, total, unit]) => (
        <Box key={title}>
          <Typography variant="subtitle2">{title}</Typography>
          <StockBar
            value={percent(left, total)}
            color="primary"
            label={`${title} remaining`}
            caption={`${left} of ${total} ${unit} remaining`}
          />
        </Box>
      ))}
      <ReservedForProjects projects={projects} />
      <Stack direction="row" spacing={1} className="no-print">
        <Button variant="contained" onClick={() => actions.setUsageOpen(true)}>
          Record Usage
        </Button>
        <Button
          variant="outlined"
          disabled={!canAddToShoppingList(yarn.skeins_remaining) || actions.addingToShoppingList}
          onClick={actions.addToShoppingList}
        >
          Add to Shopping List
        </Button>
      </Stack>
      <LabelledValue label="Storage location" value={yarn.storage_location ?? NOT_SPECIFIED} />
    </Stack>
  );
}
