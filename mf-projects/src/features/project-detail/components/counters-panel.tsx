import { useState } from 'react';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { PROJECT_MAX_COUNTERS, type Project } from '@yarn-mgmt/contracts';
import { serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useUpdateProject } from '../../../api/update-project';
import { useCreateCounter, useDeleteCounter } from '../api/counters';
import type { CountersApi } from '../hooks/use-counters';
import { CounterCard } from './counter-card';

/** Row and repeat counters: tap, undo, add; the space bar adds a row to the focused or first counter. */
export function CountersPanel({ project, counters }: { project: Project; counters: CountersApi }) {
  const toast = useToast();
  const create = useCreateCounter(project.id);
  const remove = useDeleteCounter(project.id);
  const update = useUpdateProject();
  const [name, setName] = useState('');
  const [target, setTarget] = useState('');
  const full = counters.counters.length >= PROJECT_MAX_COUNTERS;
  const fail = (fallback: string) => (error: unknown) => toast.error(serverErrorMessage(error, fallback));

  const addCounter = () =>
    create.mutate(
      { name: name.trim(), target: target.trim() === '' ? null : Number(target) },
      {
        onSuccess: () => {
          setName('');
          setTarget('');
        },
        onError: fail('Failed to add counter'),
      },
    );
  const follow = (id: string | null) =>
    update.mutate(
      { id: project.id, body: { progress_follows_counter_id: id } },
      { onError: fail('Failed to update progress') },
    );

  return (
    <Paper variant="outlined" sx={{ p: 2, alignSelf: 'start' }} component="section" aria-label="Counters">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Counters
        </Typography>
        <Button
          startIcon={<UndoIcon />}
          disabled={!counters.canUndo}
          onClick={() => counters.dispatch({ type: 'undo' })}
        >
          Undo
        </Button>
      </Box>
      {counters.counters.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Space bar: +1 on the counter you are on, else on the first.
        </Typography>
      )}
      <Stack spacing={2}>
        {counters.counters.map((counter) => (
          <CounterCard
            key={counter.id}
            counter={counter}
            primary={counter.id === counters.primaryId}
            followed={
              project.total_rows === null ? undefined : project.progress_follows_counter_id === counter.id
            }
            onIncrement={() => counters.dispatch({ type: 'increment', id: counter.id })}
            onDecrement={() => counters.dispatch({ type: 'decrement', id: counter.id })}
            onReset={() => counters.dispatch({ type: 'reset', id: counter.id })}
            onDelete={() => remove.mutate(counter.id, { onError: fail('Failed to delete counter') })}
            onFollow={(on) => follow(on ? counter.id : null)}
          />
        ))}
        {counters.counters.length === 0 && (
          <Typography color="text.secondary">No counters yet. Add one for rows or repeats.</Typography>
        )}
        <Box
          component="form"
          aria-label="Add counter"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) addCounter();
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            size="small"
            label="Counter name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            size="small"
            label="Target (optional)"
            type="number"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            sx={{ width: 150 }}
          />
          <Button type="submit" variant="outlined" disabled={create.isPending || full || name.trim() === ''}>
            Add counter
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
