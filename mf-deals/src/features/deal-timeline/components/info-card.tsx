import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';

/** One of the timeline's analysis cards: a titled card whose lines are plain "Label: value" texts. */
export function InfoCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, color: 'primary.main' }}>
          {icon}
          <Typography variant="h6" component="h2" color="text.primary">
            {title}
          </Typography>
        </Stack>
        <Stack spacing={0.75}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/** A line of an InfoCard; a missing value shows a dash. */
export function InfoLine({ label, value }: { label: string; value: string | number | null }) {
  return <Typography variant="body2">{`${label}: ${value ?? '–'}`}</Typography>;
}
