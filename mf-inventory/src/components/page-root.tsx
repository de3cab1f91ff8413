import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { BUILD_ID, REMOTE_NAME } from '../build-info';

/** Every page's root: carries which remote and build is on screen (e2e tests rely on these attributes). */
export function PageRoot({ children }: { children: ReactNode }) {
  return (
    <Box component="section" data-remote={REMOTE_NAME} data-build={BUILD_ID}>
      {children}
    </Box>
  );
}
