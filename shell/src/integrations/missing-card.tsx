import { Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import { EXTERNAL_REVIEW_TEXTS as T, type ExternalMissing } from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { Link as RouterLink } from 'react-router-dom';

/** An entry the provider no longer lists: kept here, marked, a link to its page; 'Keep as my own' drops the link. */
export function MissingCard({
  entry,
  to,
  saving,
  onKeep,
}: {
  entry: ExternalMissing;
  to: string;
  saving: boolean;
  onKeep: () => void;
}) {
  const { date } = useFormatters();
  return (
    <Card variant="outlined" component="article" aria-label={entry.label}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 16rem' }}>
          <Link component={RouterLink} to={to} variant="subtitle1">
            {entry.label}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {T.missing(entry.source)} · {T.missingSince(date(entry.missing_since) ?? '-')}
          </Typography>
        </Box>
        <Button variant="outlined" size="small" disabled={saving} onClick={onKeep}>
          {T.keepAsOwn}
        </Button>
      </CardContent>
    </Card>
  );
}
