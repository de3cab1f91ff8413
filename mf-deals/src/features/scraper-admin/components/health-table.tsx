import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ScraperStatus } from '@yarn-mgmt/contracts';

/** A scraper's selectors: OK, or which selector broke after repeated failures (issue 11). */
function SelectorHealthCell({ health }: { health: ScraperStatus['selector_health'] }) {
  if (!health.broken) return <Chip size="small" variant="outlined" color="success" label="Selectors OK" />;
  return (
    <>
      <Chip size="small" color="error" label={`Selector broken: ${health.failing_selector ?? 'unknown'}`} />
      <Typography variant="caption" color="error" component="p">
        {health.consecutive_failures} failed runs in a row
      </Typography>
    </>
  );
}

/** The Health Status tab: each scraper's counts, success rate and selector health. */
export function HealthTable({ scrapers }: { scrapers: readonly ScraperStatus[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Scraper health">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Success Count</TableCell>
            <TableCell align="right">Failure Count</TableCell>
            <TableCell align="right">Success Rate</TableCell>
            <TableCell align="right">Total Deals</TableCell>
            <TableCell align="right">Active Deals</TableCell>
            <TableCell>Selectors</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {scrapers.map((scraper) => (
            <TableRow key={scraper.id} aria-label={scraper.name}>
              <TableCell>{scraper.name}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={scraper.is_active ? 'success' : 'default'}
                  label={scraper.is_active ? 'Active' : 'Inactive'}
                />
              </TableCell>
              <TableCell align="right">{scraper.success_count}</TableCell>
              <TableCell align="right">{scraper.failure_count}</TableCell>
              <TableCell align="right">
                {scraper.success_rate_pct === null ? 'N/A' : `${scraper.success_rate_pct.toFixed(1)}%`}
              </TableCell>
              <TableCell align="right">{scraper.total_deals}</TableCell>
              <TableCell align="right">{scraper.active_deals}</TableCell>
              <TableCell>
                <SelectorHealthCell health={scraper.selector_health} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
