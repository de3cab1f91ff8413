import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export interface PageRootProps {
  /** The remote's federation name, e.g. `mf_inventory`. */
  remote: string;
  /**
   * The remote's build label. Read it in the remote's own code (its webpack DefinePlugin replaces
   * `process.env.BUILD_ID` there): this library is bundled into every remote and cannot know which one it is in.
   */
  build: string;
  children: ReactNode;
}

/** Every remote page's root: says which remote and which build is on screen (e2e journeys rely on it). */
export function PageRoot({ remote, build, children }: PageRootProps) {
  return (
    <Box component="section" data-remote={remote} data-build={build}>
      {children}
    </Box>
  );
}
