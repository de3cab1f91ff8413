import { useState } from 'react';
import { Box, Paper, Tab, Tabs } from '@mui/material';
import type { Yarn } from '@yarn-mgmt/contracts';
import { useYarnProjects } from '../api/get-yarn-projects';
import type { YarnActions } from '../hooks/use-yarn-actions';
import { DetailsTab } from './details-tab';
import { NotesTab } from './notes-tab';
import { ProjectsTab } from './projects-tab';
import { UsageTab } from './usage-tab';

const TABS = ['Details', 'Usage', 'Projects', 'Notes'] as const;

/** The four tabs; the projects part is asked of the projects service as the page opens, whichever tab shows. */
export function YarnDetailTabs({ yarn, actions }: { yarn: Yarn; actions: YarnActions }) {
  const [tab, setTab] = useState(0);
  const projects = useYarnProjects(yarn.id);
  return (
    <Paper variant="outlined">
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} className="no-print">
        {TABS.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      <Box sx={{ p: 2 }} role="tabpanel" aria-label={TABS[tab]}>
        {tab === 0 && <DetailsTab yarn={yarn} />}
        {tab === 1 && <UsageTab yarn={yarn} projects={projects} actions={actions} />}
        {tab === 2 && <ProjectsTab projects={projects} />}
        {tab === 3 && <NotesTab yarn={yarn} />}
      </Box>
    </Paper>
  );
}
