import type { HTMLAttributes } from 'react';
import { Box, Typography } from '@mui/material';
import { PageHeader } from './page-header';

export const NOT_BUILT_TEXT = 'This page is not built yet.';

export interface ComingSoonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: string;
}

/** Placeholder of a page that exists as a route but has no content yet. Extra attributes (data-*) go on the root. */
export function ComingSoon({ title, ...rest }: ComingSoonProps) {
  return (
    <Box component="section" {...rest}>
      <PageHeader title={title} />
      <Typography color="text.secondary">{NOT_BUILT_TEXT}</Typography>
    </Box>
  );
}
