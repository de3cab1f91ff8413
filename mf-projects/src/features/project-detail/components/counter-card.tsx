import { Box, Button, FormControlLabel, IconButton, Paper, Switch, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import type { RowCounter } from '@yarn-mgmt/domain';

export interface CounterCardProps {
  counter: RowCounter;
  primary: boolean;
  /** Whether progress follows this counter; undefined when it cannot (the total rows are not known). */
  followed: boolean | undefined;
  onIncrement: () => void;
  onDecrement: () => void;
  onReset: () => void;
  onDelete: () => void;
  onFollow: (follow: boolean) => void;
}

// Large targets: a counter is tapped mid-row with yarn in the other hand.
const BIG = { minWidth: 96, minHeight: 64, fontSize: '1.5rem' } as const;

/** One counter: its count (and target), -1 and +1, reset, delete, and "progress follows this counter". */
export function CounterCard(props: CounterCardProps) {
  const { counter } = props;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`${counter.name} counter`}
      data-counter-id={counter.id}
      tabIndex={0}
      sx={{ p: 2, borderColor: props.primary ? 'primary.main' : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {counter.name}
        </Typography>
        <Tooltip title="Reset to 0">
          <IconButton aria-label={`Reset ${counter.name}`} onClick={props.onReset}>
            <RestartAltIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete counter">
          <IconButton aria-label={`Delete ${counter.name}`} onClick={props.onDelete}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, my: 1 }}>
        <Button
          variant="outlined"
          sx={BIG}
          aria-label={`Subtract one from ${counter.name}`}
          onClick={props.onDecrement}
        >
          −1
        </Button>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="h3" component="p" aria-live="polite" data-testid="counter-value">
            {counter.value}
          </Typography>
          {counter.target !== null && (
            <Typography variant="body2" color="text.secondary">
              of {counter.target}
            </Typography>
          )}
        </Box>
        <Button
          variant="contained"
          sx={BIG}
          aria-label={`Add one to ${counter.name}`}
          onClick={props.onIncrement}
        >
          +1
        </Button>
      </Box>
      {props.followed !== undefined && (
        <FormControlLabel
          control={
            <Switch checked={props.followed} onChange={(event) => props.onFollow(event.target.checked)} />
          }
          label="Progress follows this counter"
        />
      )}
    </Paper>
  );
}
