import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** One external service's card on the sync and integration pages. */
export function ServiceCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
