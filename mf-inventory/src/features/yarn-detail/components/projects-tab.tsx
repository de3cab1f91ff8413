import { Link as RouterLink } from 'react-router-dom';
import { Alert, List, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '@yarn-mgmt/contracts';
import { countText, yardsText } from '@yarn-mgmt/domain';
import type { YarnProjectsQuery } from '../api/get-yarn-projects';

export const PROJECTS_UNAVAILABLE_TEXT = "This yarn's projects can't be loaded right now.";

/** A status as its label ("On Hold"); a word the projects module may add later shows as it is. */
function statusLabel(status: string): string {
  const known = PROJECT_STATUSES.find((value) => value === status);
  return known ? PROJECT_STATUS_LABELS[known] : status;
}

const skeins = (count: number) => `${countText(count)} ${count === 1 ? 'skein' : 'skeins'} used`;

/** The Projects tab (spec part 1 section 2.7): each project using this yarn, linking to it. */
export function ProjectsTab({ projects }: { projects: YarnProjectsQuery }) {
  if (projects.isPending) return <Skeleton variant="rounded" height={48} aria-label="Loading projects" />;
  if (projects.isError) return <Alert severity="info">{PROJECTS_UNAVAILABLE_TEXT}</Alert>;
  if (projects.data.projects.length === 0) {
    return (
      <Typography color="text.secondary">This yarn hasn&apos;t been used in any projects yet.</Typography>
    );
  }
  return (
    <List disablePadding aria-label="Projects using this yarn">
      {projects.data.projects.map((project) => (
        <ListItemButton key={project.id} component={RouterLink} to={`/projects/${project.id}`}>
          <ListItemText
            primary={project.name}
            secondary={`${skeins(project.skeins_used)} · ${yardsText(project.yardage_used)} yards used · ${statusLabel(project.status)}`}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
