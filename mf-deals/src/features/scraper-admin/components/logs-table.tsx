import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ScraperLog } from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { LogStatusIcon } from './run-status';

/** The Execution Logs tab: the latest runs (spec: limit 20), a running one with a spinner. */
export function LogsTable({ logs }: { logs: readonly ScraperLog[] }) {
  const { dateTime } = useFormatters();
  return (
    <TableContainer>
      <Table size="small" aria-label="Execution logs">
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            <TableCell>Target ID</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Items Scraped</TableCell>
            <TableCell align="right">New Deals</TableCell>
            <TableCell align="right">Duration (ms)</TableCell>
            <TableCell>Error</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {logs.map((log) => (
            <TableRow key={log.id} aria-label={`Run ${log.id}`}>
              <TableCell>{dateTime(log.scraped_at)}</TableCell>
              <TableCell>{log.target_id}</TableCell>
              <TableCell>
                <LogStatusIcon status={log.status} />
              </TableCell>
              <TableCell align="right">{log.items_scraped}</TableCell>
              <TableCell align="right">{log.new_deals_found}</TableCell>
              <TableCell align="right">{log.duration_ms ?? '-'}</TableCell>
              <TableCell sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
                {log.error_message}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
