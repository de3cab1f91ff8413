import { Link as RouterLink } from 'react-router-dom';
import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { YarnItem } from '@yarn-mgmt/contracts';

/** The Projects tab: each project using this yarn, linking to it. */
export function ProjectsTab({ projects }: { projects: YarnItem['projects'] }) {
  if (projects.length === 0) {
    return (
      <Typography color="text.secondary">This yarn hasn&apos;t been used in any projects yet.</Typography>
    );
  }
  return (
    <List disablePadding>
      {projects.map((project) => (
        <ListItemButton key={project.id} component={RouterLink} to={`/projects/${project.id}`}>
          <ListItemText
            primary={project.name}
            secondary={`${project.skeins_used} skeins · ${project.yardage_used} yards · ${project.status}`}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
