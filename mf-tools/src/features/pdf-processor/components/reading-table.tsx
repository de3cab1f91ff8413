import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PatternReading } from '@yarn-mgmt/contracts';
import { readingRows } from '../utils/reading-rows';

/** The pattern-text parser's fields with their confidence, for the user to judge before saving. */
export function ReadingTable({ reading }: { reading: PatternReading }) {
  const rows = readingRows(reading);
  if (!rows.length)
    return <Typography variant="body2">The parser found no pattern details in the text.</Typography>;
  return (
    // On a phone the value gets the width: tighter cells, and the confidence column no wider than its heading.
    <Table
      size="small"
      aria-label="Pattern details found"
      sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Found</TableCell>
          <TableCell align="right" sx={{ width: '1%', whiteSpace: 'nowrap' }}>
            Confidence
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field}>
            <TableCell component="th" scope="row" sx={{ width: { xs: '28%', sm: '25%' } }}>
              {row.label}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.value}</TableCell>
            <TableCell align="right">{row.confidence}%</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
