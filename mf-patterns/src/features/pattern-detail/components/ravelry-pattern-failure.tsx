import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Breadcrumbs, Button, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import { RAVELRY_PATTERN_ERRORS } from '@yarn-mgmt/contracts';
import { PatternLoadFailure } from '../../../components/pattern-load-failure';
import { RAVELRY_INTEGRATION_PATH, ravelryErrorCode } from '../../../utils/ravelry';

export const RAVELRY_NOT_CONNECTED_TEXT = RAVELRY_PATTERN_ERRORS.RAVELRY_NOT_CONNECTED[1];
export const RAVELRY_RECONNECT_TEXT = RAVELRY_PATTERN_ERRORS.RAVELRY_RECONNECT[1];
export const RAVELRY_UNAVAILABLE_TEXT = RAVELRY_PATTERN_ERRORS.RAVELRY_UNAVAILABLE[1];

/**
 * A live Ravelry pattern that could not be read. Not linked (or the link stopped working): say so, with the way
 * to connect; Ravelry (or the service that reads it) unreachable: say so, with Retry; an unknown pattern: the
 * page's usual failure. The way back to the library is always there.
 */
export function RavelryPatternFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const navigate = useNavigate();
  const code = ravelryErrorCode(error);
  if (code === 'RAVELRY_PATTERN_NOT_FOUND' || (code === null && isStatus(error, 404)))
    return <PatternLoadFailure error={error} />;
  const connect = code === 'RAVELRY_NOT_CONNECTED' || code === 'RAVELRY_RECONNECT';
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Breadcrumbs aria-label="breadcrumb">
        <Link component={RouterLink} to="/patterns" underline="hover" color="inherit">
          Pattern Library
        </Link>
        <Typography color="text.primary">Ravelry pattern</Typography>
      </Breadcrumbs>
      <Alert severity={connect ? 'info' : 'warning'} sx={{ alignSelf: 'stretch' }}>
        {code === 'RAVELRY_NOT_CONNECTED'
          ? RAVELRY_NOT_CONNECTED_TEXT
          : code === 'RAVELRY_RECONNECT'
            ? RAVELRY_RECONNECT_TEXT
            : RAVELRY_UNAVAILABLE_TEXT}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {connect ? (
          <Button variant="contained" onClick={() => void navigate(RAVELRY_INTEGRATION_PATH)}>
            Connect Ravelry
          </Button>
        ) : (
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
            Retry
          </Button>
        )}
        <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate('/patterns')}>
          Back to Pattern Library
        </Button>
      </Stack>
    </Stack>
  );
}

function isStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === status;
}
