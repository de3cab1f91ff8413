import { useState } from 'react';
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';

interface Row {
  key: string;
  value: string;
}

export interface SourceDetailsRowsProps {
  initial: Record<string, string>;
  onChange: (details: Record<string, string>) => void;
  error?: string;
}

/** Rows in the order typed; blank rows are left out, a repeated key keeps its last value. */
export function rowsToDetails(rows: readonly Row[]): Record<string, string> {
  const details: Record<string, string> = {};
  for (const { key, value } of rows) {
    if (key.trim() === '' && value.trim() === '') continue;
    details[key.trim()] = value;
  }
  return details;
}

/**
 * Source details as key/value rows. Kept as rows here (a record cannot hold a half-typed key) and handed to the
 * form as the record the contract wants on every change.
 */
export function SourceDetailsRows({ initial, onChange, error }: SourceDetailsRowsProps) {
  const [rows, setRows] = useState<Row[]>(() =>
    Object.entries(initial).map(([key, value]) => ({ key, value })),
  );
  const update = (next: Row[]) => {
    setRows(next);
    onChange(rowsToDetails(next));
  };
  return (
    <Box sx={{ gridColumn: '1 / -1' }} role="group" aria-label="Source details">
      <Typography variant="subtitle2" gutterBottom>
        Source details
      </Typography>
      <Stack spacing={1}>
        {rows.map((row, index) => (
          <Stack key={index} direction="row" spacing={1}>
            <TextField
              size="small"
              label={`Detail ${index + 1} name`}
              value={row.key}
              onChange={(event) =>
                update(rows.map((r, i) => (i === index ? { ...r, key: event.target.value } : r)))
              }
            />
            <TextField
              size="small"
              label={`Detail ${index + 1} value`}
              value={row.value}
              sx={{ flexGrow: 1 }}
              onChange={(event) =>
                update(rows.map((r, i) => (i === index ? { ...r, value: event.target.value } : r)))
              }
            />
            <Tooltip title="Remove detail">
              <IconButton
                aria-label={`remove detail ${index + 1}`}
                onClick={() => update(rows.filter((_, i) => i !== index))}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        ))}
      </Stack>
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setRows([...rows, { key: '', value: '' }])}
          sx={{ mt: 1 }}
        >
          Add detail
        </Button>
      </Box>
    </Box>
  );
}
