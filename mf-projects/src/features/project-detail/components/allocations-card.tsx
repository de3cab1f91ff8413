import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { RawProjectAllocationCreateInput, Project, ProjectAllocation } from '@yarn-mgmt/contracts';
import { countText, yardsText } from '@yarn-mgmt/domain';
import { serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import {
  useAddAllocation,
  useRecordProjectUsage,
  useReleaseAllocation,
  type ProjectUsageRecording,
} from '../api/allocations';
import { AddAllocationDialog } from './add-allocation-dialog';
import { UsageDialog } from './usage-dialog';

const amount = (skeins: number, yards: number) => `${countText(skeins)} sk · ${yardsText(yards)} yds`;
const yarnName = (a: ProjectAllocation) => `${a.brand} ${a.line}${a.colorway ? ` - ${a.colorway}` : ''}`;

/** The project's yarn: reserved, used, still reserved; reserve more, release, record usage (DECISIONS 24). */
export function AllocationsCard({ project }: { project: Project }) {
  const toast = useToast();
  const add = useAddAllocation(project.id);
  const release = useReleaseAllocation(project.id);
  const usage = useRecordProjectUsage(project.id);
  const [adding, setAdding] = useState(false);
  const [recording, setRecording] = useState<ProjectAllocation | null>(null);

  const reserve = (body: RawProjectAllocationCreateInput) =>
    add.mutate(body, {
      onSuccess: () => {
        setAdding(false);
        toast.success('Yarn reserved');
      },
    });
  const record = (entry: ProjectUsageRecording) =>
    usage.mutate(entry, {
      onSuccess: () => {
        setRecording(null);
        toast.success('Usage recorded');
      },
      onError: (error) => toast.error(serverErrorMessage(error, 'Failed to record usage')),
    });
  const releaseOne = (allocation: ProjectAllocation) =>
    release.mutate(allocation.id, {
      onSuccess: () => toast.success(`Released ${yarnName(allocation)}`),
      onError: (error) => toast.error(serverErrorMessage(error, 'Failed to release yarn')),
    });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Yarn">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Yarn
        </Typography>
        <Button
          startIcon={<AddIcon />}
          onClick={() => {
            add.reset();
            setAdding(true);
          }}
        >
          Reserve yarn
        </Button>
      </Box>
      {project.allocations.length === 0 ? (
        <Typography color="text.secondary">No yarn reserved for this project yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Reserved yarn">
            <TableHead>
              <TableRow>
                <TableCell>Yarn</TableCell>
                <TableCell>Reserved</TableCell>
                <TableCell>Used</TableCell>
                <TableCell>Still reserved</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {project.allocations.map((allocation) => (
                <TableRow key={allocation.id} aria-label={yarnName(allocation)}>
                  <TableCell>{yarnName(allocation)}</TableCell>
                  <TableCell>{amount(allocation.skeins_reserved, allocation.yards_reserved)}</TableCell>
                  <TableCell>{amount(allocation.skeins_used, allocation.yards_used)}</TableCell>
                  <TableCell>
                    {allocation.released ? (
                      <Chip size="small" label="Released" />
                    ) : (
                      amount(allocation.skeins_still_reserved, allocation.yards_still_reserved)
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setRecording(allocation)}>
                      Record usage
                    </Button>
                    {!allocation.released && (
                      <Button
                        size="small"
                        color="warning"
                        disabled={release.isPending}
                        onClick={() => releaseOne(allocation)}
                      >
                        Release
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <AddAllocationDialog
        open={adding}
        busy={add.isPending}
        error={add.error}
        onClose={() => setAdding(false)}
        onSubmit={reserve}
      />
      <UsageDialog
        allocation={recording}
        busy={usage.isPending}
        onClose={() => setRecording(null)}
        onSubmit={record}
      />
    </Paper>
  );
}
