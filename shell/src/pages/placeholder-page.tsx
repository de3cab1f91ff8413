import { useLocation } from 'react-router-dom';
import { Container } from '@mui/material';
import { ComingSoon } from '@yarn-mgmt/ui';
import { pageTitleFor } from '@yarn-mgmt/web-platform';

/** A shell page that exists as a route but is not built yet. */
export function PlaceholderPage() {
  const { pathname } = useLocation();
  return <ComingSoon title={pageTitleFor(pathname)} />;
}

/** /demo is public and sits outside the signed-in layout. */
export function DemoPage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <ComingSoon title="Demo" />
    </Container>
  );
}
